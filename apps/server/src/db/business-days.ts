import { BUSINESS_TIME_ZONE } from "@clutch/contract";
import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/** The first instant of a calendar day (`YYYY-MM-DD`) in the business's zone. */
const startOf = (day: string) => sql`(${day}::date)::timestamp at time zone ${BUSINESS_TIME_ZONE}`;

/**
 * `column` within the calendar days `from` to `to` of the business's zone, both inclusive (either
 * may be absent): the console's date filters all read days the same way.
 */
export function withinBusinessDays(column: AnyColumn, { from, to }: { from?: string; to?: string }): SQL[] {
  return [
    ...(from ? [sql`${column} >= ${startOf(from)}`] : []),
    ...(to ? [sql`${column} < ${startOf(to)} + interval '1 day'`] : []),
  ];
}
