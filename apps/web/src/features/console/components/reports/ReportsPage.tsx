import {
  REPORT_DEFAULT_DAYS,
  REPORT_GRANULARITIES,
  REPORT_GROUPS,
  type ReportBucket,
  type ReportGroupRow,
  type RevenueReport,
} from "@clutch/contract";
import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { columnHelper, DataTable } from "../../../../components/data/DataTable";
import { PageTitle } from "../../../../components/data/PageTitle";
import { EmptyNote, QueryResult } from "../../../../components/data/QueryResult";
import { buttonStyles } from "../../../../components/ui/button-styles";
import { formatRupees } from "../../../../lib/intl-formatters";
import { saveExport } from "../../../../lib/save-export";
import { formatBucket, formatRate } from "../../lib/format";
import { useAdminExportRevenueReportMutation, useAdminRevenueReportQuery } from "../../reports-api";
import { ReportFilters, type ReportFilterValues } from "./ReportFilters";
import { RevenueChart } from "./RevenueChart";

const oneOf = <T extends string>(options: readonly T[], value: string | null, fallback: T): T =>
  (options as readonly (string | null)[]).includes(value) ? (value as T) : fallback;

/** The report's filters, kept in the address so a report can be bookmarked and shared. */
function useReportParams() {
  const [params, setParams] = useSearchParams();
  const values: ReportFilterValues = {
    from: params.get("from") ?? "",
    to: params.get("to") ?? "",
    granularity: oneOf(REPORT_GRANULARITIES, params.get("granularity"), "day"),
    groupBy: oneOf(REPORT_GROUPS, params.get("groupBy"), "kind"),
  };
  const apply = (next: ReportFilterValues) =>
    setParams(new URLSearchParams(Object.entries(next).filter(([, value]) => value !== "")));
  const query = {
    granularity: values.granularity,
    groupBy: values.groupBy,
    ...(values.from ? { from: values.from } : {}),
    ...(values.to ? { to: values.to } : {}),
  };
  return { values, apply, query, key: params.toString() };
}

type Figures = Pick<
  ReportBucket,
  "gross" | "refunds" | "net" | "ordersPaid" | "bookingsConfirmed" | "refundCount"
>;

function figureColumns<T extends Figures>() {
  const column = columnHelper<T>();
  const money = (key: "gross" | "refunds" | "net", header: string) =>
    column.accessor((row) => row[key], { id: key, header, cell: ({ getValue }) => formatRupees(getValue()) });
  const count = (key: "ordersPaid" | "bookingsConfirmed" | "refundCount", header: string) =>
    column.accessor((row) => row[key], { id: key, header });
  return [
    money("gross", "Gross"),
    money("refunds", "Refunds"),
    money("net", "Net"),
    count("ordersPaid", "Orders"),
    count("bookingsConfirmed", "Sessions booked"),
    count("refundCount", "Refunds made"),
  ];
}

const GROUP_HEADERS = { kind: "Kind", item: "Item", coach: "Coach" } as const;

/** `/admin/reports`: revenue by day, week or month in IST, its totals, a chart, and the figures by group. */
export function ReportsPage() {
  const { values, apply, query, key } = useReportParams();
  const report = useAdminRevenueReportQuery(query);
  const [exportCsv, exporting] = useAdminExportRevenueReportMutation();
  const download = () => {
    const period = report.data?.period;
    return saveExport(
      () => exportCsv(query).unwrap(),
      period
        ? `revenue-${period.from}-to-${period.to}-by-${period.granularity}-${period.groupBy}.csv`
        : "revenue.csv",
    );
  };

  return (
    <section>
      <PageTitle title="Reports">
        <button
          type="button"
          className={buttonStyles.secondary}
          onClick={() => void download()}
          disabled={exporting.isLoading || !report.data || report.isFetching}
        >
          {exporting.isLoading ? "Exporting…" : "Export CSV"}
        </button>
      </PageTitle>
      <ReportFilters key={key} values={values} onApply={apply} />
      <div className="mt-6">
        <QueryResult query={report}>
          {(data) => <ReportView report={data} busy={report.isFetching} />}
        </QueryResult>
      </div>
    </section>
  );
}

function ReportView({ report, busy }: { report: RevenueReport; busy: boolean }) {
  const { period, totals, buckets, groups } = report;
  const bucketColumns = useMemo(() => {
    const column = columnHelper<ReportBucket>();
    return [
      column.accessor("start", {
        header: "Period",
        cell: ({ getValue }) => (
          <time dateTime={getValue()} className="whitespace-nowrap">
            {formatBucket(getValue(), period.granularity)}
          </time>
        ),
      }),
      ...figureColumns<ReportBucket>(),
    ];
  }, [period.granularity]);
  const groupColumns = useMemo(() => {
    const column = columnHelper<ReportGroupRow>();
    return [
      column.accessor("label", { header: GROUP_HEADERS[period.groupBy] }),
      ...figureColumns<ReportGroupRow>(),
    ];
  }, [period.groupBy]);

  return (
    <div
      className={`flex flex-col gap-8 transition ${busy ? "opacity-60" : ""}`}
      aria-busy={busy || undefined}
    >
      <p className="text-sm text-fg-muted">
        {formatBucket(period.from, "day")} to {formatBucket(period.to, "day")}, Indian time (IST); without
        dates, the last {REPORT_DEFAULT_DAYS} days. Gross is counted when an order was paid, refunds when they
        were made.
      </p>
      <Totals totals={totals} />
      <section aria-labelledby="revenue-chart-heading" className="flex flex-col gap-4">
        <h2 id="revenue-chart-heading" className="font-display text-lg font-bold uppercase text-fg">
          Revenue by {period.granularity}
        </h2>
        <RevenueChart buckets={buckets} granularity={period.granularity} />
        <DataTable
          caption={`Revenue by ${period.granularity}, ${formatBucket(period.from, "day")} to ${formatBucket(period.to, "day")}`}
          columns={bucketColumns}
          data={buckets}
          rowId={(bucket) => bucket.start}
        />
      </section>
      <section aria-labelledby="revenue-groups-heading" className="flex flex-col gap-4">
        <h2 id="revenue-groups-heading" className="font-display text-lg font-bold uppercase text-fg">
          By {GROUP_HEADERS[period.groupBy].toLowerCase()}
        </h2>
        {groups.length === 0 ? (
          <EmptyNote>No orders, bookings or refunds in this period.</EmptyNote>
        ) : (
          <DataTable
            caption={`Revenue by ${GROUP_HEADERS[period.groupBy].toLowerCase()}, highest gross first`}
            columns={groupColumns}
            data={groups}
            rowId={(group) => group.key}
          />
        )}
      </section>
    </div>
  );
}

function Totals({ totals }: { totals: RevenueReport["totals"] }) {
  const cards = [
    { label: "Gross", value: formatRupees(totals.gross) },
    { label: "Refunds", value: formatRupees(totals.refunds) },
    { label: "Net", value: formatRupees(totals.net) },
    { label: "Orders paid", value: String(totals.ordersPaid) },
    { label: "Sessions booked", value: String(totals.bookingsConfirmed) },
    { label: "Refunds made", value: String(totals.refundCount) },
    { label: "Refund rate", value: formatRate(totals.refundRate) },
  ];
  return (
    <section aria-labelledby="revenue-totals-heading">
      <h2 id="revenue-totals-heading" className="sr-only">
        Totals
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-7">
        {cards.map((card) => (
          <div
            key={card.label}
            className="rounded-card border border-surface-border bg-surface/80 p-4 shadow-card"
          >
            <dt className="font-display text-xs font-bold uppercase tracking-[0.14em] text-fg-muted">
              {card.label}
            </dt>
            <dd className="mt-2 font-display text-xl font-black text-fg">{card.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
