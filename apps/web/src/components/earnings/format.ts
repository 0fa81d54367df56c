import type { EarningLine, EarningStatus } from "@clutch/contract";
import { onFirstUse } from "../../lib/intl-formatters";
import { localDateTime, utcDate } from "../../lib/local-date";

const monthFormat = onFirstUse(
  () => new Intl.DateTimeFormat("en-IN", { month: "long", year: "numeric", timeZone: "UTC" }),
);
/** "February 2025" for `2025-02`. */
export function formatMonth(month: string) {
  const date = new Date(`${month}-01T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? month : monthFormat().format(date);
}

/** "5 Mar 2026, 2:30 pm", in the reader's own zone. */
export function formatStart(iso: string) {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "—" : localDateTime(date);
}

/** "28 Feb 2025" for a calendar day `2025-02-28`. */
export function formatDay(day: string) {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : utcDate(date);
}

export const EARNING_STATUS_LABELS: Record<EarningStatus, string> = {
  pending: "Pending",
  available: "Available",
  void: "Void",
};

export const SESSION_STATE_LABELS: Record<EarningLine["state"], string> = {
  CONFIRMED: "Confirmed",
  COMPLETED: "Completed",
  NO_SHOW: "Learner did not come",
  CANCELLED: "Cancelled",
};
