import { AVAILABILITY_DEFAULT_DAYS, type Slot } from "@clutch/contract";
import { dayKey, dayOf } from "../../../lib/time";

/** The days one page of free slots covers: the server's default range. */
const SLOT_PAGE_DAYS = AVAILABILITY_DEFAULT_DAYS;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Which free slots the picker asks for: a coach, a session type, from the moment it opened. */
export type AvailabilityArgs = { coachId: string; sessionTypeId: string; anchor: string };

/** "Now", to the minute: the start of the picker's first range (and its cache key). */
export function availabilityAnchor(now = Date.now()): string {
  return new Date(Math.floor(now / 60_000) * 60_000).toISOString();
}

/**
 * The range of page `page` (0, 1, ...): 14 days each, back to back from `anchor`. The first leaves
 * `from` to the server (now), so it never asks about a moment already past.
 */
export function availabilityRange(anchor: string, page: number): { from?: string; to: string } {
  const start = new Date(anchor).getTime() + page * SLOT_PAGE_DAYS * DAY_MS;
  const to = new Date(start + SLOT_PAGE_DAYS * DAY_MS).toISOString();
  return page === 0 ? { to } : { from: new Date(start).toISOString(), to };
}

/** The end of the last loaded range: "no free slots until" then. */
export function rangeEnd(anchor: string, pages: number): string {
  return new Date(new Date(anchor).getTime() + pages * SLOT_PAGE_DAYS * DAY_MS).toISOString();
}

export type SlotDay = { key: string; label: string; slots: Slot[] };

/**
 * Slots of every loaded page, one entry per calendar day in `timeZone` (the learner's), in time
 * order; a slot on the boundary of two pages is listed once.
 */
export function groupByDay(pages: readonly { data: readonly Slot[] }[], timeZone?: string): SlotDay[] {
  const seen = new Set<string>();
  const slots: Slot[] = [];
  for (const page of pages) {
    for (const slot of page.data) {
      if (seen.has(slot.start)) continue;
      seen.add(slot.start);
      slots.push(slot);
    }
  }
  slots.sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  const days: SlotDay[] = [];
  for (const slot of slots) {
    const key = dayKey(slot.start, timeZone);
    const last = days.at(-1);
    if (last && last.key === key) last.slots.push(slot);
    else days.push({ key, label: dayOf(slot.start, timeZone), slots: [slot] });
  }
  return days;
}
