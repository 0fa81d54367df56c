import type { AuditEvent } from "@clutch/contract";
import { useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { columnHelper } from "../../../../components/data/DataTable";
import { FilterDisclosure } from "../../../../components/data/FilterDisclosure";
import { ListResults } from "../../../../components/data/ListResults";
import { PageTitle } from "../../../../components/data/PageTitle";
import { smallButton } from "../../../../components/data/styles";
import { useAdminAuditQuery } from "../../api";
import { type AuditFilters, filtersFromParams, queryOf } from "../../lib/audit-filters";
import { formatDateTime } from "../../lib/format";
import { AuditFilterForm } from "./AuditFilterForm";
import { ChangeDetails } from "./ChangeDetails";

const PAGE_SIZE = 50;

function useColumns(open: ReadonlySet<string>, toggle: (id: string) => void) {
  return useMemo(() => {
    const column = columnHelper<AuditEvent>();
    return column.columns([
      column.accessor("at", {
        header: "When",
        cell: ({ getValue }) => <time dateTime={getValue()}>{formatDateTime(getValue())}</time>,
      }),
      column.accessor((event) => (event.actor.type === "cli" ? "Command line" : (event.actor.email ?? "—")), {
        id: "actor",
        header: "Who",
      }),
      column.accessor("action", { header: "Action", cell: ({ getValue }) => <code>{getValue()}</code> }),
      column.accessor((event) => `${event.entityType}${event.entityId ? ` ${event.entityId}` : ""}`, {
        id: "entity",
        header: "What",
        cell: ({ getValue }) => <span className="break-all">{getValue()}</span>,
      }),
      column.display({
        id: "details",
        header: () => <span className="sr-only">Details</span>,
        cell: ({ row }) => (
          <button
            type="button"
            className={smallButton}
            aria-expanded={open.has(row.original._id)}
            aria-label={`${open.has(row.original._id) ? "Hide" : "Show"} the change: ${row.original.action}`}
            onClick={() => toggle(row.original._id)}
          >
            {open.has(row.original._id) ? "Hide" : "Show"}
          </button>
        ),
      }),
    ]);
  }, [open, toggle]);
}

/** `/admin/audit`: the trail of operators' changes, newest first, filtered and paged. */
export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const page = Math.max(1, Math.floor(Number(params.get("page"))) || 1);
  const audit = useAdminAuditQuery({ ...queryOf(filters), page, limit: PAGE_SIZE });
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = useMemo(
    () => (id: string) =>
      setOpen((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  const columns = useColumns(open, toggle);
  const apply = (next: AuditFilters) =>
    setParams(new URLSearchParams(Object.entries(next).filter(([, value]) => value !== "")));
  const goTo = (next: number) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      copy.set("page", String(next));
      return copy;
    });

  return (
    <section>
      <PageTitle title="Audit trail" />
      <FilterDisclosure label="Filters" filters={filters}>
        <AuditFilterForm key={params.toString()} filters={filters} onApply={apply} />
      </FilterDisclosure>
      <ListResults
        className="mt-6"
        list={audit}
        caption="Audit trail, newest first"
        columns={columns}
        rowId={(event) => event._id}
        details={(event) => (open.has(event._id) ? <ChangeDetails event={event} /> : null)}
        empty="No changes match these filters."
        onPage={goTo}
      />
    </section>
  );
}
