import {
  BUSINESS_TIME_ZONE,
  REPORT_KIND_LABELS,
  type ReportFigures,
  type ReportGroup,
  type RevenueReport,
  type RevenueReportQuery,
} from "@clutch/contract";
import { toCsv } from "../../lib/csv";
import type { AuditEntry } from "../admin/service";
import { reportPeriod } from "./period";
import type { ReportCell, ReportsRepository } from "./repository";

type Query = Required<Pick<RevenueReportQuery, "granularity" | "groupBy">> &
  Pick<RevenueReportQuery, "from" | "to">;

const NO_COACH = "No coach";

const zero = (): ReportFigures => ({
  gross: 0,
  refunds: 0,
  net: 0,
  ordersPaid: 0,
  bookingsConfirmed: 0,
  refundCount: 0,
});

function add(into: ReportFigures, cell: ReportCell) {
  into.gross += cell.gross;
  into.refunds += cell.refunds;
  into.net = into.gross - into.refunds;
  into.ordersPaid += cell.ordersPaid;
  into.bookingsConfirmed += cell.bookingsConfirmed;
  into.refundCount += cell.refundCount;
}

function labelOf(groupBy: ReportGroup, cell: ReportCell) {
  if (groupBy === "kind") return REPORT_KIND_LABELS[cell.key as keyof typeof REPORT_KIND_LABELS] ?? cell.key;
  if (groupBy === "coach" && cell.key === "none") return NO_COACH;
  return cell.label;
}

/** Revenue reports: the database sums per bucket and group; buckets, groups and totals are added up here. */
export function createReportsService({
  repository,
  recordAudit,
}: {
  repository: ReportsRepository;
  recordAudit: (entry: AuditEntry) => Promise<unknown>;
}) {
  async function figures(query: Query) {
    const period = reportPeriod({ from: query.from, to: query.to, granularity: query.granularity });
    const cells = (
      await repository.cells({
        from: period.from,
        endExclusive: period.endExclusive,
        granularity: period.granularity,
        groupBy: query.groupBy,
      })
    ).map((cell) => ({ ...cell, label: labelOf(query.groupBy, cell) }));
    return { period, cells };
  }

  return {
    async revenue(query: Query): Promise<Omit<RevenueReport, "success">> {
      const { period, cells } = await figures(query);
      const totals = zero();
      const buckets = new Map(period.buckets.map((bucket) => [bucket.start, { ...bucket, ...zero() }]));
      const groups = new Map<string, ReportFigures & { key: string; label: string }>();
      for (const cell of cells) {
        add(totals, cell);
        const bucket = buckets.get(cell.bucket);
        if (bucket) add(bucket, cell);
        const group = groups.get(cell.key) ?? { key: cell.key, label: cell.label, ...zero() };
        add(group, cell);
        groups.set(cell.key, group);
      }
      return {
        period: {
          from: period.from,
          to: period.to,
          granularity: period.granularity,
          groupBy: query.groupBy,
          timeZone: BUSINESS_TIME_ZONE,
        },
        totals: {
          ...totals,
          refundRate: totals.ordersPaid > 0 ? totals.refundCount / totals.ordersPaid : null,
        },
        buckets: [...buckets.values()],
        groups: [...groups.values()].sort((a, b) => b.gross - a.gross || a.label.localeCompare(b.label)),
      };
    },

    /** The report as CSV: one line per bucket and group with figures; audited, as every export is. */
    async revenueCsv(actor: AuditEntry["actor"], query: Query) {
      const { period, cells } = await figures(query);
      await recordAudit({
        actor,
        action: "revenue.exported",
        entityType: "revenue-report",
        after: { query, rows: cells.length },
      });
      const ends = new Map(period.buckets.map((bucket) => [bucket.start, bucket.end]));
      const csv = toCsv<ReportCell>(
        [
          { header: "period_start", value: (cell) => cell.bucket },
          { header: "period_end", value: (cell) => ends.get(cell.bucket) },
          { header: `${query.groupBy}_key`, value: (cell) => cell.key },
          { header: query.groupBy, value: (cell) => cell.label },
          { header: "gross_inr", value: (cell) => cell.gross },
          { header: "refunds_inr", value: (cell) => cell.refunds },
          { header: "net_inr", value: (cell) => cell.gross - cell.refunds },
          { header: "orders_paid", value: (cell) => cell.ordersPaid },
          { header: "bookings_confirmed", value: (cell) => cell.bookingsConfirmed },
          { header: "refunds", value: (cell) => cell.refundCount },
        ],
        cells,
      );
      const filename = `revenue-${period.from}-to-${period.to}-by-${period.granularity}-${query.groupBy}.csv`;
      return { csv, filename };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
