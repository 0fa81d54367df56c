import { afterEach, describe, expect, it } from "vitest";
import { localDate, localDateTime, utcDate } from "./local-date";

const originalZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalZone;
});

/** Instants spread over 2000–2040, every minute of the day and every month met. */
function instants(count: number): Date[] {
  const start = Date.UTC(2000, 0, 1);
  const span = Date.UTC(2040, 0, 1) - start;
  return Array.from(
    { length: count },
    (_, i) => new Date(start + Math.floor(((i * 7919) % count) * (span / count)) + i * 61_000),
  );
}

describe("localDate, utcDate and localDateTime", () => {
  const epochIn = {
    "Asia/Kolkata": "1 Jan 1970, 5:30 am",
    UTC: "1 Jan 1970, 12:00 am",
    "America/New_York": "31 Dec 1969, 7:00 pm",
    "Pacific/Chatham": "1 Jan 1970, 12:45 pm",
  };
  for (const [zone, epoch] of Object.entries(epochIn)) {
    it(`write what Intl's en-IN medium date and short time write, in ${zone}`, () => {
      process.env.TZ = zone;
      expect(localDateTime(new Date(0))).toBe(epoch);
      const date = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium" });
      const dateTime = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short" });
      const utcDay = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "UTC" });
      for (const instant of instants(3000)) {
        expect(utcDate(instant)).toBe(utcDay.format(instant));
        expect(localDate(instant)).toBe(date.format(instant));
        expect(localDateTime(instant)).toBe(dateTime.format(instant));
      }
    });
  }

  it("writes midnight and noon as 12", () => {
    process.env.TZ = "UTC";
    expect(localDateTime(new Date("2026-09-15T00:05:00Z"))).toBe("15 Sept 2026, 12:05 am");
    expect(localDateTime(new Date("2026-03-05T12:30:00Z"))).toBe("5 Mar 2026, 12:30 pm");
  });
});
