import { randomBytes } from "node:crypto";
import { paths } from "@clutch/contract";
import type { PaymentProvider, ProviderOrderState } from "../provider";
import type { LocalBooks, LocalPaymentRow } from "./books";

interface LocalCheckoutState {
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

const stateOf = (row: LocalPaymentRow, now: Date): LocalCheckoutState["status"] =>
  row.status === "PAID" ? "PAID" : row.expiresAt <= now ? "EXPIRED" : "ACTIVE";

/**
 * Provider `local`: no money moves. Its own books (`local_payments`) play the provider's side, so
 * the flow above asks it and hears back exactly as it does from a real provider. No webhooks: the
 * checkout page's call confirms the order the way a buyer's return from a provider does (by asking).
 */
export function createLocalProvider(books: LocalBooks): LocalProvider {
  return {
    name: "local",
    needsPhone: false,

    async createOrder(order) {
      // A retried creation of the same order finds the one it made.
      const existing = await books.byOrder(order.orderId);
      const paymentSessionId = existing?.paymentSessionId ?? `local_${randomBytes(24).toString("base64url")}`;
      if (!existing) {
        await books.open({
          paymentSessionId,
          orderId: order.orderId,
          amount: order.amount,
          expiresAt: order.expiresAt,
        });
      }
      return { providerReference: paymentSessionId, paymentSessionId };
    },

    checkoutFields: (paymentSessionId) => ({ checkoutUrl: paths.localCheckout(paymentSessionId) }),

    async fetchOrder(orderId): Promise<ProviderOrderState> {
      const row = await books.byOrder(orderId);
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

    async refund(refund) {
      // Paid out at once. Its books keep amounts, not refund ids: a refund is never refunded past
      // the amount paid, but a partial refund asked twice (after a crash) is counted twice.
      await books.refund(refund.orderId, refund.amount);
      return { refundId: refund.refundId, status: "SUCCESS" };
    },

    async fetchRefund(orderId, refundId) {
      const row = await books.byOrder(orderId);
      return row && row.refundedAmount > 0 ? { refundId, status: "SUCCESS" } : undefined;
    },

    async checkout(paymentSessionId) {
      const row = await books.bySession(paymentSessionId);
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
      const orderId = await books.attempt(paymentSessionId, outcome, paymentId);
      if (orderId) return orderId;
      return (await books.bySession(paymentSessionId)) ? "closed" : undefined;
    },
  };
}
