import { orderMessages } from "@clutch/contract";
import { and, asc, eq, isNotNull, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import * as t from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { BusinessCanceller, EventSource, Observation } from "./order-state";
import type { ProviderRefund } from "./providers/provider";
import type { Applied, OrderRow, Tx } from "./repository";

export type RefundRow = typeof t.orderRefunds.$inferSelect;

/** What an operator asks for: an amount (none: everything left), a reason, and what they saw refunded. */
export interface OperatorRefundRequest {
  amount?: number | undefined;
  reason: string;
  expectedRefunded: number;
  /** The operator; null for the business's own refunds that tell the learner otherwise (a cancelled session). */
  requestedBy: string | null;
  /** Who cancels what the order paid for, when a full refund cancels it (a session). */
  cancelledBy?: BusinessCanceller;
  /**
   * The caller's own writes (its change, its audit row), made in the refund's transaction once the
   * order is locked and found refundable, before the refund is applied: kept or lost with it.
   */
  inTransaction?: ((tx: Tx, refund: PlannedRefundFacts) => Promise<void>) | undefined;
}

/** What the locked step decided, as the caller's `inTransaction` is told it. */
interface PlannedRefundFacts {
  amount: number;
  /** Everything left is refunded (the order goes to REFUND_PENDING, then REFUNDED). */
  full: boolean;
  before: { refunded: number; status: OrderRow["status"] };
}

/** What the locked step decided: a full refund (the order is REFUND_PENDING now) or a partial one to make. */
export type PlannedRefund = { before: { refunded: number; status: OrderRow["status"] } } & (
  | { kind: "full"; order: OrderRow }
  | { kind: "partial"; order: OrderRow; refund: RefundRow }
);

/** Where a provider's word leaves a refund of ours. */
const SETTLED_AS = { SUCCESS: "SUCCESS", CANCELLED: "CANCELLED" } as const;
/** The order event recorded for a partial refund's provider status. */
const PARTIAL_EVENT = {
  SUCCESS: "partial-refunded",
  CANCELLED: "partial-refund-cancelled",
  PENDING: "partial-refund-awaited",
  ONHOLD: "partial-refund-awaited",
} as const;
/** A partial refund the provider never answered about is asked about again after this long. */
const UNANSWERED_AFTER = sql`interval '2 minutes'`;

interface OrderTools {
  lockOrder(tx: Tx, orderId: string): Promise<OrderRow | undefined>;
  applyObservation(tx: Tx, order: OrderRow, observation: Observation, source: EventSource): Promise<Applied>;
  recordEvent(
    tx: Tx,
    orderId: string,
    event: string,
    source: EventSource,
    change?: { from?: string; to?: string; amount?: number; note?: string },
  ): Promise<void>;
  refundedTotal(tx: Tx | Database, orderId: string): Promise<number>;
  recordedBefore(tx: Tx, orderId: string, event: string, note: string | undefined): Promise<boolean>;
}

/**
 * The refunds operators ask for, in full or in part (`order_refunds`), each decided in one
 * transaction with the order's row locked, so two presses or two operators at once refund once.
 */
export function createRefundStore(db: Database, orders: OrderTools, refundIdOf: (orderId: string) => string) {
  return {
    /**
     * Checks and records an operator's refund with the order locked: 409 when the refunded total is
     * not the one the operator saw, 400 when the order is not PAID or the amount is more than is
     * left. Everything left is a full refund (through the order's state machine: REFUND_PENDING,
     * ownership removed); less is a partial one, a PENDING row to take to the provider next.
     */
    async planOperatorRefund(orderId: string, request: OperatorRefundRequest) {
      return db.transaction(async (tx): Promise<PlannedRefund | undefined> => {
        const order = await orders.lockOrder(tx, orderId);
        if (!order) return undefined;
        const refunded = await orders.refundedTotal(tx, orderId);
        const before = { refunded, status: order.status };
        if (refunded !== request.expectedRefunded) {
          throw new AppError(409, "CONFLICT", orderMessages.changed);
        }
        if (order.status !== "PAID") throw new AppError(400, "BAD_REQUEST", orderMessages.notRefundable);
        const left = order.amount - refunded;
        const amount = request.amount ?? left;
        if (amount > left) throw new AppError(400, "BAD_REQUEST", orderMessages.tooMuch(left));
        await request.inTransaction?.(tx, { amount, full: amount === left, before });
        if (amount === left) {
          const applied = await orders.applyObservation(
            tx,
            order,
            {
              kind: "refund-requested",
              reason: request.reason,
              ...(request.requestedBy ? { requestedBy: request.requestedBy } : {}),
              ...(request.cancelledBy ? { cancelledBy: request.cancelledBy } : {}),
            },
            "console",
          );
          return { kind: "full", order: applied.order, before };
        }
        const [{ count } = { count: 0 }] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(t.orderRefunds)
          .where(and(eq(t.orderRefunds.orderId, orderId), eq(t.orderRefunds.full, false)));
        const [refund] = await tx
          .insert(t.orderRefunds)
          .values({
            id: `${refundIdOf(orderId)}-${Number(count) + 1}`,
            orderId,
            amount,
            full: false,
            reason: request.reason,
            requestedBy: request.requestedBy,
          })
          .returning();
        if (!refund) throw new Error("insert returned no refund");
        await orders.recordEvent(tx, orderId, "partial-refund-requested", "console", {
          from: order.status,
          to: order.status,
          amount,
          note: `refund ${refund.id}: ${request.reason}`,
        });
        return { kind: "partial", order, refund, before };
      });
    },

    /**
     * Records where the provider says a partial refund stands, once per status: SUCCESS and
     * CANCELLED settle it (a cancelled one is refundable again); PENDING or ONHOLD leave it for the
     * reconciler. Answers the refund as it is now, and whether this call changed its status.
     */
    async recordPartialRefund(refund: RefundRow, answer: ProviderRefund, source: EventSource) {
      return db.transaction(async (tx) => {
        const order = await orders.lockOrder(tx, refund.orderId);
        const settledAs =
          answer.status === "SUCCESS" || answer.status === "CANCELLED"
            ? SETTLED_AS[answer.status]
            : undefined;
        const settled = settledAs !== undefined;
        const [changed] = await tx
          .update(t.orderRefunds)
          .set({
            providerStatus: answer.status,
            ...(settledAs ? { status: settledAs, settledAt: sql`now()` } : {}),
          })
          .where(and(eq(t.orderRefunds.id, refund.id), eq(t.orderRefunds.status, "PENDING")))
          .returning();
        const event = PARTIAL_EVENT[answer.status];
        const note = `refund ${refund.id} ${answer.status}`;
        const fresh =
          changed !== undefined &&
          (settled || !(await orders.recordedBefore(tx, refund.orderId, event, note)));
        if (fresh && order) {
          await orders.recordEvent(tx, refund.orderId, event, source, {
            from: order.status,
            to: order.status,
            amount: refund.amount,
            note,
          });
        }
        return {
          refund: changed ?? (await refundById(tx, refund.id)) ?? refund,
          settledNow: settled && fresh,
        };
      });
    },

    /** Partial refunds still PENDING that the provider answered about, or never answered a while ago. */
    async partialRefundsToFollow(limit: number) {
      return db
        .select()
        .from(t.orderRefunds)
        .where(
          and(
            eq(t.orderRefunds.status, "PENDING"),
            eq(t.orderRefunds.full, false),
            or(
              isNotNull(t.orderRefunds.providerStatus),
              sql`${t.orderRefunds.createdAt} < now() - ${UNANSWERED_AFTER}`,
            ),
          ),
        )
        .orderBy(asc(t.orderRefunds.createdAt))
        .limit(limit);
    },

    refundById: (id: string) => refundById(db, id),

    /**
     * Claims the learner's e-mail about a refund: true once per refund (the claim is an order event,
     * so the timeline shows it); `releaseRefundMail` gives it back when sending failed.
     */
    async claimRefundMail(refund: RefundRow) {
      return db.transaction(async (tx) => {
        const order = await orders.lockOrder(tx, refund.orderId);
        if (!order || (await orders.recordedBefore(tx, refund.orderId, "refund-mailed", refund.id))) {
          return false;
        }
        await orders.recordEvent(tx, refund.orderId, "refund-mailed", "api", { note: refund.id });
        return true;
      });
    },

    async releaseRefundMail(refund: RefundRow) {
      await db
        .delete(t.orderEvents)
        .where(
          and(
            eq(t.orderEvents.orderId, refund.orderId),
            eq(t.orderEvents.event, "refund-mailed"),
            eq(t.orderEvents.note, refund.id),
          ),
        );
    },
  };
}

async function refundById(tx: Tx | Database, id: string) {
  const [row] = await tx.select().from(t.orderRefunds).where(eq(t.orderRefunds.id, id)).limit(1);
  return row;
}
