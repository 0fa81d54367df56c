import {
  type AdminOrder,
  type AdminOrderRow,
  type AdminRefund,
  isIdShaped,
  ORDER_EXPORT_MAX_ROWS,
  type OrderTimelineEntry,
  orderMessages,
  type RefundState,
} from "@clutch/contract";
import { toCsv } from "../../lib/csv";
import { notFound } from "../../lib/errors";
import type { AuditExecutor } from "../admin/repository";
import type { AuditEntry } from "../admin/service";
import type { PaymentsService } from "../payments/service";
import { kindOfRow, type OrderListRow, type OrderSearch, type OrdersRepository } from "./repository";

type RefundWithRequester = Awaited<ReturnType<OrdersRepository["refunds"]>>[number];
type EventRow = Awaited<ReturnType<OrdersRepository["events"]>>[number];

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const rowToWire = (row: OrderListRow): AdminOrderRow => ({
  _id: row.id,
  createdAt: row.createdAt.toISOString(),
  paidAt: iso(row.paidAt),
  status: row.status,
  kind: kindOfRow(row),
  item: { _id: row.courseId ?? row.guideId ?? row.bookingId ?? "", name: row.itemName },
  buyer: { _id: row.buyerId, email: row.buyerEmail, name: row.buyerName },
  amount: row.amount,
  refunded: Number(row.refunded),
  provider: row.provider,
});

const refundToWire = ({ refund, requesterEmail }: RefundWithRequester): AdminRefund => ({
  _id: refund.id,
  amount: refund.amount,
  full: refund.full,
  reason: refund.reason,
  status: refund.status as RefundState,
  providerStatus: refund.providerStatus,
  requestedBy:
    refund.requestedBy && requesterEmail ? { _id: refund.requestedBy, email: requesterEmail } : null,
  createdAt: refund.createdAt.toISOString(),
  settledAt: iso(refund.settledAt),
});

const eventToWire = (event: EventRow): OrderTimelineEntry => ({
  type: "event",
  at: event.createdAt.toISOString(),
  event: event.event,
  source: event.source,
  fromStatus: event.fromStatus,
  toStatus: event.toStatus,
  amount: event.providerAmount === null ? null : Number(event.providerAmount),
  providerPaymentId: event.providerPaymentId,
  note: event.note,
});

/** Events and refunds by time; at the same instant (one transaction) the event comes first. */
function timelineOf(events: EventRow[], refunds: AdminRefund[]): OrderTimelineEntry[] {
  const entries: OrderTimelineEntry[] = [
    ...events.map(eventToWire),
    ...refunds.map((refund) => ({ type: "refund" as const, at: refund.createdAt, refund })),
  ];
  return entries.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

const EXPORT_COLUMNS = [
  { header: "Order ID", value: (row: AdminOrderRow) => row._id },
  { header: "Created (UTC)", value: (row: AdminOrderRow) => row.createdAt },
  { header: "Paid (UTC)", value: (row: AdminOrderRow) => row.paidAt },
  { header: "Status", value: (row: AdminOrderRow) => row.status },
  { header: "Kind", value: (row: AdminOrderRow) => row.kind },
  { header: "Item", value: (row: AdminOrderRow) => row.item.name },
  { header: "Buyer e-mail", value: (row: AdminOrderRow) => row.buyer.email },
  { header: "Buyer name", value: (row: AdminOrderRow) => row.buyer.name },
  { header: "Amount (INR)", value: (row: AdminOrderRow) => row.amount },
  { header: "Refunded (INR)", value: (row: AdminOrderRow) => row.refunded },
  { header: "Provider", value: (row: AdminOrderRow) => row.provider },
] as const;

export interface OrdersServiceDeps {
  repo: OrdersRepository;
  payments: Pick<PaymentsService, "refundByOperator">;
  recordAudit: (entry: AuditEntry) => Promise<unknown>;
  recordAuditIn: (tx: AuditExecutor, entry: AuditEntry) => Promise<void>;
}

/** The console's orders: search, one order's timeline, the CSV export, and operators' refunds. */
export function createOrdersService({ repo, payments, recordAudit, recordAuditIn }: OrdersServiceDeps) {
  async function get(orderId: string): Promise<AdminOrder> {
    const row = isIdShaped(orderId) ? await repo.order(orderId) : undefined;
    if (!row) throw notFound(orderMessages.notFound);
    const [events, refundRows] = await Promise.all([repo.events(orderId), repo.refunds(orderId)]);
    const refunds = refundRows.map(refundToWire);
    const listed = rowToWire(row);
    return {
      ...listed,
      currency: row.currency,
      expiresAt: row.expiresAt.toISOString(),
      refundedAt: iso(row.refundedAt),
      providerReference: row.providerReference,
      providerPaymentId: row.providerPaymentId,
      refundable: row.status === "PAID" ? row.amount - listed.refunded : 0,
      refunds,
      timeline: timelineOf(events, refunds),
    };
  }

  return {
    async list(search: OrderSearch, page: number, limit: number) {
      const { rows, total } = await repo.search(search, page, limit);
      return { rows: rows.map(rowToWire), total };
    },

    /** The CSV of the orders found; audited, as every export of the console is. */
    async exportCsv(actor: AuditEntry["actor"], search: OrderSearch) {
      const rows = await repo.searchAll(search, ORDER_EXPORT_MAX_ROWS);
      await recordAudit({
        actor,
        action: "orders.exported",
        entityType: "orders",
        after: { search, count: rows.length },
      });
      return toCsv(EXPORT_COLUMNS, rows.map(rowToWire));
    },

    get,

    /** An operator's refund (see PaymentsService.refundByOperator), audited as `order.refund`. */
    async refund(
      actor: AuditEntry["actor"],
      orderId: string,
      body: { amount?: number | undefined; reason: string; expectedRefunded: number },
    ) {
      if (!isIdShaped(orderId)) throw notFound(orderMessages.notFound);
      if (actor.type !== "user") throw new Error("a refund is asked for by a signed-in operator");
      const requestedBy = actor.user.id;
      // The audit row is written with the refund's decision, in its transaction; what the provider
      // then did is the order's timeline.
      const { refund } = await payments.refundByOperator(orderId, {
        ...body,
        requestedBy,
        inTransaction: (tx, planned) =>
          recordAuditIn(tx, {
            actor,
            action: "order.refund",
            entityType: "order",
            entityId: orderId,
            before: planned.before,
            after: {
              refund: { amount: planned.amount, full: planned.full },
              refunded: planned.before.refunded + planned.amount,
              reason: body.reason,
            },
          }),
      });
      const order = await get(orderId);
      const wire = order.refunds.find((entry) => entry._id === refund.id);
      if (!wire) throw new Error("the refund just made is missing from its order");
      return { refund: wire, order };
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
