import { describe, expect, it } from "vitest";
import * as time from "../../../lib/time";
import { availabilityRange, groupByDay, rangeEnd } from "./slots";

/** Intl puts a narrow no-break space before AM/PM (it keeps "7:00 PM" on one line): read it as a space. */
const plain =
  <Args extends unknown[]>(format: (...args: Args) => string | null) =>
  (...args: Args) =>
    format(...args)?.replace(/\s/g, " ") ?? null;
const timeOf = plain(time.timeOf);
const timeWithZone = plain(time.timeWithZone);
const coachTimeOf = plain(time.coachTimeOf);
const coachRangeOf = plain(time.coachRangeOf);
const { dayKey, dayOf, sameWallClock } = time;

const KOLKATA = "Asia/Kolkata";
const LONDON = "Europe/London";
const NEW_YORK = "America/New_York";

describe("session times in the learner's and the coach's zones (docs/product.md#live-sessions)", () => {
  it("writes times the Indian English way, with upper-case AM/PM and the zone's short name", () => {
    const instant = "2026-03-10T13:30:00.000Z";
    expect(timeOf(instant, KOLKATA)).toBe("7:00 PM");
    expect(timeWithZone(instant, KOLKATA)).toBe("7:00 PM IST");
    expect(dayOf(instant, KOLKATA)).toBe("Tue, 10 Mar");
    expect(dayKey(instant, KOLKATA)).toBe("2026-03-10");
  });

  it("shows the coach's time only when the two clocks differ, with the day when it is another one there", () => {
    const instant = "2026-03-10T13:30:00.000Z";
    expect(coachTimeOf(instant, KOLKATA, "Asia/Calcutta")).toBeNull();
    expect(coachTimeOf(instant, KOLKATA, LONDON)).toBe("7:00 PM IST");
    // 02:00 in Kolkata on the 11th is still the 10th in New York.
    const late = "2026-03-10T20:30:00.000Z";
    expect(coachTimeOf(late, KOLKATA, NEW_YORK)).toBe("Wed 2:00 AM IST");
    expect(coachRangeOf(late, "2026-03-10T21:30:00.000Z", KOLKATA, NEW_YORK)).toBe(
      "Wed, 11 Mar, 2026, 2:00 AM – 3:00 AM IST",
    );
  });

  it("compares clocks per instant: London agrees with UTC in winter only", () => {
    expect(sameWallClock("2026-01-15T12:00:00Z", LONDON, "UTC")).toBe(true);
    expect(sameWallClock("2026-07-15T12:00:00Z", LONDON, "UTC")).toBe(false);
  });

  it("groups slots by the learner's calendar day, each once, in time order", () => {
    const early = { start: "2026-03-10T17:30:00.000Z", end: "2026-03-10T18:00:00.000Z" };
    const late = { start: "2026-03-10T18:30:00.000Z", end: "2026-03-10T19:00:00.000Z" };
    // In Kolkata the second slot is past midnight: another day. In London both are on the 10th.
    expect(groupByDay([{ data: [early, late] }], KOLKATA).map((day) => [day.key, day.slots.length])).toEqual([
      ["2026-03-10", 1],
      ["2026-03-11", 1],
    ]);
    // Pages overlap at their boundary: a slot in both is listed once.
    expect(groupByDay([{ data: [late] }, { data: [early, late] }], LONDON).map((day) => day.slots)).toEqual([
      [early, late],
    ]);
  });

  it("asks for back-to-back ranges of 14 days from the moment the picker opened", () => {
    const anchor = "2026-03-10T10:00:00.000Z";
    expect(availabilityRange(anchor, 0)).toEqual({ to: "2026-03-24T10:00:00.000Z" });
    expect(availabilityRange(anchor, 1)).toEqual({
      from: "2026-03-24T10:00:00.000Z",
      to: "2026-04-07T10:00:00.000Z",
    });
    expect(rangeEnd(anchor, 2)).toBe("2026-04-07T10:00:00.000Z");
  });
});
