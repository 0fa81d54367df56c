import { randomBytes } from "node:crypto";
import type { OrderKind, PaymentProviderName, PurchasableKind } from "@clutch/contract";
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import fp from "fastify-plugin";
import type { Database } from "../../db/client";
import { rowsOf } from "../../db/client";
import * as t from "../../db/schema";
import { visible } from "../../db/visibility";
import { AppError } from "../../lib/errors";

declare module "fastify" {
  interface FastifyInstance {
    paymentsRepository: PaymentsRepository;
  }
}

/** Who saw a change: the audit trail's `source`. */
export type EventSource = "api" | "webhook" | "status-check" | "reconciler" | "local-checkout" | "refund";

/** What the provider said about an order, in the flow's terms. */
export type Observation =
  | { kind: "paid"; paymentId: string; amount: number }
  | { kind: "failed"; paymentId?: string; amount?: number }
  | { kind: "expired" }
  | { kind: "pending" };

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type OrderRow = typeof t.orders.$inferSelect;

/**
 * What a paid order gives, per kind of order, applied inside the transaction that changes the
 * order (cal.com's "after payment" step): purchases for courses and guides; the live-sessions
 * module registers the one that confirms a booking.
 */
export interface Fulfiller {
  /** The order is paid: grant it, or say it can't be (already owned, the slot is gone) and must be refunded. */
  grant(tx: Tx, order: OrderRow): Promise<"granted" | "refund">;
  /** The order failed or expired unpaid: free what it held. */
  release(tx: Tx, order: OrderRow): Promise<void>;
  /** The order was refunded: take back what it gave. */
  revoke(tx: Tx, order: OrderRow): Promise<void>;
  /** What the result page and the receipt call the item. */
  describe(order: OrderRow): Promise<{ name: string; itemId: string }>;
}

export interface ApplyResult {
  status: string;
  /** This call granted the item (so the receipt is due). */
  granted: boolean;
  /** This call found a second payment for an item already owned: it must be refunded. */
  refundDue: boolean;
}

/** Random, unguessable, and valid as Cashfree's order_id (letters and digits). */
export const newOrderId = () => `CA${randomBytes(16).toString("hex")}`;
/** The refund of an order has one id, so asking again never refunds twice. */
export const refundIdOf = (orderId: string) => `RF${orderId.slice(2)}`;

const itemTable = { course: t.courses, guide: t.guides } as const;
const itemColumn = (kind: PurchasableKind) => (kind === "course" ? "courseId" : "guideId");
const itemColumns = (kind: PurchasableKind, itemId: string) =>
  kind === "course" ? { courseId: itemId, guideId: null } : { courseId: null, guideId: itemId };
export const kindOf = (row: { courseId: string | null; guideId: string | null }): OrderKind =>
  row.courseId ? "course" : row.guideId ? "guide" : "session";
const itemIdOf = (row: { courseId: string | null; guideId: string | null; bookingId: string | null }) =>
  (row.courseId ?? row.guideId ?? row.bookingId) as string;

/** States an order leaves only by the provider's word (or the refund flow, for PAID). */
const SETTLED = ["PAID", "REFUND_PENDING", "REFUNDED"];
const OPEN = ["CREATING", "ACTIVE", "FAILED"];
/**
 * Final states that wait for a person, never for the provider: nothing changes them and the
 * reconciler does not look at them again (the order's events say why).
 * - AMOUNT_MISMATCH: the provider reported a payment of another amount than the order's (nothing granted).
 * - REFUND_CANCELLED: the provider cancelled the refund (the money was not given back).
 */
export const FOR_REVIEW = ["AMOUNT_MISMATCH", "REFUND_CANCELLED"];

/** Courses and guides: a paid order is a row in `purchases`, unique per user and item. */
function purchaseFulfiller(db: Database): Fulfiller {
  return {
    async grant(tx, order) {
      const [granted] = await tx
        .insert(t.purchases)
        .values({
          userId: order.userId,
          ...itemColumns(kindOf(order) as PurchasableKind, itemIdOf(order)),
          orderId: order.id,
          price: order.amount,
        })
        .onConflictDoNothing()
        .returning({ id: t.purchases.id });
      return granted ? "granted" : "refund";
    },
    async release() {},
    async revoke(tx, order) {
      await tx.delete(t.purchases).where(eq(t.purchases.orderId, order.id));
    },
    async describe(order) {
      const kind = kindOf(order) as PurchasableKind;
      const table = itemTable[kind];
      const [item] = await db
        .select({ name: table.name })
        .from(table)
        .where(eq(table.id, itemIdOf(order)))
        .limit(1);
      return { name: item?.name ?? "", itemId: itemIdOf(order) };
    },
  };
}

/** Orders, ownership and the audit trail of payments. Every change of an order is one transaction. */
export function createPaymentsRepository(db: Database) {
  const purchases = purchaseFulfiller(db);
  const fulfillers = new Map<OrderKind, Fulfiller>([
    ["course", purchases],
    ["guide", purchases],
  ]);
  const fulfillerOf = (order: OrderRow) => {
    const fulfiller = fulfillers.get(kindOf(order));
    if (!fulfiller) throw new Error(`no fulfiller for ${kindOf(order)} orders`);
    return fulfiller;
  };

  async function recordEvent(
    tx: Tx | Database,
    orderId: string,
    event: string,
    source: EventSource,
    change: { from?: string; to?: string; paymentId?: string; amount?: number; note?: string } = {},
  ) {
    await tx.insert(t.orderEvents).values({
      orderId,
      event,
      source,
      fromStatus: change.from ?? null,
      toStatus: change.to ?? null,
      providerPaymentId: change.paymentId ?? null,
      providerAmount: change.amount === undefined ? null : change.amount.toFixed(2),
      note: change.note ?? null,
    });
  }

  /** Inserts an order being created, with its first event; the reconciler looks at it in two minutes if it is still CREATING (a crash). */
  async function insertCreatingOrder(
    tx: Tx,
    values: Pick<
      typeof t.orders.$inferInsert,
      "userId" | "courseId" | "guideId" | "bookingId" | "amount" | "provider" | "expiresAt"
    >,
  ) {
    const [order] = await tx
      .insert(t.orders)
      .values({
        ...values,
        id: newOrderId(),
        status: "CREATING",
        checkAfter: sql`now() + interval '2 minutes'`,
      })
      .returning();
    if (!order) throw new Error("insert returned no order");
    await recordEvent(tx, order.id, "created", "api", { to: "CREATING", amount: values.amount });
    return order;
  }

  async function lockOrder(tx: Tx, orderId: string) {
    const [order] = await tx.select().from(t.orders).where(eq(t.orders.id, orderId)).for("update");
    return order;
  }

  async function setStatus(
    tx: Tx,
    order: OrderRow,
    to: string,
    event: string,
    source: EventSource,
    extra: PgUpdateSetSource<typeof t.orders> = {},
    change: { paymentId?: string; amount?: number; note?: string } = {},
  ) {
    await tx
      .update(t.orders)
      .set({ status: to, updatedAt: sql`now()`, ...extra })
      .where(eq(t.orders.id, order.id));
    await recordEvent(tx, order.id, event, source, { from: order.status, to, ...change });
  }

  return {
    async visibleItem(kind: PurchasableKind, id: string) {
      const table = itemTable[kind];
      const [item] = await db
        .select({ id: table.id, name: table.name, price: table.price })
        .from(table)
        .where(and(eq(table.id, id), visible[kind]))
        .limit(1);
      return item;
    },

    async owns(userId: string, kind: PurchasableKind, itemId: string) {
      const [row] = await db
        .select({ id: t.purchases.id })
        .from(t.purchases)
        .where(and(eq(t.purchases.userId, userId), eq(t.purchases[itemColumn(kind)], itemId)))
        .limit(1);
      return row !== undefined;
    },

    /** What the provider is told about the buyer. */
    async customer(userId: string) {
      const [user] = await db
        .select({ email: t.users.email, name: t.users.name, phone: t.users.phone })
        .from(t.users)
        .where(eq(t.users.id, userId))
        .limit(1);
      return user;
    },

    /** A valid phone number given at checkout becomes the profile's. */
    async savePhone(userId: string, phone: string) {
      await db.update(t.users).set({ phone, updatedAt: sql`now()` }).where(eq(t.users.id, userId));
    },

    /**
     * Starts an order, or finds the one to reuse: per user, one at a time (the user's row is locked),
     * so a double click makes one order. An open order for the same item, provider and price with
     * at least `reuseMinutes` left is handed out again rather than a second one made.
     */
    async reserveOrder(input: {
      userId: string;
      kind: PurchasableKind;
      itemId: string;
      amount: number;
      provider: PaymentProviderName;
      expiresAt: Date;
      reuseMinutes: number;
    }): Promise<{ order: OrderRow; reused: boolean }> {
      return db.transaction(async (tx) => {
        await tx.select({ id: t.users.id }).from(t.users).where(eq(t.users.id, input.userId)).for("update");
        const column = t.orders[itemColumn(input.kind)];
        const [owned] = await tx
          .select({ id: t.purchases.id })
          .from(t.purchases)
          .where(
            and(eq(t.purchases.userId, input.userId), eq(t.purchases[itemColumn(input.kind)], input.itemId)),
          )
          .limit(1);
        if (owned) throw new AppError(409, "ALREADY_OWNED", "You already own this item");
        const [open] = await tx
          .select()
          .from(t.orders)
          .where(
            and(
              eq(t.orders.userId, input.userId),
              eq(column, input.itemId),
              inArray(t.orders.status, OPEN),
              eq(t.orders.provider, input.provider),
              eq(t.orders.amount, input.amount),
              sql`${t.orders.expiresAt} > now() + make_interval(mins => ${input.reuseMinutes})`,
            ),
          )
          .orderBy(desc(t.orders.createdAt))
          .limit(1);
        if (open?.paymentSessionId) return { order: open, reused: true };
        if (open?.status === "CREATING" && open.createdAt.getTime() > Date.now() - 30_000) {
          throw new AppError(
            409,
            "CONFLICT",
            "A payment for this item is already being set up. Please try again in a moment.",
          );
        }
        const order = await insertCreatingOrder(tx, {
          userId: input.userId,
          ...itemColumns(input.kind, input.itemId),
          amount: input.amount,
          provider: input.provider,
          expiresAt: input.expiresAt,
        });
        return { order, reused: false };
      });
    },

    /**
     * The provider made its side: the order can be paid from now on. Stored only while the order is
     * still CREATING; false when it is not (the reconciler gave it up as abandoned while the
     * provider was slow): its session is then never stored nor handed out, and the late provider
     * order is only recorded.
     */
    async markProviderOrder(
      orderId: string,
      checkout: { providerReference: string; paymentSessionId: string },
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderId);
        if (!order) return false;
        if (order.status !== "CREATING") {
          await recordEvent(tx, order.id, "provider-order-too-late", "api", {
            from: order.status,
            to: order.status,
            note: `provider order ${checkout.providerReference} made after the order was ${order.status}; its session was not handed out`,
          });
          return false;
        }
        await setStatus(
          tx,
          order,
          "ACTIVE",
          "provider-order",
          "api",
          {
            paymentSessionId: checkout.paymentSessionId,
            providerReference: checkout.providerReference,
            checkAfter: sql`now() + interval '2 minutes'`,
          },
          { amount: order.amount, note: `provider order ${checkout.providerReference}` },
        );
        return true;
      });
    },

    /** The provider refused or did not answer: the order can never be paid. */
    async markCreateFailed(orderId: string, note: string, source: EventSource = "api") {
      await db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderId);
        if (order?.status === "CREATING") {
          // Due at once: the provider is asked whether it made the order, so it can be closed.
          await setStatus(tx, order, "FAILED", "create-failed", source, { checkAfter: sql`now()` }, { note });
        }
      });
    },

    /**
     * Applies what the provider said, in one transaction with the order's row locked, so any number
     * of confirmations at once (webhooks, status checks, the reconciler) grant the item once. A
     * webhook's notice is recorded first; one already applied changes nothing. A paid order is never
     * downgraded; an expired or failed one still becomes paid if the provider says so.
     */
    async apply(
      orderId: string,
      observation: Observation,
      source: EventSource,
      notice?: { paymentId: string; type: string; paymentStatus: string },
    ): Promise<ApplyResult | undefined> {
      return db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderId);
        if (!order) return undefined;
        const unchanged = { status: order.status, granted: false, refundDue: false };
        if (notice) {
          const [fresh] = await tx
            .insert(t.paymentEvents)
            .values({
              providerPaymentId: notice.paymentId,
              type: notice.type,
              orderId,
              paymentStatus: notice.paymentStatus,
            })
            .onConflictDoNothing()
            .returning({ id: t.paymentEvents.providerPaymentId });
          if (!fresh) return unchanged;
        }

        if (FOR_REVIEW.includes(order.status)) return unchanged;
        if (observation.kind === "paid") {
          if (SETTLED.includes(order.status)) return unchanged;
          const change = { paymentId: observation.paymentId, amount: observation.amount };
          if (Math.round(observation.amount * 100) !== order.amount * 100) {
            // Never granted, and final: set aside for a person to look at instead of asked about again.
            await setStatus(
              tx,
              order,
              "AMOUNT_MISMATCH",
              "amount-mismatch",
              source,
              { providerPaymentId: observation.paymentId },
              { ...change, note: `paid ${observation.amount}, order is ${order.amount}; held for review` },
            );
            return { status: "AMOUNT_MISMATCH", granted: false, refundDue: false };
          }
          const granted = (await fulfillerOf(order).grant(tx, order)) === "granted";
          const paid: PgUpdateSetSource<typeof t.orders> = {
            paidAt: sql`now()`,
            providerPaymentId: observation.paymentId,
          };
          if (granted) {
            await setStatus(tx, order, "PAID", "paid", source, paid, change);
            return { status: "PAID", granted: true, refundDue: false };
          }
          // Paid twice for one item (two tabs, two orders), or for a slot that is gone: give the money back.
          await setStatus(
            tx,
            order,
            "REFUND_PENDING",
            "paid-twice",
            source,
            { ...paid, refundReason: "cannot be fulfilled", checkAfter: sql`now()` },
            { ...change, note: "already owned, or the slot is no longer free; refund due" },
          );
          return { status: "REFUND_PENDING", granted: false, refundDue: true };
        }

        if (observation.kind === "failed") {
          if (order.status !== "ACTIVE" && order.status !== "CREATING") {
            if (SETTLED.includes(order.status)) {
              await recordEvent(tx, order.id, "late-failure-ignored", source, {
                paymentId: observation.paymentId,
                amount: observation.amount,
              });
            }
            return unchanged;
          }
          await setStatus(
            tx,
            order,
            "FAILED",
            "failed",
            source,
            {},
            {
              paymentId: observation.paymentId,
              amount: observation.amount,
            },
          );
          await fulfillerOf(order).release(tx, order);
          return { status: "FAILED", granted: false, refundDue: false };
        }

        if (observation.kind === "expired" && OPEN.includes(order.status)) {
          await setStatus(tx, order, "EXPIRED", "expired", source);
          await fulfillerOf(order).release(tx, order);
          return { status: "EXPIRED", granted: false, refundDue: false };
        }
        return unchanged;
      });
    },

    async order(orderId: string) {
      const [order] = await db.select().from(t.orders).where(eq(t.orders.id, orderId)).limit(1);
      return order;
    },

    /** The order with its item's name and its buyer, for the result page and the receipt. */
    async orderSummary(orderId: string) {
      const [row] = await db
        .select({ order: t.orders, email: t.users.email, userName: t.users.name })
        .from(t.orders)
        .innerJoin(t.users, eq(t.users.id, t.orders.userId))
        .where(eq(t.orders.id, orderId))
        .limit(1);
      if (!row) return undefined;
      const { name, itemId } = await fulfillerOf(row.order).describe(row.order);
      return {
        order: row.order,
        item: { kind: kindOf(row.order), _id: itemId, name, amount: row.order.amount },
        email: row.email,
        userName: row.userName,
      };
    },

    /** Adds what another kind of order gives when paid (live sessions). */
    registerFulfiller(kind: OrderKind, fulfiller: Fulfiller) {
      fulfillers.set(kind, fulfiller);
    },

    /** An order for a held live session (the hold is made first, by the live-sessions module). */
    async insertSessionOrder(input: {
      userId: string;
      bookingId: string;
      amount: number;
      provider: PaymentProviderName;
      expiresAt: Date;
    }) {
      return db.transaction((tx) => insertCreatingOrder(tx, input));
    },

    /** The order of a live session, if it has one. */
    async orderOfBooking(bookingId: string) {
      const [order] = await db.select().from(t.orders).where(eq(t.orders.bookingId, bookingId)).limit(1);
      return order;
    },

    /** Claims the right to ask the provider about an order now (at most once per `seconds`). */
    async claimProviderCheck(orderId: string, seconds: number) {
      const [claimed] = await db
        .update(t.orders)
        .set({ providerCheckedAt: sql`now()` })
        .where(
          sql`${t.orders.id} = ${orderId} and ${t.orders.status} in ('ACTIVE', 'FAILED') and (${t.orders.providerCheckedAt} is null or ${t.orders.providerCheckedAt} < now() - make_interval(secs => ${seconds}))`,
        )
        .returning({ id: t.orders.id });
      return claimed !== undefined;
    },

    /**
     * Takes up to `limit` orders that are due a look, leasing each for `leaseSeconds`: one
     * statement with SKIP LOCKED, so instances sharing the database never take the same order.
     */
    async claimDueOrders(limit: number, leaseSeconds: number) {
      const result = await db.execute(sql`
        update orders set check_after = now() + make_interval(secs => ${leaseSeconds})
        where id in (
          select id from orders
          where status in ('CREATING', 'ACTIVE', 'FAILED', 'REFUND_PENDING') and check_after <= now()
          order by check_after
          limit ${limit}
          for update skip locked
        )
        returning id, status, created_at`);
      return rowsOf<{ id: string; status: string; created_at: string | Date }>(result).map((row) => ({
        id: row.id,
        status: row.status,
        createdAt: new Date(row.created_at),
      }));
    },

    /**
     * Moves a paid order to "refund pending" (or finds it there) and removes the ownership it gave,
     * in one transaction: the buyer asked for the money back, so the item goes now, whatever the
     * provider then takes to pay it back. The refund is asked for after this.
     */
    async requestRefund(orderId: string, reason: string, source: EventSource) {
      return db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderId);
        if (!order) return undefined;
        if (order.status === "PAID") {
          await setStatus(tx, order, "REFUND_PENDING", "refund-requested", source, {
            refundReason: reason,
            checkAfter: sql`now() + interval '2 minutes'`,
          });
          await fulfillerOf(order).revoke(tx, order);
          return { ...order, status: "REFUND_PENDING" };
        }
        return order;
      });
    },

    /** The provider says the refund is paid out: the order is refunded (its ownership went when it was asked for). */
    async completeRefund(orderId: string, refund: { refundId: string; status: string }, source: EventSource) {
      return db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderId);
        if (order?.status !== "REFUND_PENDING") return order?.status;
        await setStatus(
          tx,
          order,
          "REFUNDED",
          "refunded",
          source,
          { refundedAt: sql`now()` },
          {
            amount: order.amount,
            note: `refund ${refund.refundId} ${refund.status}`,
          },
        );
        return "REFUNDED";
      });
    },

    /**
     * The provider has the refund but has not paid it out (PENDING, ONHOLD): the order stays
     * REFUND_PENDING for the reconciler to ask again. Recorded once per status the provider reports.
     */
    async refundAwaiting(orderId: string, refund: { refundId: string; status: string }, source: EventSource) {
      const note = `refund ${refund.refundId} ${refund.status}`;
      await db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderId);
        if (order?.status !== "REFUND_PENDING") return;
        const [seen] = await tx
          .select({ id: t.orderEvents.id })
          .from(t.orderEvents)
          .where(
            and(
              eq(t.orderEvents.orderId, orderId),
              eq(t.orderEvents.event, "refund-awaited"),
              eq(t.orderEvents.note, note),
            ),
          )
          .limit(1);
        if (!seen) await recordEvent(tx, orderId, "refund-awaited", source, { amount: order.amount, note });
      });
    },

    /**
     * The provider cancelled the refund: final (REFUND_CANCELLED, not asked about again) and set
     * aside for a person, since the buyer has not had the money back. False when the order was not
     * waiting for a refund.
     */
    async cancelRefund(orderId: string, refund: { refundId: string; status: string }, source: EventSource) {
      return db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderId);
        if (order?.status !== "REFUND_PENDING") return false;
        await setStatus(
          tx,
          order,
          "REFUND_CANCELLED",
          "refund-cancelled",
          source,
          {},
          { amount: order.amount, note: `refund ${refund.refundId} ${refund.status}; held for review` },
        );
        return true;
      });
    },

    /** Claims an order's receipt for sending (one sender at a time; a stale claim is taken over). */
    async claimReceipt(orderId: string) {
      const [claimed] = await db
        .update(t.orders)
        .set({ receiptClaimedAt: sql`now()` })
        .where(
          and(
            eq(t.orders.id, orderId),
            eq(t.orders.status, "PAID"),
            isNull(t.orders.receiptSentAt),
            sql`(${t.orders.receiptClaimedAt} is null or ${t.orders.receiptClaimedAt} < now() - interval '5 minutes')`,
          ),
        )
        .returning({ id: t.orders.id });
      return claimed !== undefined;
    },

    async markReceipt(orderId: string, sent: boolean) {
      await db
        .update(t.orders)
        .set(sent ? { receiptSentAt: sql`now()` } : { receiptClaimedAt: null })
        .where(eq(t.orders.id, orderId));
    },

    /** Paid orders whose receipt is not sent yet, a while after payment (the first try failed). */
    async receiptsDue(limit: number) {
      const rows = await db
        .select({ id: t.orders.id })
        .from(t.orders)
        .where(
          sql`${t.orders.status} = 'PAID' and ${t.orders.receiptSentAt} is null and ${t.orders.paidAt} < now() - interval '1 minute'`,
        )
        .limit(limit);
      return rows.map((row) => row.id);
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;

export const paymentsRepository = fp(async (app) => {
  app.decorate("paymentsRepository", createPaymentsRepository(app.database.db));
});
