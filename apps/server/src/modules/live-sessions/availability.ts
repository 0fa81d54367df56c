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
  /** Held or booked time of the coach: a slot that overlaps any of it is not free. */
  busy: Range[];
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
        if (query.busy.some((busy) => overlaps(busy, slot))) continue;
        slots.push(slot);
      }
    }
  }
  return slots.sort((a, b) => a.start.getTime() - b.start.getTime());
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
