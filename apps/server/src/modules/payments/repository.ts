import { randomBytes } from "node:crypto";
import {
  type OrderKind,
  type OrderState,
  type PurchasableKind,
  UNSETTLED_ORDER_STATES,
} from "@clutch/contract";
import { and, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { rowsOf } from "../../db/client";
import * as t from "../../db/schema";
import { visible } from "../../db/visibility";
import { AppError } from "../../lib/errors";
import { type Decision, decide, type EventSource, type Observation, OPEN } from "./order-state";
import { createRefundStore } from "./refund-store";

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
  /** The order was refunded: take back what it gave (the observation says who asked, when known). */
  revoke(tx: Tx, order: OrderRow, observation: Observation): Promise<void>;
  /** What the result page and the receipt call the item. */
  describe(order: OrderRow): Promise<{ name: string; itemId: string }>;
}

/** What one observation did to an order. */
export interface Applied {
  /** The order as it is now. */
  order: OrderRow;
  /** The event recorded; none when nothing changed. */
  event?: string;
  /** This call granted the item (so the receipt is due). */
  granted: boolean;
  /** This call found a payment that cannot be kept (item owned, slot gone): it must be refunded. */
  refundDue: boolean;
}

/** A provider's notification, recorded once by its payment id and type (a redelivery changes nothing). */
export interface Notice {
  paymentId: string;
  type: string;
  paymentStatus: string;
}

/** Random, unguessable, and letters and digits only, so any provider takes it as its order id. */
const newOrderId = () => `CA${randomBytes(16).toString("hex")}`;
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

/** The columns a recorded event sets besides the status. */
function columnsOf(event: string, observation: Observation): PgUpdateSetSource<typeof t.orders> {
  const payment = "paymentId" in observation ? observation.paymentId : undefined;
  switch (event) {
    case "provider-order":
      return observation.kind === "provider-order"
        ? {
            paymentSessionId: observation.paymentSessionId,
            providerReference: observation.reference,
            checkAfter: sql`now() + interval '2 minutes'`,
          }
        : {};
    // Due at once: the provider is asked whether it made the order, so it can be closed.
    case "create-failed":
      return { checkAfter: sql`now()` };
    case "paid":
      return { paidAt: sql`now()`, providerPaymentId: payment };
    case "amount-mismatch":
      return { providerPaymentId: payment };
    case "paid-twice":
      return {
        paidAt: sql`now()`,
        providerPaymentId: payment,
        refundReason: "cannot be fulfilled",
        checkAfter: sql`now()`,
      };
    case "refund-requested":
      return {
        refundReason: observation.kind === "refund-requested" ? observation.reason : null,
        checkAfter: sql`now() + interval '2 minutes'`,
      };
    case "refunded":
      return { refundedAt: sql`now()` };
    default:
      return {};
  }
}

/** The provider's payment id and amount an event records. */
function factsOf(observation: Observation, order: OrderRow) {
  if ("paymentId" in observation) return { paymentId: observation.paymentId, amount: observation.amount };
  const aboutTheWholeOrder = ["provider-order", "refund-paid", "refund-pending", "refund-cancelled"];
  return aboutTheWholeOrder.includes(observation.kind) ? { amount: order.amount } : {};
}

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

  /**
   * Keeps the order's full refund in `order_refunds` (every refund has a row there, so the books
   * add up): asked for when the order leaves PAID for REFUND_PENDING, then where the provider says
   * it stands. Its amount is what partial refunds left of the order.
   */
  async function recordFullRefund(tx: Tx, order: OrderRow, event: string, observation: Observation) {
    if (event === "refund-requested" || event === "paid-twice") {
      await tx
        .insert(t.orderRefunds)
        .values({
          id: refundIdOf(order.id),
          orderId: order.id,
          amount: order.amount - (await refundedTotal(tx, order.id)),
          full: true,
          reason: order.refundReason ?? "refund",
          requestedBy: observation.kind === "refund-requested" ? (observation.requestedBy ?? null) : null,
        })
        .onConflictDoNothing();
      return;
    }
    const settled = { refunded: "SUCCESS", "refund-cancelled": "CANCELLED" } as const;
    if (!("refundId" in observation)) return;
    const status = settled[event as keyof typeof settled];
    await tx
      .update(t.orderRefunds)
      .set({
        providerStatus: observation.status,
        ...(status ? { status, settledAt: sql`now()` } : {}),
      })
      .where(and(eq(t.orderRefunds.id, refundIdOf(order.id)), eq(t.orderRefunds.status, "PENDING")));
  }

  /** Rupees refunded or being refunded on an order: every refund the provider has not cancelled. */
  async function refundedTotal(tx: Tx | Database, orderId: string) {
    const [sums] = await tx
      .select({ refunded: sql<number>`coalesce(sum(${t.orderRefunds.amount}), 0)::int` })
      .from(t.orderRefunds)
      .where(and(eq(t.orderRefunds.orderId, orderId), ne(t.orderRefunds.status, "CANCELLED")));
    return Number(sums?.refunded ?? 0);
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

  /** A webhook's notice is recorded once; false when it was applied before. */
  async function isFirstNotice(tx: Tx, orderId: string, notice: Notice) {
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
    return fresh !== undefined;
  }

  /** A note recorded before for this order and event (a refund's status is recorded once per status). */
  async function recordedBefore(tx: Tx, orderId: string, event: string, note: string | undefined) {
    const [seen] = await tx
      .select({ id: t.orderEvents.id })
      .from(t.orderEvents)
      .where(
        and(
          eq(t.orderEvents.orderId, orderId),
          eq(t.orderEvents.event, event),
          eq(t.orderEvents.note, note ?? ""),
        ),
      )
      .limit(1);
    return seen !== undefined;
  }

  /** Grants a paid order's item; when that is refused, the decision for a payment that cannot be kept. */
  async function grantOrRefund(tx: Tx, order: OrderRow, observation: Observation, decision: Decision) {
    if (!decision.effects.includes("grant") || observation.kind !== "paid") return decision;
    if ((await fulfillerOf(order).grant(tx, order)) === "granted") return decision;
    return decide(order, { ...observation, kind: "paid-unfulfillable" });
  }

  /**
   * Applies an observation to an order, in one transaction with its row locked, so any number of
   * confirmations at once (webhooks, status checks, the reconciler) change it once: the state
   * machine (`decide`) says what follows; this persists it, records the event and runs the
   * effects that belong in the transaction (grant, release, revoke).
   */
  async function observe(
    orderId: string,
    observation: Observation,
    source: EventSource,
    notice?: Notice,
  ): Promise<Applied | undefined> {
    return db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order) return undefined;
      return applyObservation(tx, order, observation, source, notice);
    });
  }

  /** `observe`'s work on an order already locked by the caller's transaction. */
  async function applyObservation(
    tx: Tx,
    order: OrderRow,
    observation: Observation,
    source: EventSource,
    notice?: Notice,
  ): Promise<Applied> {
    const orderId = order.id;
    const unchanged: Applied = { order, granted: false, refundDue: false };
    if (notice && !(await isFirstNotice(tx, orderId, notice))) return unchanged;
    const decision = await grantOrRefund(tx, order, observation, decide(order, observation));
    const { event, next, note } = decision;
    if (!event) return unchanged;
    if (event === "refund-awaited" && (await recordedBefore(tx, orderId, event, note))) return unchanged;
    const [changed] =
      next === order.status
        ? [order]
        : await tx
            .update(t.orders)
            .set({ status: next, updatedAt: sql`now()`, ...columnsOf(event, observation) })
            .where(eq(t.orders.id, order.id))
            .returning();
    await recordEvent(tx, order.id, event, source, {
      from: order.status,
      to: next,
      ...factsOf(observation, order),
      ...(note ? { note } : {}),
    });
    await recordFullRefund(tx, changed ?? order, event, observation);
    if (decision.effects.includes("release")) await fulfillerOf(order).release(tx, order);
    if (decision.effects.includes("revoke")) await fulfillerOf(order).revoke(tx, order, observation);
    return {
      order: changed ?? order,
      event,
      granted: event === "paid",
      refundDue: decision.effects.includes("refund"),
    };
  }

  return {
    ...createRefundStore(
      db,
      { lockOrder, applyObservation, recordEvent, refundedTotal, recordedBefore },
      refundIdOf,
    ),

    /** What the order's refunds (not cancelled) add up to. */
    refundedSoFar: (orderId: string) => refundedTotal(db, orderId),

    /** Makes the providers known to the database, so orders may name them (a second start changes nothing). */
    async registerProviders(names: string[]) {
      await db
        .insert(t.paymentProviders)
        .values(names.map((name) => ({ name })))
        .onConflictDoNothing();
    },

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
      provider: string;
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

    observe,

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
      provider: string;
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
          sql`${t.orders.id} = ${orderId} and ${inArray(t.orders.status, ["ACTIVE", "FAILED"])} and (${t.orders.providerCheckedAt} is null or ${t.orders.providerCheckedAt} < now() - make_interval(secs => ${seconds}))`,
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
          where ${inArray(t.orders.status, UNSETTLED_ORDER_STATES)} and check_after <= now()
          order by check_after
          limit ${limit}
          for update skip locked
        )
        returning id, status, created_at`);
      return rowsOf<{ id: string; status: OrderState; created_at: string | Date }>(result).map((row) => ({
        id: row.id,
        status: row.status,
        createdAt: new Date(row.created_at),
      }));
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
