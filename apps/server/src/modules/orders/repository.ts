import type { AdminOrderListQuery, OrderKind, OrderState } from "@clutch/contract";
import { and, asc, desc, eq, isNotNull, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { withinBusinessDays } from "../../db/business-days";
import type { Database } from "../../db/client";
import * as t from "../../db/schema";
import { containsText } from "../../db/search";

const o = t.orders;
const buyer = t.users;
const course = t.courses;
const guide = t.guides;
const booking = t.liveSessionBookings;
const refund = t.orderRefunds;
const requester = alias(t.users, "requester");

/** The search fields of the list and of the export. */
export type OrderSearch = Omit<AdminOrderListQuery, "page" | "limit">;

const KIND_COLUMN = { course: o.courseId, guide: o.guideId, session: o.bookingId } as const;

const refundedSql = sql<number>`(select coalesce(sum(${refund.amount}), 0)::int from ${refund} where ${refund.orderId} = ${o.id} and ${refund.status} <> 'CANCELLED')`;

const orderColumns = {
  id: o.id,
  createdAt: o.createdAt,
  paidAt: o.paidAt,
  status: o.status,
  amount: o.amount,
  currency: o.currency,
  provider: o.provider,
  courseId: o.courseId,
  guideId: o.guideId,
  bookingId: o.bookingId,
  expiresAt: o.expiresAt,
  refundedAt: o.refundedAt,
  providerReference: o.providerReference,
  providerPaymentId: o.providerPaymentId,
  buyerId: buyer.id,
  buyerEmail: buyer.email,
  buyerName: buyer.name,
  itemName: sql<string>`coalesce(${course.name}, ${guide.name}, ${booking.title}, '')`,
  refunded: refundedSql,
};

export const kindOfRow = (row: { courseId: string | null; guideId: string | null }): OrderKind =>
  row.courseId ? "course" : row.guideId ? "guide" : "session";

function whereOf(search: OrderSearch) {
  const conditions: (SQL | undefined)[] = [];
  const text = search.q?.trim();
  if (text) {
    conditions.push(
      or(
        containsText(buyer.email, text),
        containsText(o.id, text),
        containsText(course.name, text),
        containsText(guide.name, text),
        containsText(booking.title, text),
      ),
    );
  }
  if (search.status) conditions.push(eq(o.status, search.status as OrderState));
  if (search.kind) conditions.push(isNotNull(KIND_COLUMN[search.kind]));
  conditions.push(...withinBusinessDays(o.createdAt, search));
  return and(...conditions);
}

/** Orders with their buyer, item and refunds, as the console reads them (payments writes them). */
export function createOrdersRepository(db: Database) {
  /** Orders with their buyer and item (a course, a guide or a booking), filtered by `where`. */
  const ordersWhere = (where: SQL | undefined) =>
    db
      .select(orderColumns)
      .from(o)
      .innerJoin(buyer, eq(buyer.id, o.userId))
      .leftJoin(course, eq(course.id, o.courseId))
      .leftJoin(guide, eq(guide.id, o.guideId))
      .leftJoin(booking, eq(booking.id, o.bookingId))
      .where(where);

  const countWhere = (where: SQL | undefined) =>
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(o)
      .innerJoin(buyer, eq(buyer.id, o.userId))
      .leftJoin(course, eq(course.id, o.courseId))
      .leftJoin(guide, eq(guide.id, o.guideId))
      .leftJoin(booking, eq(booking.id, o.bookingId))
      .where(where);

  return {
    /** A page of the search, newest first, and how many orders match in all. */
    async search(search: OrderSearch, page: number, limit: number) {
      const where = whereOf(search);
      const rows = await ordersWhere(where)
        .orderBy(desc(o.createdAt), desc(o.id))
        .limit(limit)
        .offset((page - 1) * limit);
      const [counted] = await countWhere(where);
      return { rows, total: Number(counted?.total ?? 0) };
    },

    /** Up to `limit` orders of the search, newest first (the CSV export). */
    async searchAll(search: OrderSearch, limit: number) {
      return ordersWhere(whereOf(search)).orderBy(desc(o.createdAt), desc(o.id)).limit(limit);
    },

    async order(orderId: string) {
      const [row] = await ordersWhere(eq(o.id, orderId)).limit(1);
      return row;
    },

    async events(orderId: string) {
      return db
        .select()
        .from(t.orderEvents)
        .where(eq(t.orderEvents.orderId, orderId))
        .orderBy(asc(t.orderEvents.createdAt));
    },

    async refunds(orderId: string) {
      return db
        .select({ refund, requesterEmail: requester.email })
        .from(refund)
        .leftJoin(requester, eq(requester.id, refund.requestedBy))
        .where(eq(refund.orderId, orderId))
        .orderBy(asc(refund.createdAt));
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
/** An order as the list, the export and the order's page read it. */
export type OrderListRow = NonNullable<Awaited<ReturnType<OrdersRepository["order"]>>>;
