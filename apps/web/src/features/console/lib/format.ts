import type { EditorRow } from "@clutch/contract";
import { onFirstUse } from "../../../lib/intl-formatters";
import { localDate, localDateTime, utcDate } from "../../../lib/local-date";

const format = (write: (date: Date) => string) => (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "—" : write(date);
};

/** "5 Mar 2026" */
export const formatDate = format(localDate);
/** "5 Mar 2026, 2:30 pm" */
export const formatDateTime = format(localDateTime);

type Badge = { label: string; tone: "live" | "pending" | "off" };

/** Where an item stands, as the badges of its row: live, or what keeps it from the public. */
export function statusBadges(row: Pick<EditorRow, "isApproved" | "disabled" | "deletedAt">): Badge[] {
  if (row.deletedAt) return [{ label: "Deleted", tone: "off" }];
  const badges: Badge[] = [];
  if (row.isApproved === false) badges.push({ label: "Pending approval", tone: "pending" });
  if (row.disabled) badges.push({ label: "Disabled", tone: "off" });
  return badges.length > 0 ? badges : [{ label: "Live", tone: "live" }];
}

const monthFormat = onFirstUse(
  () => new Intl.DateTimeFormat("en-IN", { month: "short", year: "numeric", timeZone: "UTC" }),
);
/** A report bucket by its first day (`YYYY-MM-DD`): "10 Mar 2024", "Week of 4 Mar 2024", "Mar 2024". */
export function formatBucket(start: string, granularity: "day" | "week" | "month") {
  const date = new Date(`${start}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return start;
  if (granularity === "month") return monthFormat().format(date);
  return granularity === "week" ? `Week of ${utcDate(date)}` : utcDate(date);
}
/** "25%" or "12.5%"; "—" without a rate. */
export const formatRate = (rate: number | null) => (rate === null ? "—" : `${Math.round(rate * 1000) / 10}%`);
