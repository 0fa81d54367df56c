import type { OrderTimelineEntry } from "@clutch/contract";
import { eventLabel, formatMoment, REFUND_STATE_LABELS, rupees, sourceLabel } from "../../lib/order-labels";

function EntryText({ entry }: { entry: OrderTimelineEntry }) {
  if (entry.type === "refund") {
    const { refund } = entry;
    return (
      <>
        <p className="font-semibold text-fg">
          {refund.full ? "Full refund" : "Partial refund"} of {rupees(refund.amount)}:{" "}
          {REFUND_STATE_LABELS[refund.status]}
        </p>
        <p className="text-xs break-words">
          {refund.requestedBy ? `By ${refund.requestedBy.email}. ` : ""}Reason: {refund.reason}
        </p>
      </>
    );
  }
  return (
    <>
      <p className="font-semibold text-fg">{eventLabel(entry.event)}</p>
      <p className="text-xs break-words">
        Seen by {sourceLabel(entry.source)}
        {entry.fromStatus && entry.toStatus && entry.fromStatus !== entry.toStatus
          ? ` · ${entry.fromStatus} → ${entry.toStatus}`
          : ""}
        {entry.amount !== null ? ` · ₹${entry.amount}` : ""}
        {entry.providerPaymentId ? ` · payment ${entry.providerPaymentId}` : ""}
        {entry.note ? ` · ${entry.note}` : ""}
      </p>
    </>
  );
}

/** An order's recorded events and refunds, oldest first, each with its time. */
export function OrderTimeline({ entries }: { entries: OrderTimelineEntry[] }) {
  return (
    <ol className="flex flex-col gap-3 border-l border-surface-border pl-4">
      {entries.map((entry, index) => (
        <li
          // Entries have no id of their own; their order never changes.
          // biome-ignore lint/suspicious/noArrayIndexKey: the timeline is append-only
          key={index}
          className="relative text-sm text-fg-muted before:absolute before:top-1.5 before:-left-[1.3rem] before:size-2 before:rounded-full before:bg-brand-400/70"
        >
          <time dateTime={entry.at} className="text-xs tabular-nums">
            {formatMoment(entry.at)}
          </time>
          <EntryText entry={entry} />
        </li>
      ))}
    </ol>
  );
}
