import type { Slot } from "@clutch/contract";
import { beforeEach, vi } from "vitest";
import { browserTimeZone } from "../../../lib/time";
import { ok } from "../../../test/fake-network";

/** The moment the tests run at: their clock is fixed there, timers run as usual. */
export const NOW = Date.parse("2026-03-10T06:00:00.000Z");
export const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
export const LEARNER_ZONE = browserTimeZone() ?? "UTC";

/** Fixes `Date` at NOW for each test of the file that calls it (the render helper lets it go). */
export function fixTheClock(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
  });
}

/** A one-hour slot `hours` after NOW. */
export function slotIn(hours: number): Slot {
  const start = NOW + hours * HOUR_MS;
  return { start: new Date(start).toISOString(), end: new Date(start + HOUR_MS).toISOString() };
}

/** The availability answer: these free slots, in the coach's zone. */
export const availability = (data: Slot[], timeZone = LEARNER_ZONE) => ok({ success: true, timeZone, data });
