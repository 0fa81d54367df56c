import { messages, type Subscriber } from "@clutch/contract";
import { useMemo } from "react";
import { buttonStyles } from "../../../../components/ui/button-styles";
import { ErrorState } from "../../../../components/ui/ErrorState";
import { LoadingState } from "../../../../components/ui/LoadingState";
import { errorMessage } from "../../../../lib/api-error";
import { notify } from "../../../../lib/toast";
import { useListParams } from "../../hooks/use-list-params";
import { formatDateTime } from "../../lib/format";
import { saveTextFile } from "../../lib/save-file";
import { useAdminExportSubscribersMutation, useAdminListSubscribersQuery } from "../../reports-api";
import { columnHelper, DataTable } from "../common/DataTable";
import { Pager } from "../common/Pager";
import { PageTitle } from "../common/PageTitle";
import { SearchBox } from "../common/SearchBox";

const PAGE_SIZE = 50;

const column = columnHelper<Subscriber>();
const COLUMNS = column.columns([
  column.accessor("email", {
    header: "E-mail",
    cell: ({ getValue }) => <span className="break-all">{getValue()}</span>,
  }),
  column.accessor("subscribedAt", {
    header: "Subscribed",
    cell: ({ getValue }) => <time dateTime={getValue()}>{formatDateTime(getValue())}</time>,
  }),
]);

/** `/admin/subscribers`: the mailing list, newest first, searched by address, and its CSV export. */
export function SubscribersPage() {
  const { q, page, update } = useListParams();
  const list = useAdminListSubscribersQuery({ ...(q ? { q } : {}), page, limit: PAGE_SIZE });
  const [exportCsv, exporting] = useAdminExportSubscribersMutation();
  const download = async () => {
    try {
      saveTextFile(await exportCsv(q ? { q } : {}).unwrap(), "subscribers.csv");
    } catch (error) {
      notify.error(errorMessage(error, messages.general.unavailable));
    }
  };
  const total = list.data?.meta.total;
  const summary = useMemo(() => {
    if (total === undefined) return "";
    const noun = total === 1 ? "subscriber" : "subscribers";
    if (!q) return `${total} ${noun}`;
    return `${total} ${noun} ${total === 1 ? "matches" : "match"}`;
  }, [total, q]);

  return (
    <section>
      <PageTitle title="Subscribers">
        <button
          type="button"
          className={buttonStyles.secondary}
          onClick={() => void download()}
          disabled={exporting.isLoading || !total}
        >
          {exporting.isLoading ? "Exporting…" : "Export CSV"}
        </button>
      </PageTitle>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <SearchBox label="Search by e-mail" value={q} onSearch={(next) => update({ q: next }, true)} />
        <p className="text-sm text-fg-muted" aria-live="polite">
          {summary}
        </p>
      </div>
      <div className="mt-6">
        {list.isError ? (
          <ErrorState
            message={errorMessage(list.error, messages.general.unavailable)}
            onRetry={list.refetch}
            retrying={list.isFetching}
          />
        ) : !list.data ? (
          <LoadingState />
        ) : list.data.data.length === 0 ? (
          <p className="rounded-card border border-surface-border bg-surface/70 px-6 py-10 text-center text-fg-muted">
            {q ? "No subscriber matches this search." : "No one has subscribed yet."}
          </p>
        ) : (
          <DataTable
            caption="Mailing-list subscribers, newest first"
            columns={COLUMNS}
            data={list.data.data}
            rowId={(subscriber) => subscriber.email}
            busy={list.isFetching}
          />
        )}
      </div>
      {list.data ? (
        <div className="mt-5">
          <Pager
            page={list.data.meta.page}
            limit={list.data.meta.limit}
            total={list.data.meta.total}
            onPage={(next) => update({ page: next })}
          />
        </div>
      ) : null}
    </section>
  );
}
