import type { ContactStatus } from "@clutch/contract";

export const MESSAGE_STATUS_LABELS: Record<ContactStatus, string> = {
  new: "New",
  answered: "Answered",
  closed: "Closed",
};

const TONES: Record<ContactStatus, string> = {
  new: "border-highlight-400/40 bg-highlight-400/10 text-highlight-300",
  answered: "border-success-400/40 bg-success-400/10 text-success-400",
  closed: "border-surface-border-strong bg-white/5 text-fg-muted",
};

/** Where a contact message stands, as a small badge. */
export function MessageStatusBadge({ status }: { status: ContactStatus }) {
  return (
    <span
      className={`inline-block rounded-chip border px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[status]}`}
    >
      {MESSAGE_STATUS_LABELS[status]}
    </span>
  );
}
