import type { Subscriber } from "@clutch/contract";
import { useMemo } from "react";
import { columnHelper } from "../../../../components/data/DataTable";
import { ListResults } from "../../../../components/data/ListResults";
import { PageTitle } from "../../../../components/data/PageTitle";
import { SearchBox } from "../../../../components/data/SearchBox";
import { buttonStyles } from "../../../../components/ui/button-styles";
import { saveExport } from "../../../../lib/save-export";
import { useListParams } from "../../hooks/use-list-params";
import { formatDateTime } from "../../lib/format";
import { useAdminExportSubscribersMutation, useAdminListSubscribersQuery } from "../../reports-api";

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
  const download = () => saveExport(() => exportCsv(q ? { q } : {}).unwrap(), "subscribers.csv");
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
      <ListResults
        className="mt-6"
        list={list}
        caption="Mailing-list subscribers, newest first"
        columns={COLUMNS}
        rowId={(subscriber) => subscriber.email}
        empty={q ? "No subscriber matches this search." : "No one has subscribed yet."}
        onPage={(next) => update({ page: next })}
      />
    </section>
  );
}
