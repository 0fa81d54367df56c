import {
  BUSINESS_TIME_ZONE,
  messages,
  REPORT_DEFAULT_DAYS,
  REPORT_MAX_BUCKETS,
  type ReportGranularity,
} from "@clutch/contract";
import { badRequest } from "../../lib/errors";

/** Calendar dates (`YYYY-MM-DD`) handled as UTC midnights, so adding days never meets a clock change. */
const DAY_MS = 86_400_000;
const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toDay = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (day: string, days: number) => toDay(new Date(toDate(day).getTime() + days * DAY_MS));

/** Today's date in the business's zone. */
const todayInReportZone = (now = new Date()) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: BUSINESS_TIME_ZONE }).format(now);

function bucketStart(day: string, granularity: ReportGranularity): string {
  if (granularity === "day") return day;
  if (granularity === "month") return `${day.slice(0, 7)}-01`;
  // ISO weeks start on Monday.
  return addDays(day, -((toDate(day).getUTCDay() + 6) % 7));
}

function nextBucketStart(start: string, granularity: ReportGranularity): string {
  if (granularity === "day") return addDays(start, 1);
  if (granularity === "week") return addDays(start, 7);
  const date = toDate(start);
  return toDay(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1)));
}

export interface ReportPeriod {
  granularity: ReportGranularity;
  /** First day and last day covered (whole buckets). */
  from: string;
  to: string;
  /** The day after `to`: the period ends at its midnight. */
  endExclusive: string;
  /** Each bucket's first and last day, in order. */
  buckets: { start: string; end: string }[];
}

/**
 * The period a report covers: the asked days (by default the last REPORT_DEFAULT_DAYS up to today,
 * in the business's zone) widened to whole buckets. Refuses more than REPORT_MAX_BUCKETS buckets.
 */
export function reportPeriod(
  query: { from?: string; to?: string; granularity: ReportGranularity },
  today = todayInReportZone(),
): ReportPeriod {
  const { granularity } = query;
  const lastDay = query.to ?? (query.from && query.from > today ? query.from : today);
  const firstDay = query.from ?? addDays(lastDay, 1 - REPORT_DEFAULT_DAYS);
  const buckets: { start: string; end: string }[] = [];
  for (let start = bucketStart(firstDay, granularity); start <= lastDay; ) {
    if (buckets.length === REPORT_MAX_BUCKETS) {
      const message = messages.reports.tooManyBuckets(REPORT_MAX_BUCKETS);
      throw badRequest(message, [{ path: "from", message }]);
    }
    const next = nextBucketStart(start, granularity);
    buckets.push({ start, end: addDays(next, -1) });
    start = next;
  }
  const last = buckets.at(-1) as { end: string };
  return {
    granularity,
    from: buckets[0]?.start ?? firstDay,
    to: last.end,
    endExclusive: addDays(last.end, 1),
    buckets,
  };
}
