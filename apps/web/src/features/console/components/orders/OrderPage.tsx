import { type AdminOrder, messages, orderMessages } from "@clutch/contract";
import type { ReactNode } from "react";
import { useParams } from "react-router";
import { PageTitle } from "../../../../components/data/PageTitle";
import { ErrorState } from "../../../../components/ui/ErrorState";
import { LoadingState } from "../../../../components/ui/LoadingState";
import { errorMessage, isNotFound } from "../../../../lib/api-error";
import { formatDateTime } from "../../lib/format";
import { ORDER_KIND_LABELS, REFUND_STATE_LABELS, rupees } from "../../lib/order-labels";
import { useAdminGetOrderQuery } from "../../orders-api";
import { consolePaths } from "../../paths";
import { ConsoleLink } from "../shell/LeaveGuard";
import { OrderStatusBadge } from "./OrderStatusBadge";
import { OrderTimeline } from "./OrderTimeline";
import { RefundForm } from "./RefundForm";

const panel = "rounded-card border border-surface-border bg-surface/70 p-4 sm:p-5";
const panelTitle = "mb-3 font-display text-sm font-bold uppercase tracking-[0.14em] text-fg";

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-fg-muted">{term}</dt>
          <dd className="break-words text-fg">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const when = (iso: string | null) => (iso ? <time dateTime={iso}>{formatDateTime(iso)}</time> : "—");

function OrderDetails({ order }: { order: AdminOrder }) {
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <section aria-labelledby="order-summary" className={panel}>
        <h2 id="order-summary" className={panelTitle}>
          Summary
        </h2>
        <Facts
          rows={[
            ["Status", <OrderStatusBadge key="status" status={order.status} />],
            ["Amount", rupees(order.amount)],
            ["Refunded", rupees(order.refunded)],
            ["Left to refund", rupees(order.refundable)],
            ["Created", when(order.createdAt)],
            ["Paid", when(order.paidAt)],
            ["Refunded on", when(order.refundedAt)],
            ["Provider", order.provider],
            [
              "Provider's order",
              <span key="reference" className="break-all">
                {order.providerReference ?? "—"}
              </span>,
            ],
            [
              "Provider's payment",
              <span key="payment" className="break-all">
                {order.providerPaymentId ?? "—"}
              </span>,
            ],
          ]}
        />
      </section>
      <div className="flex flex-col gap-5">
        <section aria-labelledby="order-buyer" className={panel}>
          <h2 id="order-buyer" className={panelTitle}>
            Buyer
          </h2>
          <Facts
            rows={[
              ["Name", order.buyer.name || "—"],
              [
                "E-mail",
                <span key="email" className="break-all">
                  {order.buyer.email}
                </span>,
              ],
            ]}
          />
        </section>
        <section aria-labelledby="order-item" className={panel}>
          <h2 id="order-item" className={panelTitle}>
            Item
          </h2>
          <Facts
            rows={[
              ["Kind", ORDER_KIND_LABELS[order.kind]],
              ["Name", order.item.name || "—"],
            ]}
          />
        </section>
      </div>
      <section aria-labelledby="order-refund" className={panel}>
        <h2 id="order-refund" className={panelTitle}>
          Refund
        </h2>
        {order.refundable > 0 ? (
          <RefundForm order={order} />
        ) : (
          <p className="text-sm text-fg-muted">
            {order.refunds.some((refund) => refund.full && refund.status !== "CANCELLED")
              ? "This order was refunded in full."
              : orderMessages.notRefundable}
          </p>
        )}
        {order.refunds.length > 0 ? (
          <>
            <h3 className="mt-5 mb-2 text-sm font-semibold text-fg">Refunds</h3>
            <ul className="flex flex-col gap-2 text-sm">
              {order.refunds.map((refund) => (
                <li key={refund._id} className="rounded-control border border-surface-border/70 px-3 py-2">
                  <p className="text-fg">
                    {rupees(refund.amount)} {refund.full ? "(full)" : "(partial)"} ·{" "}
                    {REFUND_STATE_LABELS[refund.status]}
                  </p>
                  <p className="text-xs break-words text-fg-muted">
                    {when(refund.createdAt)} · {refund.requestedBy?.email ?? "the site"} · {refund.reason}
                  </p>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
      <section aria-labelledby="order-timeline" className={panel}>
        <h2 id="order-timeline" className={panelTitle}>
          Timeline
        </h2>
        <OrderTimeline entries={order.timeline} />
      </section>
    </div>
  );
}

/** `/admin/orders/:id`: one order, its buyer and item, its refunds, its timeline and the refund form. */
export function OrderPage() {
  const { id = "" } = useParams();
  const order = useAdminGetOrderQuery(id);
  return (
    <section>
      <PageTitle title="Order">
        <ConsoleLink
          to={consolePaths.orders}
          className="text-sm font-semibold text-brand-300 hover:text-brand-200"
        >
          All orders
        </ConsoleLink>
      </PageTitle>
      <p className="-mt-4 mb-6 font-mono text-xs break-all text-fg-muted">{id}</p>
      {order.isError ? (
        <ErrorState
          message={
            isNotFound(order.error)
              ? orderMessages.notFound
              : errorMessage(order.error, messages.general.unavailable)
          }
          onRetry={order.refetch}
          retrying={order.isFetching}
        />
      ) : !order.data ? (
        <LoadingState />
      ) : (
        <OrderDetails order={order.data.data} />
      )}
    </section>
  );
}
