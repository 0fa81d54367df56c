import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { freeSlots, withinWeeklyHours } from "../../src/modules/live-sessions/availability";
import { sessionCalendar } from "../../src/modules/live-sessions/calendar";
import { cancellationMail, type SessionMailFacts } from "../../src/modules/live-sessions/mails";

describe("freeSlots", () => {
  const at = (iso: string) => new Date(iso);

  it("offers the slot that ends at midnight when the hours run to 24:00", () => {
    // 2030-01-07 is a Monday; Asia/Kolkata is UTC+05:30 all year.
    const slots = freeSlots({
      timeZone: "Asia/Kolkata",
      week: [{ weekday: 1, startTime: "22:00", endTime: "24:00" }],
      durationMinutes: 60,
      from: at("2030-01-07T00:00:00Z"),
      to: at("2030-01-08T00:00:00Z"),
      busy: [],
    });
    expect(slots.map((s) => [s.start.toISOString(), s.end.toISOString()])).toEqual([
      ["2030-01-07T16:30:00.000Z", "2030-01-07T17:30:00.000Z"], // 22:00–23:00 IST
      ["2030-01-07T17:00:00.000Z", "2030-01-07T18:00:00.000Z"], // 22:30–23:30
      ["2030-01-07T17:30:00.000Z", "2030-01-07T18:30:00.000Z"], // 23:00–24:00
    ]);
  });

  it("offers nothing that would run past the window's end", () => {
    const slots = freeSlots({
      timeZone: "Asia/Kolkata",
      week: [{ weekday: 1, startTime: "23:30", endTime: "24:00" }],
      durationMinutes: 60,
      from: at("2030-01-07T00:00:00Z"),
      to: at("2030-01-08T00:00:00Z"),
      busy: [],
    });
    expect(slots).toEqual([]);
  });
});

describe("freeSlots with a coach's time off, buffer and daily cap, on a daylight-saving day", () => {
  // 2026-11-01, a Sunday, New York falls back: 01:00–02:00 happens twice (EDT, then EST).
  const zone = "America/New_York";
  const iso = (slots: { start: Date }[]) => slots.map((s) => s.start.toISOString());
  const sunday = { weekday: 7, startTime: "00:00", endTime: "04:00" };

  it("keeps the buffer around a session on the day the clocks go back", () => {
    const query = {
      timeZone: zone,
      week: [sunday],
      durationMinutes: 60,
      from: new Date("2026-11-01T00:00:00Z"),
      to: new Date("2026-11-02T00:00:00Z"),
      // 02:00–03:00 EST.
      busy: [{ start: new Date("2026-11-01T07:00:00Z"), end: new Date("2026-11-01T08:00:00Z") }],
    };
    // 00:00, 00:30, 01:00 and 01:30 EDT (the first 01:00 only), then 03:00 EST after the session.
    const plain = ["04:00", "04:30", "05:00", "05:30", "08:00"].map((hhmm) => `2026-11-01T${hhmm}:00.000Z`);
    expect(iso(freeSlots(query))).toEqual(plain);
    // 30 minutes kept after 03:00 EST: the 03:00 slot goes; 01:30 EDT ends 06:30Z, 30 minutes before.
    expect(iso(freeSlots({ ...query, bufferMinutes: 30 }))).toEqual(plain.slice(0, 4));
    // 60 minutes kept: 01:30 EDT (ends 06:30Z, 30 minutes before 02:00 EST) goes too.
    expect(iso(freeSlots({ ...query, bufferMinutes: 60 }))).toEqual(plain.slice(0, 3));
  });

  it("offers nothing on a day off, all 25 hours of it, and the days around it as usual", () => {
    const slots = freeSlots({
      timeZone: zone,
      week: [
        { weekday: 6, startTime: "23:00", endTime: "24:00" },
        sunday,
        { weekday: 1, startTime: "00:00", endTime: "01:00" },
      ],
      durationMinutes: 60,
      from: new Date("2026-10-31T00:00:00Z"),
      to: new Date("2026-11-03T00:00:00Z"),
      busy: [],
      timeOff: [{ firstDay: "2026-11-01", lastDay: "2026-11-01" }],
    });
    expect(iso(slots)).toEqual([
      "2026-11-01T03:00:00.000Z", // Saturday 23:00–24:00 EDT, ends as the day off begins
      "2026-11-02T05:00:00.000Z", // Monday 00:00 EST, as the 25-hour day off ends
    ]);
  });

  it("offers no more slots on a local day that has its cap of sessions", () => {
    const query = {
      timeZone: zone,
      week: [
        { weekday: 6, startTime: "09:00", endTime: "12:00" },
        { weekday: 1, startTime: "09:00", endTime: "10:00" },
      ],
      durationMinutes: 60,
      from: new Date("2026-10-31T00:00:00Z"),
      to: new Date("2026-11-03T00:00:00Z"),
      busy: [],
      // Saturday 11:00–12:00 EDT, counted whatever its session type.
      booked: [{ start: new Date("2026-10-31T15:00:00Z"), end: new Date("2026-10-31T16:00:00Z") }],
    };
    expect(iso(freeSlots({ ...query, dailyCap: 1 }))).toEqual(["2026-11-02T14:00:00.000Z"]);
    expect(iso(freeSlots({ ...query, dailyCap: 2 }))).toHaveLength(6);
    expect(iso(freeSlots({ ...query, dailyCap: null }))).toHaveLength(6);
  });

  it("tells whether a session lies inside the weekly hours in the coach's zone", () => {
    const range = { start: new Date("2026-11-01T07:00:00Z"), end: new Date("2026-11-01T08:00:00Z") };
    expect(withinWeeklyHours(range, [sunday], zone)).toBe(true); // 02:00–03:00 EST
    expect(withinWeeklyHours(range, [{ ...sunday, endTime: "02:30" }], zone)).toBe(false);
    expect(withinWeeklyHours(range, [sunday], "UTC")).toBe(false); // 07:00–08:00 UTC
  });
});

describe("the cancellation e-mail", () => {
  const facts: SessionMailFacts = {
    to: "learner@example.com",
    userName: "Asha",
    title: "1:1 Valorant coaching",
    coachName: "Arjun Mehta",
    start: new Date("2030-01-07T12:30:00Z"),
    end: new Date("2030-01-07T13:30:00Z"),
    coachTimeZone: "Asia/Kolkata",
    learnerTimeZone: null,
    price: 1499,
    manageUrl: "http://localhost/profile/bookings",
    meetingUrl: "https://meet.example/ClutchAcademy-room",
  };
  const text = (mail: ReturnType<typeof cancellationMail>) => String(mail.text);

  it("says the fee is refunded when the provider took the refund", () => {
    const mail = cancellationMail(facts, { amount: 1499, status: "REFUNDED" }, "BEGIN:VCALENDAR");
    expect(text(mail)).toContain("INR 1,499 is refunded to your original payment method.");
  });

  it("says the refund is on its way, not done, while it is pending", () => {
    const mail = cancellationMail(facts, { amount: 1499, status: "PENDING" }, "BEGIN:VCALENDAR");
    expect(text(mail)).not.toMatch(/is refunded/);
    expect(text(mail)).toContain(
      "Your refund of INR 1,499 to your original payment method is being processed",
    );
  });

  it("attaches the calendar file as a cancellation", () => {
    const mail = cancellationMail(facts, { amount: 1499, status: "REFUNDED" }, "BEGIN:VCALENDAR");
    expect(mail.attachments).toEqual([
      {
        filename: "session.ics",
        content: "BEGIN:VCALENDAR",
        contentType: "text/calendar; charset=utf-8; method=CANCEL",
      },
    ]);
  });
});

describe("the session's calendar file", () => {
  const session = (start: string, end: string, timeZone: string) => ({
    id: "booking-1",
    title: "1:1 coaching",
    coachName: "A Coach",
    start: new Date(start),
    end: new Date(end),
    timeZone,
    topicsCovered: [],
    sequence: 3,
    url: "http://localhost/profile/bookings",
    host: "localhost",
  });

  for (const [timeZone, start, end, wallClock] of [
    ["Asia/Kolkata", "2030-01-07T12:30:00.000Z", "2030-01-07T13:30:00.000Z", "20300107T180000"],
    ["Europe/London", "2030-07-02T16:00:00.000Z", "2030-07-02T17:00:00.000Z", "20300702T170000"],
  ] as const) {
    it(`writes the start as the coach's wall-clock time with its zone (${timeZone}) and DTSTAMP in UTC`, () => {
      const text = sessionCalendar(session(start, end, timeZone));
      expect(text).toContain(`DTSTART;TZID=${timeZone}:${wallClock}`);
      expect(text).toMatch(/^DTSTAMP:\d{8}T\d{6}Z\r?$/m);
      const component = new ICAL.Component(ICAL.parse(text));
      const zone = component.getFirstSubcomponent("vtimezone");
      if (zone) ICAL.TimezoneService.register(zone);
      const event = new ICAL.Event(component.getFirstSubcomponent("vevent") ?? undefined);
      expect(event.startDate.toJSDate().toISOString()).toBe(start);
      expect(event.endDate.toJSDate().toISOString()).toBe(end);
    });
  }

  it("cancels the same event: METHOD:CANCEL, STATUS:CANCELLED, same UID", () => {
    const text = sessionCalendar({
      ...session("2030-01-07T12:30:00.000Z", "2030-01-07T13:30:00.000Z", "Asia/Kolkata"),
      cancelled: true,
    });
    expect(text).toMatch(/^METHOD:CANCEL\r?$/m);
    expect(text).toMatch(/^STATUS:CANCELLED\r?$/m);
    expect(text).toMatch(/^UID:booking-1@localhost\r?$/m);
  });

  it("carries the meeting room in LOCATION and URL, folded at 75 octets and escaped, read back whole", () => {
    const room = `https://meet.example.com/ClutchAcademy-${"0123456789abcdef".repeat(4)}`;
    const notes = "What they want to work on: peeks, pre-aim; and crosshair, please";
    const text = sessionCalendar({
      ...session("2030-01-07T12:30:00.000Z", "2030-01-07T13:30:00.000Z", "Asia/Kolkata"),
      meetingUrl: room,
      details: [notes],
    });
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(text).toContain("peeks\\, pre-aim\\;");
    const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent");
    expect(vevent?.getFirstPropertyValue("location")).toBe(room);
    expect(vevent?.getFirstPropertyValue("url")).toBe(room);
    expect(String(vevent?.getFirstPropertyValue("description"))).toContain(notes);
  });
});
