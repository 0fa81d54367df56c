import { randomBytes } from "node:crypto";
import { paths } from "@clutch/contract";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { localPayments } from "../../../db/schema";
import type { PaymentProvider, ProviderOrderState } from "./provider";

export interface LocalCheckoutState {
  orderId: string;
  amount: number;
  status: "ACTIVE" | "PAID" | "EXPIRED";
  expiresAt: Date;
}

/** The built-in test checkout: the provider's extra calls that its page makes. */
export interface LocalProvider extends PaymentProvider {
  checkout(paymentSessionId: string): Promise<LocalCheckoutState | undefined>;
  /** Pays or fails the checkout's order; `undefined` for an unknown session, "closed" when it can't. */
  complete(paymentSessionId: string, outcome: "success" | "failure"): Promise<string | "closed" | undefined>;
}

const stateOf = (row: typeof localPayments.$inferSelect, now: Date): LocalCheckoutState["status"] =>
  row.status === "PAID" ? "PAID" : row.expiresAt <= now ? "EXPIRED" : "ACTIVE";

/**
 * Provider `local`: no money moves. Its own books (`local_payments`) play the provider's side, so
 * the flow above asks it and hears back exactly as it does from Cashfree. No webhooks: the checkout
 * page's call confirms the order the way a return from Cashfree does (by asking).
 */
export function createLocalProvider(db: Database): LocalProvider {
  const find = async (
    column: typeof localPayments.orderId | typeof localPayments.paymentSessionId,
    value: string,
  ) => (await db.select().from(localPayments).where(eq(column, value)).limit(1))[0];

  return {
    name: "local",
    needsPhone: false,

    async createOrder(order) {
      // A retried creation of the same order finds the one it made.
      const existing = await find(localPayments.orderId, order.orderId);
      const paymentSessionId = existing?.paymentSessionId ?? `local_${randomBytes(24).toString("base64url")}`;
      if (!existing) {
        await db
          .insert(localPayments)
          .values({
            paymentSessionId,
            orderId: order.orderId,
            amount: order.amount,
            expiresAt: order.expiresAt,
          })
          .onConflictDoNothing();
      }
      return { providerReference: paymentSessionId, paymentSessionId };
    },

    checkoutLinks: (paymentSessionId) => ({ checkoutUrl: paths.localCheckout(paymentSessionId) }),

    async fetchOrder(orderId): Promise<ProviderOrderState> {
      const row = await find(localPayments.orderId, orderId);
      if (!row) return { status: "EXPIRED", amount: 0 };
      const status = stateOf(row, new Date());
      const payment =
        status === "PAID" && row.paymentId
          ? { paymentId: row.paymentId, outcome: "SUCCESS" as const, amount: row.amount }
          : row.lastAttempt && row.paymentId
            ? { paymentId: row.paymentId, outcome: "FAILED" as const, amount: row.amount }
            : undefined;
      return { status, amount: row.amount, ...(payment ? { payment } : {}) };
    },

    readWebhook() {
      return null;
    },

    async refund(refund) {
      // One refund per order, in full: a second call with the same order changes nothing.
      await db
        .update(localPayments)
        .set({ refundedAmount: localPayments.amount })
        .where(eq(localPayments.orderId, refund.orderId));
      return { refundId: refund.refundId, status: "SUCCESS" };
    },

    async fetchRefund(orderId, refundId) {
      const row = await find(localPayments.orderId, orderId);
      return row && row.refundedAmount > 0 ? { refundId, status: "SUCCESS" } : undefined;
    },

    async checkout(paymentSessionId) {
      const row = await find(localPayments.paymentSessionId, paymentSessionId);
      return (
        row && {
          orderId: row.orderId,
          amount: row.amount,
          status: stateOf(row, new Date()),
          expiresAt: row.expiresAt,
        }
      );
    },

    async complete(paymentSessionId, outcome) {
      const paymentId = `local_pay_${randomBytes(12).toString("hex")}`;
      // One statement: only an unpaid, unexpired checkout changes, whatever runs beside it.
      const [changed] = await db
        .update(localPayments)
        .set(
          outcome === "success"
            ? { status: "PAID", paymentId, paidAt: sql`now()`, lastAttempt: "SUCCESS" }
            : { paymentId, lastAttempt: "FAILED" },
        )
        .where(
          sql`${localPayments.paymentSessionId} = ${paymentSessionId} and ${localPayments.status} = 'ACTIVE' and ${localPayments.expiresAt} > now()`,
        )
        .returning({ orderId: localPayments.orderId });
      if (changed) return changed.orderId;
      const row = await find(localPayments.paymentSessionId, paymentSessionId);
      return row ? "closed" : undefined;
    },
  };
}
