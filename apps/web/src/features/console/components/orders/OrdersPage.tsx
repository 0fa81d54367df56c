import type { AdminOrderRow } from "@clutch/contract";
import { useMemo } from "react";
import { columnHelper } from "../../../../components/data/DataTable";
import { FilterDisclosure } from "../../../../components/data/FilterDisclosure";
import { ListResults } from "../../../../components/data/ListResults";
import { PageTitle } from "../../../../components/data/PageTitle";
import { buttonStyles } from "../../../../components/ui/button-styles";
import { saveExport } from "../../../../lib/save-export";
import { formatDateTime } from "../../lib/format";
import { orderQueryOf, useOrderFilters } from "../../lib/order-filters";
import { ORDER_KIND_LABELS, rupees } from "../../lib/order-labels";
import { useAdminExportOrdersMutation, useAdminListOrdersQuery } from "../../orders-api";
import { consolePaths } from "../../paths";
import { ConsoleLink } from "../shell/LeaveGuard";
import { OrderFilterForm } from "./OrderFilterForm";
import { OrderStatusBadge } from "./OrderStatusBadge";

function useColumns() {
  return useMemo(() => {
    const column = columnHelper<AdminOrderRow>();
    return column.columns([
      column.accessor("_id", {
        header: "Order",
        cell: ({ row }) => (
          <div className="flex flex-col gap-0.5">
            <ConsoleLink
              to={consolePaths.order(row.original._id)}
              className="font-mono text-xs font-semibold break-all text-fg underline-offset-4 hover:text-brand-200 hover:underline"
            >
              {row.original._id}
            </ConsoleLink>
            <time dateTime={row.original.createdAt} className="text-xs">
              {formatDateTime(row.original.createdAt)}
            </time>
          </div>
        ),
      }),
      column.accessor((order) => order.buyer.email, {
        id: "buyer",
        header: "Buyer",
        cell: ({ getValue }) => <span className="break-all">{getValue()}</span>,
      }),
      column.accessor((order) => order.item.name, {
        id: "item",
        header: "Item",
        cell: ({ row }) => (
          <span>
            {row.original.item.name || "—"}
            <span className="block text-xs">{ORDER_KIND_LABELS[row.original.kind]}</span>
          </span>
        ),
      }),
      column.accessor("status", {
        header: "Status",
        cell: ({ getValue }) => <OrderStatusBadge status={getValue()} />,
      }),
      column.accessor("amount", {
        header: "Amount",
        cell: ({ row }) => (
          <span className="whitespace-nowrap">
            {rupees(row.original.amount)}
            {row.original.refunded > 0 ? (
              <span className="block text-xs">{rupees(row.original.refunded)} refunded</span>
            ) : null}
          </span>
        ),
      }),
    ]);
  }, []);
}

/** `/admin/orders`: orders searched and filtered, newest first, paged, and exported as CSV. */
export function OrdersPage() {
  const { filters, listQuery, apply, goTo, key } = useOrderFilters();
  const query = orderQueryOf(filters);
  const orders = useAdminListOrdersQuery(listQuery);
  const [exportOrders, exporting] = useAdminExportOrdersMutation();
  const columns = useColumns();

  const download = () =>
    saveExport(() => exportOrders(query).unwrap(), `orders-${new Date().toISOString().slice(0, 10)}.csv`);

  return (
    <section>
      <PageTitle title="Orders">
        <button
          type="button"
          className={buttonStyles.secondary}
          onClick={download}
          disabled={exporting.isLoading}
          aria-busy={exporting.isLoading || undefined}
        >
          Export CSV
        </button>
      </PageTitle>
      <FilterDisclosure label="Search and filters" filters={filters}>
        <OrderFilterForm key={key} filters={filters} onApply={apply} />
      </FilterDisclosure>
      <ListResults
        className="mt-6"
        list={orders}
        caption="Orders, newest first"
        columns={columns}
        rowId={(order) => order._id}
        empty="No orders match this search."
        summary={({ total }) => (
          <p className="mb-3 text-sm text-fg-muted" aria-live="polite">
            {total} {total === 1 ? "order" : "orders"}
          </p>
        )}
        onPage={goTo}
      />
    </section>
  );
}
