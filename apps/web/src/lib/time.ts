/*
 * Dates and times of live sessions, in the learner's time zone (the browser's) or the coach's, with
 * the browser's own Intl: it converts between zones, so no date library is needed. Every instant
 * on the wire is UTC (docs/product.md#live-sessions); `timeZone` undefined means the browser's zone.
 * Written the Indian English way, as the rest of the site ("Tue, 10 Mar", "7:00 PM IST").
 */

const LOCALE = "en-IN";

/** The browser's IANA time zone ("Asia/Kolkata"), or undefined when it does not say. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

const cache = new Map<string, Intl.DateTimeFormat>();

/** One formatter per locale options and zone, built once (building one is the costly part). */
function formatter(options: Intl.DateTimeFormatOptions, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${timeZone ?? ""}|${JSON.stringify(options)}`;
  let found = cache.get(key);
  if (!found) {
    try {
      found = new Intl.DateTimeFormat(LOCALE, { ...options, timeZone });
    } catch {
      // A zone this browser does not know: UTC rather than a broken page.
      found = new Intl.DateTimeFormat(LOCALE, { ...options, timeZone: "UTC" });
    }
    cache.set(key, found);
  }
  return found;
}

function format(iso: string, options: Intl.DateTimeFormatOptions, timeZone: string | undefined): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "—";
  return formatter(options, timeZone)
    .formatToParts(date)
    .map((part) => (part.type === "dayPeriod" ? part.value.toUpperCase() : part.value))
    .join("");
}

const TIME: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit", hour12: true };

/** "7:00 PM". */
export function timeOf(iso: string, timeZone?: string): string {
  return format(iso, TIME, timeZone);
}

/** "7:00 PM IST" (the zone's short name, or its offset: "9:30 AM GMT-4"). */
export function timeWithZone(iso: string, timeZone?: string): string {
  return format(iso, { ...TIME, timeZoneName: "short" }, timeZone);
}

/** "7:00 PM – 8:00 PM". */
export function timeRange(start: string, end: string, timeZone?: string): string {
  return `${timeOf(start, timeZone)} – ${timeOf(end, timeZone)}`;
}

/** "7:00 PM – 8:00 PM IST". */
export function timeRangeWithZone(start: string, end: string, timeZone?: string): string {
  return `${timeOf(start, timeZone)} – ${timeWithZone(end, timeZone)}`;
}

/** "Tue, 10 Mar": a day heading of the slot list. */
export function dayOf(iso: string, timeZone?: string): string {
  return format(iso, { weekday: "short", day: "numeric", month: "short" }, timeZone);
}

/** "Tue, 10 Mar 2026". */
export function dateOf(iso: string, timeZone?: string): string {
  return format(iso, { weekday: "short", day: "numeric", month: "short", year: "numeric" }, timeZone);
}

/** The calendar day of an instant in a zone, "2026-03-10": slots are grouped by it. */
export function dayKey(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const parts = formatter({ year: "numeric", month: "2-digit", day: "2-digit" }, timeZone).formatToParts(
    date,
  );
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** The browser's time zone by its long name at `iso` ("India Standard Time"), for "times are in ...". */
export function zoneName(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const parts = formatter({ timeZoneName: "long" }, timeZone).formatToParts(date);
  return parts.find((part) => part.type === "timeZoneName")?.value ?? "";
}

const WALL_CLOCK: Intl.DateTimeFormatOptions = {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
};

/**
 * Whether two zones show the same date and time at this instant. Compared per instant rather than
 * by name: "Asia/Calcutta" and "Asia/Kolkata" are one zone, and two zones may agree in winter only.
 */
export function sameWallClock(iso: string, zoneA: string | undefined, zoneB: string | undefined): boolean {
  return format(iso, WALL_CLOCK, zoneA) === format(iso, WALL_CLOCK, zoneB);
}

/**
 * The coach's local time of an instant ("9:30 AM GMT-4"; "Wed 12:30 AM GMT+11" when it is another
 * day there), or null when the learner's clock says the same.
 */
export function coachTimeOf(iso: string, coachZone: string, learnerZone?: string): string | null {
  if (sameWallClock(iso, coachZone, learnerZone)) return null;
  const time = timeWithZone(iso, coachZone);
  if (dayKey(iso, coachZone) === dayKey(iso, learnerZone)) return time;
  return `${format(iso, { weekday: "short" }, coachZone)} ${time}`;
}

/** "10 Mar 2026": the bookings table's date. */
export function shortDateOf(iso: string, timeZone?: string): string {
  return format(iso, { day: "numeric", month: "short", year: "numeric" }, timeZone);
}

/**
 * The coach's local time of a session ("9:30 AM – 10:30 AM GMT-4", with the day when it differs
 * from the learner's), or null when the learner's clock says the same.
 */
export function coachRangeOf(
  start: string,
  end: string,
  coachZone: string,
  learnerZone?: string,
): string | null {
  const from = coachTimeOf(start, coachZone, learnerZone);
  if (from === null) return null;
  const day = dayKey(start, coachZone) === dayKey(start, learnerZone) ? "" : `${dateOf(start, coachZone)}, `;
  return `${day}${timeRangeWithZone(start, end, coachZone)}`;
}
