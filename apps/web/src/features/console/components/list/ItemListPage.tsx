import {
  EDITOR_LABELS,
  EDITOR_STATUSES,
  type EditorKind,
  type EditorRow,
  type EditorStatus,
  formatPrice,
} from "@clutch/contract";
import { useMemo } from "react";
import { columnHelper } from "../../../../components/data/DataTable";
import { ListResults } from "../../../../components/data/ListResults";
import { PageTitle } from "../../../../components/data/PageTitle";
import { SearchBox } from "../../../../components/data/SearchBox";
import { StatusToggles } from "../../../../components/data/StatusToggles";
import { buttonStyles } from "../../../../components/ui/button-styles";
import { useAdminListItemsQuery } from "../../api";
import { itemListQuery, useListParams } from "../../hooks/use-list-params";
import { formatDate } from "../../lib/format";
import { consolePaths } from "../../paths";
import { StatusBadges } from "../common/StatusBadges";
import { ConsoleLink } from "../shell/LeaveGuard";
import { RowActions } from "./RowActions";

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
  const list = useAdminListItemsQuery({ kind, query: itemListQuery({ q, status, page }) });
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
        <StatusToggles
          options={EDITOR_STATUSES}
          value={status}
          label={(option) => STATUS_LABELS[option]}
          onChange={(option) => update({ status: option })}
        />
      </div>
      <ListResults
        list={list}
        caption={labels.many}
        columns={columns}
        rowId={(row) => row._id}
        empty={
          q !== "" || status !== "all"
            ? "Nothing matches this search."
            : `No ${labels.many.toLowerCase()} yet.`
        }
        onPage={(next) => update({ page: next })}
      />
    </section>
  );
}
