import {
  BUSINESS_TIME_ZONE,
  PAID_ORDER_STATES,
  type ReportGranularity,
  type ReportGroup,
} from "@clutch/contract";
import { inArray, type SQL, sql } from "drizzle-orm";
import { type Database, rowsOf } from "../../db/client";
import * as t from "../../db/schema";

/** One bucket's figures for one group, as the database sums them. */
export interface ReportCell {
  bucket: string;
  key: string;
  label: string;
  gross: number;
  refunds: number;
  ordersPaid: number;
  bookingsConfirmed: number;
  refundCount: number;
}

/**
 * The key and label of each grouping, over `o` (the order) and its item. A course or guide counts
 * for its lead coach (the first listed), so the coaches' figures add up to the total.
 */
const GROUPINGS: Record<ReportGroup, { key: SQL; label: SQL }> = {
  kind: {
    key: sql`case when o.course_id is not null then 'course' when o.guide_id is not null then 'guide' else 'session' end`,
    label: sql`''`,
  },
  item: {
    key: sql`coalesce('course:' || o.course_id, 'guide:' || o.guide_id, 'session:' || b.session_type_id)`,
    label: sql`coalesce(c.name, g.name, st.title, b.title)`,
  },
  coach: {
    key: sql`coalesce(co.id, 'none')`,
    label: sql`coalesce(co.name, '')`,
  },
};

const leadCoach = (link: string, column: string) =>
  sql.raw(
    `(select l.coach_id from ${link} l where l.${column} = o.${column} order by l.position, l.coach_id limit 1)`,
  );

/** The reports' read model over orders, refunds and bookings. */
export function createReportsRepository(db: Database) {
  return {
    /**
     * Figures per bucket (its first day, in the business's zone) and group, for events from the
     * midnight starting `from` to the midnight starting `endExclusive`: orders paid (gross, by
     * `paid_at`), refunds not given up (by their `created_at`), bookings confirmed.
     */
    async cells(range: {
      from: string;
      endExclusive: string;
      granularity: ReportGranularity;
      groupBy: ReportGroup;
    }): Promise<ReportCell[]> {
      const zone = BUSINESS_TIME_ZONE;
      const start = sql`(${range.from}::date)::timestamp at time zone ${zone}`;
      const end = sql`(${range.endExclusive}::date)::timestamp at time zone ${zone}`;
      const within = (column: SQL) => sql`${column} >= ${start} and ${column} < ${end}`;
      const { key, label } = GROUPINGS[range.groupBy];
      const result = await db.execute(sql`
        with facts as (
          select id as order_id, paid_at as at, amount as gross, 0 as refunded, 1 as paid, 0 as refunds, 0 as bookings
          from orders
          where ${inArray(t.orders.status, PAID_ORDER_STATES)} and ${within(sql`paid_at`)}
          union all
          select order_id, created_at, 0, amount, 0, 1, 0
          from order_refunds
          where status <> 'CANCELLED' and ${within(sql`created_at`)}
          union all
          select o.id, bk.confirmed_at, 0, 0, 0, 0, 1
          from live_session_bookings bk join orders o on o.booking_id = bk.id
          where ${within(sql`bk.confirmed_at`)}
        )
        select
          to_char(date_trunc(${range.granularity}, f.at at time zone ${zone}), 'YYYY-MM-DD') as bucket,
          ${key} as key,
          min(${label}) as label,
          sum(f.gross)::bigint as gross,
          sum(f.refunded)::bigint as refunds,
          sum(f.paid)::int as orders_paid,
          sum(f.bookings)::int as bookings_confirmed,
          sum(f.refunds)::int as refund_count
        from facts f
        join orders o on o.id = f.order_id
        left join courses c on c.id = o.course_id
        left join guides g on g.id = o.guide_id
        left join live_session_bookings b on b.id = o.booking_id
        left join session_types st on st.id = b.session_type_id
        left join coaches co on co.id = coalesce(b.coach_id, ${leadCoach("course_coaches", "course_id")}, ${leadCoach("guide_coaches", "guide_id")})
        group by 1, 2
        order by 1, 2`);
      return rowsOf<Record<string, string | number>>(result).map((row) => ({
        bucket: String(row.bucket),
        key: String(row.key),
        label: String(row.label ?? ""),
        gross: Number(row.gross),
        refunds: Number(row.refunds),
        ordersPaid: Number(row.orders_paid),
        bookingsConfirmed: Number(row.bookings_confirmed),
        refundCount: Number(row.refund_count),
      }));
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
