import {
  EDITOR_LABELS,
  EDITOR_STATUSES,
  type EditorKind,
  type EditorRow,
  type EditorStatus,
  formatPrice,
  messages,
} from "@clutch/contract";
import { useMemo } from "react";
import { buttonStyles } from "../../../../components/ui/button-styles";
import { ErrorState } from "../../../../components/ui/ErrorState";
import { LoadingState } from "../../../../components/ui/LoadingState";
import { errorMessage } from "../../../../lib/api-error";
import { useAdminListItemsQuery } from "../../api";
import { useListParams } from "../../hooks/use-list-params";
import { formatDate } from "../../lib/format";
import { consolePaths } from "../../paths";
import { columnHelper, DataTable } from "../common/DataTable";
import { Pager } from "../common/Pager";
import { PageTitle } from "../common/PageTitle";
import { SearchBox } from "../common/SearchBox";
import { StatusBadges } from "../common/StatusBadges";
import { toggleStyles } from "../common/styles";
import { ConsoleLink } from "../shell/LeaveGuard";
import { RowActions } from "./RowActions";

const PAGE_SIZE = 25;

const STATUS_LABELS: Record<EditorStatus, string> = {
  all: "All",
  live: "Live",
  pending: "Pending",
  disabled: "Disabled",
  deleted: "Deleted",
};

function useColumns(kind: EditorKind) {
  return useMemo(() => {
    const column = columnHelper<EditorRow>();
    return column.columns([
      column.accessor("name", {
        header: "Name",
        cell: ({ row }) => (
          <ConsoleLink
            to={consolePaths.item(kind, row.original._id)}
            className="font-semibold text-fg underline-offset-4 hover:text-brand-200 hover:underline"
          >
            {row.original.name}
          </ConsoleLink>
        ),
      }),
      column.accessor("platform", { header: "Platform", cell: ({ getValue }) => getValue() ?? "—" }),
      column.accessor("price", {
        header: "Price",
        cell: ({ getValue }) => {
          const price = getValue();
          return price === null ? "—" : formatPrice(price);
        },
      }),
      column.display({
        id: "status",
        header: "Status",
        cell: ({ row }) => <StatusBadges row={row.original} />,
      }),
      column.accessor("createdAt", { header: "Created", cell: ({ getValue }) => formatDate(getValue()) }),
      column.display({
        id: "actions",
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row }) => <RowActions kind={kind} row={row.original} />,
      }),
    ]);
  }, [kind]);
}

/** `/admin/<kind>`: every item of a kind, searched, filtered by status, paged, with their actions. */
export function ItemListPage({ kind }: { kind: EditorKind }) {
  const labels = EDITOR_LABELS[kind];
  const { q, status, page, update } = useListParams();
  const list = useAdminListItemsQuery({
    kind,
    query: { ...(q ? { q } : {}), status, page, limit: PAGE_SIZE },
  });
  const columns = useColumns(kind);

  return (
    <section>
      <PageTitle title={labels.many}>
        <ConsoleLink to={consolePaths.create(kind)} className={buttonStyles.primary}>
          New {labels.one}
        </ConsoleLink>
      </PageTitle>
      <div className="mb-5 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <SearchBox
          key={kind}
          label={`Search ${labels.many.toLowerCase()}`}
          value={q}
          onSearch={(text) => update({ q: text }, true)}
        />
        <fieldset className="min-w-0">
          <legend className="sr-only">Status</legend>
          <div className="flex flex-wrap gap-1 rounded-card border border-surface-border bg-surface/70 p-1">
            {EDITOR_STATUSES.map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={option === status}
                className={toggleStyles(option === status)}
                onClick={() => update({ status: option })}
              >
                {STATUS_LABELS[option]}
              </button>
            ))}
          </div>
        </fieldset>
      </div>
      <ListBody list={list} columns={columns} caption={labels.many} searched={q !== "" || status !== "all"} />
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

type ListBodyProps = {
  list: ReturnType<typeof useAdminListItemsQuery>;
  columns: ReturnType<typeof useColumns>;
  caption: string;
  searched: boolean;
};

function ListBody({ list, columns, caption, searched }: ListBodyProps) {
  if (list.isError) {
    return (
      <ErrorState
        message={errorMessage(list.error, messages.general.unavailable)}
        onRetry={list.refetch}
        retrying={list.isFetching}
      />
    );
  }
  if (!list.data) return <LoadingState />;
  if (list.data.data.length === 0) {
    return (
      <p className="rounded-card border border-surface-border bg-surface/70 px-6 py-10 text-center text-fg-muted">
        {searched ? "Nothing matches this search." : `No ${caption.toLowerCase()} yet.`}
      </p>
    );
  }
  return (
    <DataTable
      caption={caption}
      columns={columns}
      data={list.data.data}
      rowId={(row) => row._id}
      busy={list.isFetching}
    />
  );
}
