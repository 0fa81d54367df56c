import type { EditorRow } from "@clutch/contract";

const dateFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium" });
const dateTimeFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short" });

const format = (formatter: Intl.DateTimeFormat) => (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "—" : formatter.format(date);
};

/** "5 Mar 2026" */
export const formatDate = format(dateFormat);
/** "5 Mar 2026, 2:30 pm" */
export const formatDateTime = format(dateTimeFormat);

type Badge = { label: string; tone: "live" | "pending" | "off" };

/** Where an item stands, as the badges of its row: live, or what keeps it from the public. */
export function statusBadges(row: Pick<EditorRow, "isApproved" | "disabled" | "deletedAt">): Badge[] {
  if (row.deletedAt) return [{ label: "Deleted", tone: "off" }];
  const badges: Badge[] = [];
  if (row.isApproved === false) badges.push({ label: "Pending approval", tone: "pending" });
  if (row.disabled) badges.push({ label: "Disabled", tone: "off" });
  return badges.length > 0 ? badges : [{ label: "Live", tone: "live" }];
}
