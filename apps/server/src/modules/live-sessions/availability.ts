import { SLOT_STEP_MINUTES } from "@clutch/contract";
import { Temporal } from "temporal-polyfill";

/** Weekly hours in the coach's zone: ISO weekday (1 = Monday) and local "HH:MM" times. */
interface WeeklyHours {
  weekday: number;
  startTime: string;
  endTime: string;
}

export interface Range {
  start: Date;
  end: Date;
}

export interface SlotQuery {
  timeZone: string;
  week: WeeklyHours[];
  durationMinutes: number;
  /** Slots start at or after this instant (already past now + the lead time) ... */
  from: Date;
  /** ... and before this one. */
  to: Date;
  /** Held or booked time of the coach: a slot that overlaps any of it (or comes within the buffer) is not free. */
  busy: Range[];
  /** Minutes kept free before and after each busy range. */
  bufferMinutes?: number;
  /** Whole local days off (YYYY-MM-DD, both ends included): no slot touches them. */
  timeOff?: DayRange[];
  /** At most this many sessions on one local day; a day that has them offers no slot. */
  dailyCap?: number | null;
  /** The sessions counted against the cap (every type; they may lie outside from–to); default `busy`. */
  booked?: Range[];
}

interface DayRange {
  firstDay: string;
  lastDay: string;
}

/** Minutes since local midnight of an "HH:MM" time ("24:00" is the end of the day, 1440). */
const minuteOfDay = (text: string) => {
  const [hours = 0, minutes = 0] = text.split(":").map(Number);
  return hours * 60 + minutes;
};
const timeAt = (minute: number) => new Temporal.PlainTime(Math.floor(minute / 60), minute % 60);

const overlaps = (a: Range, b: Range) => a.start < b.end && b.start < a.end;

/**
 * The free slots of a coach, as UTC ranges, ascending. The weekly hours are walked day by day in
 * the coach's own zone (Temporal), so a slot's local time is what the coach set whatever the
 * learner's zone does; on the coach's own daylight-saving days a local time that does not exist is
 * skipped and one that happens twice is taken once (its first occurrence).
 */
export function freeSlots(query: SlotQuery): Range[] {
  const zone = query.timeZone;
  const buffer = (query.bufferMinutes ?? 0) * 60_000;
  const blocked = [
    ...query.busy.map((busy) => ({
      start: new Date(busy.start.getTime() - buffer),
      end: new Date(busy.end.getTime() + buffer),
    })),
    ...(query.timeOff ?? []).map((off) => daysAsRange(off, zone)),
  ];
  const fullDays = capped(query.booked ?? query.busy, zone, query.dailyCap);
  const fromInstant = Temporal.Instant.fromEpochMilliseconds(query.from.getTime());
  const toInstant = Temporal.Instant.fromEpochMilliseconds(query.to.getTime());
  const firstDay = fromInstant.toZonedDateTimeISO(zone).toPlainDate().subtract({ days: 1 });
  const lastDay = toInstant.toZonedDateTimeISO(zone).toPlainDate();
  const slots: Range[] = [];

  for (let day = firstDay; Temporal.PlainDate.compare(day, lastDay) <= 0; day = day.add({ days: 1 })) {
    for (const hours of query.week.filter((w) => w.weekday === day.dayOfWeek)) {
      // Counted in minutes of the day, so a window ending at 24:00 offers the slot that ends at midnight.
      const windowEnd = minuteOfDay(hours.endTime);
      for (
        let minute = minuteOfDay(hours.startTime);
        minute + query.durationMinutes <= windowEnd;
        minute += SLOT_STEP_MINUTES
      ) {
        const local = day.toPlainDateTime(timeAt(minute));
        const start = local.toZonedDateTime(zone, { disambiguation: "earlier" });
        // A local time inside a spring-forward gap does not exist on that day: no slot.
        if (!start.toPlainDateTime().equals(local)) continue;
        const slot = {
          start: new Date(start.epochMilliseconds),
          end: new Date(start.add({ minutes: query.durationMinutes }).epochMilliseconds),
        };
        if (slot.start < query.from || slot.start >= query.to) continue;
        if (fullDays.has(day.toString())) continue;
        if (blocked.some((busy) => overlaps(busy, slot))) continue;
        slots.push(slot);
      }
    }
  }
  return slots.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** Local days, both ends included, as the instants from the first one's start to the end of the last. */
function daysAsRange({ firstDay, lastDay }: DayRange, zone: string): Range {
  const start = Temporal.PlainDate.from(firstDay).toZonedDateTime({ timeZone: zone });
  const end = Temporal.PlainDate.from(lastDay).add({ days: 1 }).toZonedDateTime({ timeZone: zone });
  return { start: new Date(start.epochMilliseconds), end: new Date(end.epochMilliseconds) };
}

const localDayOf = (at: Date, zone: string) =>
  Temporal.Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(zone).toPlainDate().toString();

/** The local days (YYYY-MM-DD) that already have `cap` sessions. */
function capped(booked: Range[], zone: string, cap: number | null | undefined): Set<string> {
  if (!cap) return new Set();
  const perDay = new Map<string, number>();
  for (const session of booked) {
    const day = localDayOf(session.start, zone);
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  return new Set([...perDay].filter(([, sessions]) => sessions >= cap).map(([day]) => day));
}

/**
 * Whether a session lies inside the weekly hours, in the zone: within one period of its local
 * start's weekday (a period ending at 24:00 covers a session that ends at midnight).
 */
export function withinWeeklyHours(range: Range, week: WeeklyHours[], zone: string): boolean {
  const start = Temporal.Instant.fromEpochMilliseconds(range.start.getTime()).toZonedDateTimeISO(zone);
  const end = Temporal.Instant.fromEpochMilliseconds(range.end.getTime()).toZonedDateTimeISO(zone);
  const startMinute = start.hour * 60 + start.minute;
  const days = start.toPlainDate().until(end.toPlainDate()).days;
  const endMinute = days * 1440 + end.hour * 60 + end.minute;
  return week.some(
    (period) =>
      period.weekday === start.dayOfWeek &&
      minuteOfDay(period.startTime) <= startMinute &&
      endMinute <= minuteOfDay(period.endTime),
  );
}

/** The session's date and "HH:MM-HH:MM" in a zone (the coach's, for `info`). */
export function localInfo(range: Range, timeZone: string) {
  const start = Temporal.Instant.fromEpochMilliseconds(range.start.getTime()).toZonedDateTimeISO(timeZone);
  const end = Temporal.Instant.fromEpochMilliseconds(range.end.getTime()).toZonedDateTimeISO(timeZone);
  const hhmm = (t: Temporal.ZonedDateTime) =>
    `${String(t.hour).padStart(2, "0")}:${String(t.minute).padStart(2, "0")}`;
  return { date: start.toPlainDate().toString(), time: `${hhmm(start)}-${hhmm(end)}` };
}

/** Whether a zone name is one the time-zone database knows. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    Temporal.Now.zonedDateTimeISO(timeZone);
    return true;
  } catch {
    return false;
  }
}
