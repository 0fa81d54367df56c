import type { EditorRow } from "@clutch/contract";
import { statusBadges } from "../../lib/format";

const TONES = {
  live: "border-success-400/40 bg-success-400/10 text-success-400",
  pending: "border-highlight-400/40 bg-highlight-400/10 text-highlight-300",
  off: "border-danger-400/40 bg-danger-400/10 text-danger-300",
} as const;

/** An item's status as small badges (Live, Pending approval, Disabled, Deleted). */
export function StatusBadges({ row }: { row: Pick<EditorRow, "isApproved" | "disabled" | "deletedAt"> }) {
  return (
    <ul className="flex flex-wrap gap-1.5">
      {statusBadges(row).map((badge) => (
        <li
          key={badge.label}
          className={`rounded-chip border px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[badge.tone]}`}
        >
          {badge.label}
        </li>
      ))}
    </ul>
  );
}
