import { coachEarningsMessages, type EarningLine, type EarningStatus, type Earnings } from "@clutch/contract";
import { useId, useMemo } from "react";
import { formatRupees } from "../../lib/intl-formatters";
import { columnHelper, DataTable } from "../data/DataTable";
import { EmptyNote } from "../data/QueryResult";
import { SelectField } from "../data/SelectField";
import { buttonStyles } from "../ui/button-styles";
import { EARNING_STATUS_LABELS, formatDay, formatMonth, formatStart, SESSION_STATE_LABELS } from "./format";

type EarningsStatementProps = {
  earnings: Earnings;
  /** The month chosen (YYYY-MM); `earnings` may still be the previous one's while it loads. */
  month: string;
  onMonthChange: (month: string) => void;
  onExport: () => void;
  exporting?: boolean;
  /** Set while another month loads, the current one staying on screen. */
  busy?: boolean;
};

type MonthTotal = Earnings["months"][number];
type Payout = Earnings["payouts"][number];

const STATUS_TONES: Record<EarningStatus, string> = {
  pending: "border-highlight-400/40 bg-highlight-400/10 text-highlight-300",
  available: "border-success-400/40 bg-success-400/10 text-success-400",
  void: "border-surface-border bg-white/5 text-fg-muted",
};

const sectionHeading = "font-display text-sm font-bold uppercase tracking-[0.14em] text-fg";
const money = (amount: number) => <span className="whitespace-nowrap">{formatRupees(amount)}</span>;

function StatusBadge({ status }: { status: EarningStatus }) {
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold ${STATUS_TONES[status]}`}
    >
      {EARNING_STATUS_LABELS[status]}
    </span>
  );
}

function useLineColumns() {
  return useMemo(() => {
    const column = columnHelper<EarningLine>();
    return column.columns([
      column.accessor("title", {
        header: "Session",
        cell: ({ row }) => (
          <span className="flex flex-col gap-0.5">
            <span className="text-fg">{row.original.title}</span>
            <time dateTime={row.original.start} className="text-xs">
              {formatStart(row.original.start)}
            </time>
            <span className="text-xs">{SESSION_STATE_LABELS[row.original.state]}</span>
          </span>
        ),
      }),
      column.accessor("learnerName", { header: "Learner" }),
      column.accessor("fee", { header: "Fee", cell: ({ getValue }) => money(getValue()) }),
      column.accessor("refunded", { header: "Refunded", cell: ({ getValue }) => money(getValue()) }),
      column.accessor("commission", { header: "Commission", cell: ({ getValue }) => money(getValue()) }),
      column.accessor("share", {
        header: "Your share",
        cell: ({ getValue }) => <strong className="text-fg">{formatRupees(getValue())}</strong>,
      }),
      column.accessor("status", {
        header: "Status",
        cell: ({ getValue }) => <StatusBadge status={getValue()} />,
      }),
    ]);
  }, []);
}

function useMonthColumns() {
  return useMemo(() => {
    const column = columnHelper<MonthTotal>();
    return column.columns([
      column.accessor("month", { header: "Month", cell: ({ getValue }) => formatMonth(getValue()) }),
      column.accessor("sessions", { header: "Sessions" }),
      column.accessor("fees", { header: "Fees", cell: ({ getValue }) => money(getValue()) }),
      column.accessor("refunded", { header: "Refunded", cell: ({ getValue }) => money(getValue()) }),
      column.accessor("commission", { header: "Commission", cell: ({ getValue }) => money(getValue()) }),
      column.accessor("share", { header: "Share", cell: ({ getValue }) => money(getValue()) }),
    ]);
  }, []);
}

function usePayoutColumns() {
  return useMemo(() => {
    const column = columnHelper<Payout>();
    return column.columns([
      column.accessor("paidOn", {
        header: "Paid on",
        cell: ({ getValue }) => <time dateTime={getValue()}>{formatDay(getValue())}</time>,
      }),
      column.accessor("amount", { header: "Amount", cell: ({ getValue }) => money(getValue()) }),
      column.accessor("reference", {
        header: "Reference",
        cell: ({ getValue }) => <span className="break-all">{getValue()}</span>,
      }),
    ]);
  }, []);
}

/** The balance as four figures: pending, earned, paid out and due. */
function BalanceFigures({ balance }: { balance: Earnings["balance"] }) {
  const figures = [
    { label: "Pending", value: balance.pending, hint: "Sessions not yet completed" },
    { label: "Earned", value: balance.earned, hint: "Completed sessions, all time" },
    { label: "Paid out", value: balance.paidOut, hint: "Payouts recorded" },
    { label: "Due", value: balance.due, hint: "Earned less paid out" },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {figures.map((figure) => (
        <div
          key={figure.label}
          className="flex flex-col gap-1 rounded-card border border-surface-border bg-surface/80 p-4 shadow-card"
        >
          <dt className="font-display text-xs font-bold uppercase tracking-[0.14em] text-fg-muted">
            {figure.label}
          </dt>
          <dd className="font-display text-xl font-black text-fg">{formatRupees(figure.value)}</dd>
          <dd className="text-xs text-fg-muted">{figure.hint}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The months to choose from: every month with a session, and the chosen one, newest first. */
function monthOptions(earnings: Earnings, month: string) {
  const months = new Set([month, earnings.month, ...earnings.months.map((total) => total.month)]);
  return [...months]
    .sort((a, b) => b.localeCompare(a))
    .map((value) => ({ value, label: formatMonth(value) }));
}

/**
 * A coach's earnings statement, the same for the coach (workspace) and the operators (console): the
 * balance, a month's sessions with the fee, refunds, commission and share of each, the month's
 * totals, every month's totals, and the payouts; a month's statement is exported as CSV.
 */
export function EarningsStatement({
  earnings,
  month,
  onMonthChange,
  onExport,
  exporting = false,
  busy = false,
}: EarningsStatementProps) {
  const lineColumns = useLineColumns();
  const monthColumns = useMonthColumns();
  const payoutColumns = usePayoutColumns();
  const shownMonth = formatMonth(earnings.month);
  const total = earnings.months.find((entry) => entry.month === earnings.month);
  const ids = `earnings-${useId()}`;

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby={`${ids}-balance`} className="flex flex-col gap-3">
        <h2 id={`${ids}-balance`} className={sectionHeading}>
          Balance
        </h2>
        <BalanceFigures balance={earnings.balance} />
        <p className="text-xs text-fg-muted">
          The platform's commission is {earnings.commissionPercent}% of what the learner paid, less any
          refund.
        </p>
      </section>

      <section aria-labelledby={`${ids}-month`} className="flex flex-col gap-4">
        <h2 id={`${ids}-month`} className={sectionHeading}>
          Sessions of {shownMonth}
        </h2>
        <div className="flex flex-wrap items-end gap-3">
          <div className="w-full sm:w-56">
            <SelectField
              label="Month"
              value={month}
              options={monthOptions(earnings, month)}
              onChange={onMonthChange}
            />
          </div>
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={onExport}
            disabled={exporting}
            aria-busy={exporting || undefined}
          >
            Export CSV
          </button>
        </div>
        {total ? (
          <p className="text-sm text-fg-muted" aria-live="polite">
            {total.sessions} {total.sessions === 1 ? "session" : "sessions"} · fees {formatRupees(total.fees)}{" "}
            · refunded {formatRupees(total.refunded)} · commission {formatRupees(total.commission)} · share{" "}
            <strong className="text-fg">{formatRupees(total.share)}</strong>
          </p>
        ) : null}
        {earnings.lines.length === 0 ? (
          <EmptyNote>{coachEarningsMessages.noSessions}</EmptyNote>
        ) : (
          <DataTable
            caption={`Sessions of ${shownMonth}`}
            columns={lineColumns}
            data={earnings.lines}
            rowId={(line) => line.bookingId}
            busy={busy}
          />
        )}
      </section>

      {earnings.months.length > 0 ? (
        <section aria-labelledby={`${ids}-months`} className="flex flex-col gap-3">
          <h2 id={`${ids}-months`} className={sectionHeading}>
            Monthly totals
          </h2>
          <DataTable
            caption="Monthly totals, newest first"
            columns={monthColumns}
            data={earnings.months}
            rowId={(entry) => entry.month}
          />
        </section>
      ) : null}

      <section aria-labelledby={`${ids}-payouts`} className="flex flex-col gap-3">
        <h2 id={`${ids}-payouts`} className={sectionHeading}>
          Payouts
        </h2>
        {earnings.payouts.length === 0 ? (
          <EmptyNote>{coachEarningsMessages.noPayouts}</EmptyNote>
        ) : (
          <DataTable
            caption="Payouts, newest first"
            columns={payoutColumns}
            data={earnings.payouts}
            rowId={(payout) => payout._id}
          />
        )}
      </section>
    </div>
  );
}
