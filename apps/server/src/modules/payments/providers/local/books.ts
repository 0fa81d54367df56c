import { eq, sql } from "drizzle-orm";
import type { Database } from "../../../../db/client";
import { localPayments } from "../../../../db/schema";

export type LocalPaymentRow = typeof localPayments.$inferSelect;

/** The test checkout's own books (`local_payments`): the SQL of the `local` provider. */
export function createLocalBooks(db: Database) {
  const find = async (
    column: typeof localPayments.orderId | typeof localPayments.paymentSessionId,
    value: string,
  ): Promise<LocalPaymentRow | undefined> =>
    (await db.select().from(localPayments).where(eq(column, value)).limit(1))[0];

  return {
    byOrder: (orderId: string) => find(localPayments.orderId, orderId),
    bySession: (paymentSessionId: string) => find(localPayments.paymentSessionId, paymentSessionId),

    /** Opens a checkout; a second one for the same order changes nothing. */
    async open(entry: { paymentSessionId: string; orderId: string; amount: number; expiresAt: Date }) {
      await db.insert(localPayments).values(entry).onConflictDoNothing();
    },

    /**
     * Adds a refund to what the order had refunded, never past the amount paid (so a full refund
     * asked again changes nothing).
     */
    async refund(orderId: string, amount: number) {
      await db
        .update(localPayments)
        .set({
          refundedAmount: sql`least(${localPayments.amount}, ${localPayments.refundedAmount} + ${amount})`,
        })
        .where(eq(localPayments.orderId, orderId));
    },

    /**
     * Records a payment attempt in one statement: only an unpaid, unexpired checkout changes,
     * whatever runs beside it. Answers the order paid or failed, or undefined when nothing changed.
     */
    async attempt(paymentSessionId: string, outcome: "success" | "failure", paymentId: string) {
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
      return changed?.orderId;
    },
  };
}

export type LocalBooks = ReturnType<typeof createLocalBooks>;
