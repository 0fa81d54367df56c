import { localDate } from "../../../lib/local-date";

/** An ISO 8601 timestamp or a calendar date ("YYYY-MM-DD") as "5 Mar 2026"; "—" when unreadable. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return "—";
  const calendar = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  // A bare calendar date is a day, not an instant: read it in local time so it never shifts a day.
  const date = calendar
    ? new Date(Number(calendar[1]), Number(calendar[2]) - 1, Number(calendar[3]))
    : new Date(value);
  return Number.isNaN(date.getTime()) ? "—" : localDate(date);
}
