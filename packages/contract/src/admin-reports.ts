// First: configures zod before any schema below is built.
import "./zod-browser";
import { z } from "zod";
import { BUSINESS_TIME_ZONE } from "./constants";
import { messages } from "./messages";

const m = messages.reports;

/** Calendar days, ISO weeks (from Monday) and months. */
export const REPORT_GRANULARITIES = ["day", "week", "month"] as const;
export type ReportGranularity = (typeof REPORT_GRANULARITIES)[number];
/** What the figures are split by: the order's kind, the item bought, or its coach. */
export const REPORT_GROUPS = ["kind", "item", "coach"] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];
/** At most this many buckets in one report. */
export const REPORT_MAX_BUCKETS = 366;
/** Without `from`, a report covers this many days up to `to` (today by default). */
export const REPORT_DEFAULT_DAYS = 30;

/** A calendar date, `YYYY-MM-DD`, between 2000 and 2999. */
const reportDate = z.iso
  .date(m.date)
  .refine((value) => value >= "2000-01-01" && value <= "2999-12-31", m.date);

export const RevenueReportQuerySchema = z
  .object({
    /** First day (IST), inclusive; widened to the start of its week or month. */
    from: reportDate.optional(),
    /** Last day (IST), inclusive; widened to the end of its week or month. Default: today. */
    to: reportDate.optional(),
    granularity: z.enum(REPORT_GRANULARITIES, { error: m.granularity }).default("day"),
    groupBy: z.enum(REPORT_GROUPS, { error: m.groupBy }).default("kind"),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: m.order,
    path: ["to"],
  });
export type RevenueReportQuery = z.input<typeof RevenueReportQuerySchema>;

/** Money in whole rupees; counts of events that fell in the period. */
const FiguresSchema = z.object({
  /** What paid orders brought in, by the time they were paid. */
  gross: z.number().int(),
  /** What was refunded (asked of the provider and not given up), by the time the refund was made. */
  refunds: z.number().int(),
  net: z.number().int(),
  ordersPaid: z.number().int(),
  bookingsConfirmed: z.number().int(),
  refundCount: z.number().int(),
});
export type ReportFigures = z.infer<typeof FiguresSchema>;

const BucketSchema = FiguresSchema.extend({
  /** The bucket's first and last day (IST), `YYYY-MM-DD`. */
  start: z.string(),
  end: z.string(),
});
export type ReportBucket = z.infer<typeof BucketSchema>;

const GroupSchema = FiguresSchema.extend({
  /** `course` / `guide` / `session`; an item as `course:<id>`, `guide:<id>`, `session:<type id>`; a coach's id, or `none`. */
  key: z.string(),
  label: z.string(),
});
export type ReportGroupRow = z.infer<typeof GroupSchema>;

export const RevenueReportResponseSchema = z.object({
  success: z.literal(true),
  period: z.object({
    /** The days covered, after widening to whole buckets. */
    from: z.string(),
    to: z.string(),
    granularity: z.enum(REPORT_GRANULARITIES),
    groupBy: z.enum(REPORT_GROUPS),
    timeZone: z.literal(BUSINESS_TIME_ZONE),
  }),
  totals: FiguresSchema.extend({
    /** Refunds made per order paid in the period; null when no order was paid. */
    refundRate: z.number().nullable(),
  }),
  /** Every bucket of the period, in order, empty ones included. */
  buckets: z.array(BucketSchema),
  /** The period's figures per group, highest gross first. */
  groups: z.array(GroupSchema),
});
export type RevenueReport = z.infer<typeof RevenueReportResponseSchema>;

/** The label of each kind of order, in reports. */
export const REPORT_KIND_LABELS = { course: "Courses", guide: "Guides", session: "Live sessions" } as const;
