import {
  BOOKING_LEAD_HOURS,
  BOOKING_NOTES_MAX,
  CANCEL_NOTICE_HOURS,
  HOLD_MINUTES,
  messages,
} from "@clutch/contract";
import { and, eq, ne, sql } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as t from "../../src/db/schema";
import { demoIds } from "../../src/db/seed";
import { createLiveSessionsRepository, isSlotTaken } from "../../src/modules/live-sessions/repository";
import type { TestServer } from "./harness";
import { signedInAccount } from "./support/accounts";
import { runSessionJobs } from "./support/bookings";
import { roundTheClockCoach, sessionTypeOf } from "./support/coaches";
import { closeServerWithMail, startServerWithMail } from "./support/server-with-mail";
import { calendarAttachment, type SmtpCapture } from "./support/smtp-capture";

let server: TestServer;
let smtp: SmtpCapture;

beforeAll(async () => {
  ({ server, smtp } = await startServerWithMail());
});
afterAll(() => closeServerWithMail(server, smtp));

/**
 * A coach of this file only, free every day 00:00–24:00 in London: a slot is always there 3 or 30
 * hours ahead whatever time the tests run, and the window's end at midnight counts.
 */
const ALL_DAY_COACH = "test-coach-all-day";
const ALL_DAY_TYPE = sessionTypeOf(ALL_DAY_COACH);
beforeAll(async () => {
  await roundTheClockCoach(
    server,
    { id: ALL_DAY_COACH, name: "Round-the-clock Coach", timeZone: "Europe/London" },
    { price: 999, title: "Any-hour coaching", level: "Intermediate" },
  );
});

const app = () => server.server.app;
const db = () => app().database.db;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const IST_COACH = demoIds.coach("arjun-mehta"); // Asia/Kolkata: Mon–Fri 18:00–22:00, Sat 10:00–13:00
const LONDON_COACH = demoIds.coach("daniel-okafor"); // Europe/London: Tue–Thu 17:00–21:00, Sat 10:00–16:00
const typeOf = (coachKey: string, index: number) => demoIds.sessionType(coachKey, index);

async function coach(id: string) {
  return (await server.request(`/api/coach/${id}`)).body.data as {
    timeZone: string;
    sessionTypes: { _id: string; durationMinutes: number; price: number; title: string }[];
  };
}
const availability = (coachId: string, sessionType: string, range: { from?: string; to?: string } = {}) =>
  server.request(`/api/coach/${coachId}/availability?${new URLSearchParams({ sessionType, ...range })}`);

const learner = () => signedInAccount(server, smtp);
type Learner = Awaited<ReturnType<typeof learner>>;

const book = (who: Learner, body: object) =>
  server.request("/api/live-sessions", { method: "POST", headers: who.auth, json: body });
const complete = (sessionId: string, outcome: "success" | "failure") =>
  server.request(`/api/payment/local/${sessionId}/complete`, { method: "POST", json: { outcome } });
const bookings = async (who: Learner) =>
  (await server.request("/api/live-sessions/user", { headers: who.auth })).body.data as {
    _id: string;
    state: string;
    start: string;
    changeable: boolean;
  }[];
const mailsOf = (who: Learner, subject: RegExp) => smtp.mailsTo(who.email).filter((m) => subject.test(m.raw));

/** The one VEVENT of a calendar text, its VTIMEZONE registered so times resolve to instants. */
function calendarEvent(text: string) {
  const component = new ICAL.Component(ICAL.parse(text));
  const zone = component.getFirstSubcomponent("vtimezone");
  if (zone) ICAL.TimezoneService.register(zone);
  const event = new ICAL.Event(component.getFirstSubcomponent("vevent") ?? undefined);
  return { component, zone, event };
}

const bookingRow = async (id: string) =>
  (await db().select().from(t.liveSessionBookings).where(eq(t.liveSessionBookings.id, id)))[0];

/**
 * Moves a booking to start between `fromHours` and `toHours` from now, at a time no other live
 * booking of its coach overlaps (the database refuses overlaps, and earlier tests hold slots).
 */
async function startWithin(bookingId: string, fromHours: number, toHours: number) {
  const row = await bookingRow(bookingId);
  if (!row) throw new Error(`no booking ${bookingId}`);
  const length = row.endsAt.getTime() - row.startsAt.getTime();
  const others = (
    await db()
      .select()
      .from(t.liveSessionBookings)
      .where(and(eq(t.liveSessionBookings.coachId, row.coachId), ne(t.liveSessionBookings.id, bookingId)))
  ).filter((other) => other.state === "HOLD" || other.state === "CONFIRMED");
  const now = Date.now();
  for (let start = now + fromHours * HOUR; start <= now + toHours * HOUR; start += 5 * 60_000) {
    const end = start + length;
    if (others.every((o) => o.endsAt.getTime() <= start || o.startsAt.getTime() >= end)) {
      await db()
        .update(t.liveSessionBookings)
        .set({ startsAt: new Date(start), endsAt: new Date(end) })
        .where(eq(t.liveSessionBookings.id, bookingId));
      return;
    }
  }
  throw new Error(`no free time ${fromHours}–${toHours} h ahead for booking ${bookingId}`);
}

/** The first Sunday of the next `month` (0-based) still ahead (at least two days away) whose day passes `pick`. */
function sundayOf(month: number, pick: (day: number) => boolean) {
  const now = new Date();
  const year =
    Date.UTC(now.getUTCFullYear(), month, 1) > now.getTime() + 2 * DAY
      ? now.getUTCFullYear()
      : now.getUTCFullYear() + 1;
  for (let day = 1; day <= 31; day++) {
    const date = new Date(Date.UTC(year, month, day));
    if (date.getUTCMonth() === month && date.getUTCDay() === 0 && pick(day)) return date;
  }
  throw new Error(`no such Sunday in month ${month + 1} of ${year}`);
}
const marchSunday = (pick: (day: number) => boolean) => sundayOf(2, pick);
/** `days` after `date`, at `time` UTC, as the API writes instants. */
const atUtc = (date: Date, days: number, time = "00:00") =>
  `${new Date(date.getTime() + days * DAY).toISOString().slice(0, 10)}T${time}:00.000Z`;

/**
 * Free slots of the default availability window, each test taking its own so tests never contend:
 * the earliest slot that does not come within half an hour of one handed out before (booked or
 * not, of any coach). Only slots at least 2 hours past the cancel notice, so a test may cancel or
 * move its booking whatever the time of day it runs.
 */
const handedOut: { start: number; end: number }[] = [];
async function nextFreeSlot(coachId: string, sessionType: string) {
  const changeable = Date.now() + (CANCEL_NOTICE_HOURS + 2) * HOUR;
  const gap = 30 * 60_000;
  const slot = (
    (await availability(coachId, sessionType)).body.data as { start: string; end: string }[]
  ).find((s) => {
    const [start, end] = [Date.parse(s.start), Date.parse(s.end)];
    return start >= changeable && handedOut.every((h) => end + gap <= h.start || start >= h.end + gap);
  });
  if (!slot) throw new Error("no free slot left");
  handedOut.push({ start: Date.parse(slot.start), end: Date.parse(slot.end) });
  return slot;
}

/** The first free slot of the round-the-clock coach that starts `fromHours` to `toHours` from now. */
async function allDaySlot(fromHours: number, toHours: number) {
  const res = await availability(ALL_DAY_COACH, ALL_DAY_TYPE, {
    from: new Date(Date.now() + fromHours * HOUR).toISOString(),
    to: new Date(Date.now() + toHours * HOUR).toISOString(),
  });
  const slot = (res.body.data as { start: string; end: string }[] | undefined)?.[0];
  if (!slot) throw new Error(`no free slot ${fromHours}–${toHours} h ahead: ${res.status} ${res.text}`);
  return slot;
}

async function bookAndPay(
  who: Learner,
  coachId = IST_COACH,
  sessionType = typeOf("arjun-mehta", 1),
  at?: { start: string; end: string },
) {
  const slot = at ?? (await nextFreeSlot(coachId, sessionType));
  const res = await book(who, {
    coachId,
    sessionTypeId: sessionType,
    start: slot.start,
    timeZone: "America/New_York",
  });
  if (res.status !== 200) throw new Error(`book: ${res.status} ${res.text}`);
  await complete(res.body.order.paymentSessionId, "success");
  return { slot, bookingId: res.body.booking._id as string, orderId: res.body.order.orderId as string };
}

describe("the offer and its free slots", () => {
  it("coaches carry their time zone and session types", async () => {
    const ist = await coach(IST_COACH);
    expect(ist.timeZone).toBe("Asia/Kolkata");
    expect(ist.sessionTypes.length).toBeGreaterThanOrEqual(2);
    expect((await coach(LONDON_COACH)).timeZone).toBe("Europe/London");
  });

  it(`offers slots inside the coach's hours, in their zone, never in the past or under ${BOOKING_LEAD_HOURS} hours ahead`, async () => {
    const res = await availability(IST_COACH, typeOf("arjun-mehta", 1));
    expect(res.status).toBe(200);
    expect(res.body.timeZone).toBe("Asia/Kolkata");
    const slots = res.body.data as { start: string; end: string }[];
    expect(slots.length).toBeGreaterThan(10);
    const local = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Asia/Kolkata",
      weekday: "short",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    for (const slot of slots) {
      expect(new Date(slot.start).getTime()).toBeGreaterThanOrEqual(
        Date.now() + BOOKING_LEAD_HOURS * HOUR - 5_000,
      );
      expect(new Date(slot.end).getTime() - new Date(slot.start).getTime()).toBe(60 * 60_000);
      const [weekday, time] = local.format(new Date(slot.start)).split(" ");
      if (weekday === "Sun") throw new Error(`a slot on the coach's day off: ${slot.start}`);
      const hour = Number(time?.slice(0, 2));
      if (weekday === "Sat") expect(hour >= 10 && hour < 13).toBe(true);
      else expect(hour >= 18 && hour < 22).toBe(true);
    }
    expect(slots.map((s) => s.start)).toEqual([...slots.map((s) => s.start)].sort());
  });

  it("keeps a coach's local hours across their daylight-saving change (London, last Sunday of March)", async () => {
    const change = marchSunday((day) => day >= 25);
    const res = await availability(LONDON_COACH, typeOf("daniel-okafor", 1), {
      from: atUtc(change, -8),
      to: atUtc(change, 7),
    });
    const starts = (res.body.data as { start: string }[]).map((s) => s.start);
    // Saturday 10:00 local: GMT before the change, BST after.
    expect(starts).toContain(atUtc(change, -1, "10:00"));
    expect(starts).toContain(atUtc(change, 6, "09:00"));
    // Tuesday 17:00 local.
    expect(starts).toContain(atUtc(change, -5, "17:00"));
    expect(starts).toContain(atUtc(change, 2, "16:00"));
  });

  it("never moves a slot when the learner's zone changes its clocks (New York, second Sunday of March)", async () => {
    const change = marchSunday((day) => day >= 8 && day <= 14);
    const res = await availability(IST_COACH, typeOf("arjun-mehta", 1), {
      from: atUtc(change, -4),
      to: atUtc(change, 6),
    });
    const starts = (res.body.data as { start: string }[]).map((s) => s.start);
    // 18:00 IST is 12:30 UTC every weekday, before and after New York's change.
    expect(starts).toContain(atUtc(change, -2, "12:30"));
    expect(starts).toContain(atUtc(change, 1, "12:30"));
  });

  it("keeps a coach's local hours when their clocks go back (London, last Sunday of October), none twice", async () => {
    const change = sundayOf(9, (day) => day >= 25);
    const res = await availability(LONDON_COACH, typeOf("daniel-okafor", 1), {
      from: atUtc(change, -8),
      to: atUtc(change, 7),
    });
    const starts = (res.body.data as { start: string }[]).map((s) => s.start);
    // Saturday 10:00 local: BST before the change, GMT after.
    expect(starts).toContain(atUtc(change, -1, "09:00"));
    expect(starts).toContain(atUtc(change, 6, "10:00"));
    expect(starts).not.toContain(atUtc(change, 6, "09:00"));
    // Tuesday 17:00 local.
    expect(starts).toContain(atUtc(change, -5, "16:00"));
    expect(starts).toContain(atUtc(change, 2, "17:00"));
    expect(new Set(starts).size).toBe(starts.length);
    const london = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/London",
      weekday: "short",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    const local = starts.map((start) => london.format(new Date(start)));
    for (const wallClock of local) {
      const [weekday, time = ""] = wallClock.split(" ");
      const hour = Number(time.slice(0, 2));
      const weekdayHours = ["Tue", "Wed", "Thu"].includes(weekday ?? "") && hour >= 17 && hour < 21;
      expect(weekday === "Sat" ? hour >= 10 && hour < 16 : weekdayHours, wallClock).toBe(true);
    }
    // Saturdays 8 and 1 days before the change and 6 days after: Saturday 10:00 once each.
    expect(local.filter((l) => l === "Sat 10:00")).toHaveLength(3);

    // On the night itself 01:00–02:00 happens twice; a coach free then is offered it once (BST).
    const night = await availability(ALL_DAY_COACH, ALL_DAY_TYPE, {
      from: atUtc(change, 0, "00:00"),
      to: atUtc(change, 0, "03:00"),
    });
    const nightStarts = (night.body.data as { start: string }[]).map((s) => s.start);
    expect(nightStarts).toEqual([
      atUtc(change, 0, "00:00"), // 01:00 BST
      atUtc(change, 0, "00:30"), // 01:30 BST
      atUtc(change, 0, "02:00"), // 02:00 GMT (01:00 and 01:30 GMT are not offered again)
      atUtc(change, 0, "02:30"),
    ]);
  });

  it("offers the slot that ends at midnight when the coach's hours run to 24:00", async () => {
    const from = new Date(Date.now() + 3 * DAY);
    const res = await availability(ALL_DAY_COACH, ALL_DAY_TYPE, {
      from: from.toISOString(),
      to: new Date(from.getTime() + 2 * DAY).toISOString(),
    });
    const london = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/London",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    const lateSlots = (res.body.data as { start: string; end: string }[]).filter(
      (slot) => london.format(new Date(slot.start)) === "23:00",
    );
    expect(lateSlots.length).toBeGreaterThanOrEqual(1);
    for (const slot of lateSlots) expect(london.format(new Date(slot.end))).toBe("00:00");
  });

  it("refuses a bad range, an unknown session type and an unknown coach", async () => {
    const type = typeOf("arjun-mehta", 0);
    for (const range of [
      { from: "2027-01-01T00:00:00Z", to: "2027-03-01T00:00:00Z" },
      { from: "2027-02-01T00:00:00Z", to: "2027-01-01T00:00:00Z" },
      { from: "yesterday" },
    ]) {
      expect((await availability(IST_COACH, type, range)).status, JSON.stringify(range)).toBe(400);
    }
    expect((await availability(IST_COACH, typeOf("daniel-okafor", 0))).status).toBe(400);
    expect((await availability("no-such-coach", type)).status).toBe(404);
  });
});

describe("booking a slot", () => {
  it("holds the slot, confirms it when paid, and lists it with the coach's local time", async () => {
    const who = await learner();
    const slot = await nextFreeSlot(IST_COACH, typeOf("arjun-mehta", 1));
    const res = await book(who, {
      coachId: IST_COACH,
      sessionTypeId: typeOf("arjun-mehta", 1),
      start: slot.start,
    });
    expect(res.status).toBe(200);
    expect(res.body.booking.state).toBe("PENDING_PAYMENT");
    expect(new Date(res.body.booking.holdExpiresAt).getTime() - Date.now()).toBeGreaterThan(
      (HOLD_MINUTES - 1) * 60_000,
    );
    // Held: no longer offered.
    const offered = async () =>
      ((await availability(IST_COACH, typeOf("arjun-mehta", 1))).body.data as { start: string }[]).some(
        (s) => s.start === slot.start,
      );
    expect(await offered()).toBe(false);
    expect(await bookings(who)).toEqual([]);

    await complete(res.body.order.paymentSessionId, "success");
    const [listed] = await bookings(who);
    expect(listed).toMatchObject({
      _id: res.body.booking._id,
      state: "CONFIRMED",
      start: slot.start,
      status: "Success",
    });
    const ist = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Asia/Kolkata",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    expect(
      (listed as unknown as { info: { time: string } }).info.time.startsWith(
        ist.format(new Date(slot.start)),
      ),
    ).toBe(true);
    await expect.poll(() => smtp.mailsTo(who.email).filter((m) => /Booked:/.test(m.raw)).length).toBe(1);
    const mail = smtp.mailsTo(who.email).find((m) => /Booked:/.test(m.raw));
    expect(mail?.raw).toMatch(/filename="?session\.ics"?/);
  });

  it(`keeps the learner's "What do you want to work on?" (at most ${BOOKING_NOTES_MAX} characters), trimmed`, async () => {
    const who = await learner();
    const slot = await nextFreeSlot(IST_COACH, typeOf("arjun-mehta", 1));
    const body = { coachId: IST_COACH, sessionTypeId: typeOf("arjun-mehta", 1), start: slot.start };

    const tooLong = await book(who, { ...body, notes: "x".repeat(BOOKING_NOTES_MAX + 1) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({
      code: "VALIDATION_ERROR",
      message: messages.liveSessions.notesTooLong,
    });
    expect(tooLong.body.errors).toEqual([{ path: "notes", message: messages.liveSessions.notesTooLong }]);
    // Refused before anything was held: the slot is still offered.
    const offered = (await availability(IST_COACH, typeOf("arjun-mehta", 1))).body.data as {
      start: string;
    }[];
    expect(offered.some((s) => s.start === slot.start)).toBe(true);

    const notes = `  Entry timing on ${"Ascent ".repeat(40)}and my crosshair placement.  `;
    const res = await book(who, { ...body, notes });
    expect(res.status).toBe(200);
    await complete(res.body.order.paymentSessionId, "success");
    const [listed] = (await server.request("/api/live-sessions/user", { headers: who.auth })).body.data;
    expect(listed).toMatchObject({ _id: res.body.booking._id, notes: notes.trim() });
    expect((await bookingRow(res.body.booking._id))?.notes).toBe(notes.trim());

    // None given: null.
    const someoneElse = await learner();
    const other = await bookAndPay(someoneElse);
    const [plain] = (await server.request("/api/live-sessions/user", { headers: someoneElse.auth })).body
      .data;
    expect(plain).toMatchObject({ _id: other.bookingId, notes: null });
  });

  it("frees the slot when the payment fails, and when the hold expires", async () => {
    const who = await learner();
    const type = typeOf("arjun-mehta", 1);
    const offered = async (start: string) =>
      ((await availability(IST_COACH, type)).body.data as { start: string }[]).some((s) => s.start === start);

    const failing = await nextFreeSlot(IST_COACH, type);
    const failed = await book(who, { coachId: IST_COACH, sessionTypeId: type, start: failing.start });
    await complete(failed.body.order.paymentSessionId, "failure");
    expect(await offered(failing.start)).toBe(true);
    expect((await bookingRow(failed.body.booking._id))?.state).toBe("RELEASED");

    const expiring = await nextFreeSlot(IST_COACH, type);
    const held = await book(who, { coachId: IST_COACH, sessionTypeId: type, start: expiring.start });
    await db().execute(
      sql`update local_payments set expires_at = now() - interval '1 second' where order_id = ${held.body.order.orderId}`,
    );
    await db()
      .update(t.liveSessionBookings)
      .set({ holdExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(t.liveSessionBookings.id, held.body.booking._id));
    // Offered again at once; a new hold of the same time replaces the stale one.
    expect(await offered(expiring.start)).toBe(true);
    const other = await learner();
    expect(
      (await book(other, { coachId: IST_COACH, sessionTypeId: type, start: expiring.start })).status,
    ).toBe(200);
    await db()
      .update(t.orders)
      .set({ checkAfter: sql`now()` })
      .where(eq(t.orders.id, held.body.order.orderId));
    await app().payments.reconcileOnce();
    expect((await bookingRow(held.body.booking._id))?.state).toBe("RELEASED");
  });

  it("20 learners at once for one slot: one hold, 19 SLOT_TAKEN; an overlapping slot of another type collides too", async () => {
    const type = typeOf("arjun-mehta", 1);
    const slot = await nextFreeSlot(IST_COACH, type);
    const learners = await Promise.all(Array.from({ length: 20 }, () => learner()));
    const answers = await Promise.all(
      learners.map((who) => book(who, { coachId: IST_COACH, sessionTypeId: type, start: slot.start })),
    );
    // Every answer at once, so a failure shows what the others were.
    const refused = {
      success: false,
      code: "SLOT_TAKEN",
      message: "This slot was just taken. Please pick another time.",
    };
    expect(answers.map((a) => (a.status === 200 ? 200 : [a.status, a.body])).sort()).toEqual([
      200,
      ...Array.from({ length: 19 }, () => [409, refused]),
    ]);
    // The 30-minute type at the same start overlaps the held hour.
    const short = await book(learners[0] as Learner, {
      coachId: IST_COACH,
      sessionTypeId: typeOf("arjun-mehta", 0),
      start: slot.start,
    });
    expect([short.status, short.body.code]).toEqual([409, "SLOT_TAKEN"]);
    const rows = await db()
      .select()
      .from(t.liveSessionBookings)
      .where(
        sql`${t.liveSessionBookings.coachId} = ${IST_COACH} and ${t.liveSessionBookings.startsAt} = ${slot.start}::timestamptz and state in ('HOLD', 'CONFIRMED')`,
      );
    expect(rows).toHaveLength(1);
  });

  it("holds of one time tried at once on the database each lose as taken, never as a deadlock", async () => {
    // Concurrent inserts checking the exclusion constraint can find each other's rows and deadlock
    // unless the coach's calendar writes go one at a time; each round is one burst of holds.
    const repository = createLiveSessionsRepository(db());
    const [type] = await db().select().from(t.sessionTypes).where(eq(t.sessionTypes.id, ALL_DAY_TYPE));
    const who = await learner();
    for (let round = 0; round < 5; round++) {
      const start = new Date(Date.now() + (400 + round) * DAY);
      const range = { start, end: new Date(start.getTime() + HOUR) };
      const outcomes = await Promise.allSettled(
        Array.from({ length: 12 }, () =>
          repository.hold({
            userId: who.userId,
            coachId: ALL_DAY_COACH,
            type: type as typeof t.sessionTypes.$inferSelect,
            timeZone: "Europe/London",
            learnerTimeZone: null,
            notes: null,
            range,
            holdExpiresAt: new Date(Date.now() + HOUR),
            generatedRoom: "https://meet.example.com/burst",
          }),
        ),
      );
      const lost = outcomes.flatMap((o) => (o.status === "rejected" ? [o.reason] : []));
      expect(outcomes.length - lost.length).toBe(1);
      expect(lost.filter((error) => !isSlotTaken(error)).map(String)).toEqual([]);
    }
  });

  it("mails the confirmation with the learner's and the coach's time and an .ics in the coach's zone", async () => {
    const who = await learner();
    // IST is never UTC's wall clock, so a time written in the wrong zone shows.
    const { slot } = await bookAndPay(who);
    await expect.poll(() => mailsOf(who, /Subject: Booked:/).length).toBe(1);
    const mail = mailsOf(who, /Subject: Booked:/)[0];
    const hhmm = (timeZone: string) =>
      new Intl.DateTimeFormat("en-GB", { timeStyle: "short", timeZone }).format(new Date(slot.start));
    // The learner booked from New York (bookAndPay says so); the coach is in India.
    const line = (label: string, timeZone: string) =>
      new RegExp(`${label}: [^\\n]*\\b${hhmm(timeZone)}\\b[^\\n]*\\(${timeZone}\\)`);
    expect(mail?.decoded).toMatch(line("Your time", "America/New_York"));
    expect(mail?.decoded).toMatch(line("Coach's time", "Asia/Kolkata"));
    expect(hhmm("America/New_York")).not.toBe(hhmm("Asia/Kolkata"));

    const ics = calendarAttachment(mail?.raw ?? "");
    expect(ics).toMatch(/^DTSTART;TZID=Asia\/Kolkata:/m);
    const { component, zone, event } = calendarEvent(ics);
    expect(component.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(zone?.getFirstPropertyValue("tzid")).toBe("Asia/Kolkata");
    expect(event.startDate.zone?.tzid).toBe("Asia/Kolkata");
    expect(event.startDate.toJSDate().toISOString()).toBe(slot.start);
    expect(event.endDate.toJSDate().toISOString()).toBe(slot.end);
  });

  /** Books a slot and has the provider take the payment without telling us (no webhook, no return). */
  async function paidSilently(who: Learner) {
    const type = typeOf("arjun-mehta", 1);
    const slot = await nextFreeSlot(IST_COACH, type);
    const res = await book(who, { coachId: IST_COACH, sessionTypeId: type, start: slot.start });
    expect(res.status).toBe(200);
    const orderId = res.body.order.orderId as string;
    await db()
      .update(t.localPayments)
      .set({ status: "PAID", paymentId: `local_pay_${orderId}`, paidAt: new Date(), lastAttempt: "SUCCESS" })
      .where(eq(t.localPayments.orderId, orderId));
    return { bookingId: res.body.booking._id as string, orderId };
  }

  it("is confirmed by the result page's payment-status call alone, once", async () => {
    const who = await learner();
    const { bookingId, orderId } = await paidSilently(who);
    expect((await bookingRow(bookingId))?.state).toBe("HOLD");
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => server.request(`/api/payment/payment-status/${orderId}`)),
    );
    const last = await server.request(`/api/payment/payment-status/${orderId}`);
    expect(last.body).toMatchObject({ success: true, status: "PAID" });
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect((await bookingRow(bookingId))?.state).toBe("CONFIRMED");
    expect((await bookings(who)).map((b) => [b._id, b.state])).toEqual([[bookingId, "CONFIRMED"]]);
    await expect.poll(() => mailsOf(who, /Subject: Booked:/).length).toBe(1);
  });

  it("is confirmed by the reconciler when nobody asks, once", async () => {
    const who = await learner();
    const { bookingId, orderId } = await paidSilently(who);
    await db().update(t.orders).set({ checkAfter: sql`now()` }).where(eq(t.orders.id, orderId));
    await Promise.all([app().payments.reconcileOnce(), app().payments.reconcileOnce()]);
    expect((await bookingRow(bookingId))?.state).toBe("CONFIRMED");
    const [order] = await db().select().from(t.orders).where(eq(t.orders.id, orderId));
    expect(order?.status).toBe("PAID");
    await app().payments.reconcileOnce();
    expect((await bookings(who)).map((b) => [b._id, b.state])).toEqual([[bookingId, "CONFIRMED"]]);
    await expect.poll(() => mailsOf(who, /Subject: Booked:/).length).toBe(1);
  });

  it("refuses a time that is no slot (400 SLOT_UNAVAILABLE): past, under the lead time, outside the hours", async () => {
    const who = await learner();
    const type = typeOf("arjun-mehta", 1);
    const slot = await nextFreeSlot(IST_COACH, type);
    for (const start of [
      new Date(Date.now() - DAY).toISOString(),
      new Date(Date.now() + (BOOKING_LEAD_HOURS / 2) * HOUR).toISOString(),
      new Date(new Date(slot.start).getTime() + 10 * 60_000).toISOString(),
    ]) {
      const res = await book(who, { coachId: IST_COACH, sessionTypeId: type, start });
      expect([res.status, res.body.code], start).toEqual([400, "SLOT_UNAVAILABLE"]);
    }
  });

  it("the database itself refuses two overlapping live sessions of one coach", async () => {
    const who = await learner();
    const { bookingId } = await bookAndPay(who);
    const row = await bookingRow(bookingId);
    await expect(
      db()
        .insert(t.liveSessionBookings)
        .values({
          ...row,
          id: "overlapping-by-hand",
          startsAt: new Date((row?.startsAt.getTime() ?? 0) + 15 * 60_000),
          endsAt: new Date((row?.endsAt.getTime() ?? 0) + 15 * 60_000),
        } as typeof t.liveSessionBookings.$inferInsert),
    ).rejects.toThrow();
  });
});

describe("changing a session", () => {
  it(`cancels ${CANCEL_NOTICE_HOURS} h or more ahead with a full refund, and frees the slot`, async () => {
    const who = await learner();
    const { slot, bookingId, orderId } = await bookAndPay(who);
    await expect.poll(() => mailsOf(who, /Subject: Booked:/).length).toBe(1);
    const booked = calendarEvent(calendarAttachment(mailsOf(who, /Subject: Booked:/)[0]?.raw ?? ""));
    // The sequence is counted in seconds of the last change: let the cancellation fall in a later one.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const res = await server.request(`/api/live-sessions/${bookingId}/cancel`, {
      method: "POST",
      headers: who.auth,
    });
    expect(res.status).toBe(200);
    expect(res.body.booking.state).toBe("CANCELLED");
    expect(res.body.refund.status).toBe("REFUNDED");
    const [order] = await db().select().from(t.orders).where(eq(t.orders.id, orderId));
    expect(order?.status).toBe("REFUNDED");
    const offered = (
      (await availability(IST_COACH, typeOf("arjun-mehta", 1))).body.data as { start: string }[]
    ).some((s) => s.start === slot.start);
    expect(offered).toBe(true);
    await expect.poll(() => mailsOf(who, /Subject: Cancelled:/).length).toBe(1);
    const mail = mailsOf(who, /Subject: Cancelled:/)[0];
    expect(mail?.decoded).toMatch(/is refunded to your original payment method/);
    // Its .ics cancels the same event: same UID, a higher SEQUENCE.
    const cancelled = calendarEvent(calendarAttachment(mail?.raw ?? ""));
    expect(cancelled.component.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(cancelled.event.component.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(cancelled.event.uid).toBe(booked.event.uid);
    expect(cancelled.event.sequence).toBeGreaterThan(booked.event.sequence);
    expect(cancelled.event.startDate.toJSDate().toISOString()).toBe(slot.start);
  });

  it("cancels once when the learner's cancel is sent several times at once: every answer is the cancelled session, one refund, one mail", async () => {
    const who = await learner();
    const { bookingId, orderId } = await bookAndPay(who);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        server.request(`/api/live-sessions/${bookingId}/cancel`, { method: "POST", headers: who.auth }),
      ),
    );
    expect(answers.map((a) => [a.status, a.body.booking?.state, a.body.refund?.status])).toEqual(
      Array.from({ length: 6 }, () => [200, "CANCELLED", "REFUNDED"]),
    );
    const [order] = await db().select().from(t.orders).where(eq(t.orders.id, orderId));
    expect(order?.status).toBe("REFUNDED");
    await expect.poll(() => mailsOf(who, /Subject: Cancelled:/).length).toBe(1);
    // A move sent after it finds no session to move.
    const move = await server.request(`/api/live-sessions/${bookingId}/reschedule`, {
      method: "POST",
      headers: who.auth,
      json: { start: (await nextFreeSlot(IST_COACH, typeOf("arjun-mehta", 1))).start },
    });
    expect(move.status).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsOf(who, /Subject: Cancelled:/)).toHaveLength(1);
  });

  it(`refuses to cancel or move under ${CANCEL_NOTICE_HOURS} h before the start`, async () => {
    const who = await learner();
    const { bookingId } = await bookAndPay(who);
    await startWithin(bookingId, BOOKING_LEAD_HOURS + 1, CANCEL_NOTICE_HOURS - 4);
    const cancel = await server.request(`/api/live-sessions/${bookingId}/cancel`, {
      method: "POST",
      headers: who.auth,
    });
    expect([cancel.status, cancel.body.code, cancel.body.message]).toEqual([
      400,
      "TOO_LATE_TO_CANCEL",
      messages.liveSessions.tooLateToCancel,
    ]);
    const move = await server.request(`/api/live-sessions/${bookingId}/reschedule`, {
      method: "POST",
      headers: who.auth,
      json: { start: (await nextFreeSlot(IST_COACH, typeOf("arjun-mehta", 1))).start },
    });
    expect([move.status, move.body.code]).toEqual([400, "TOO_LATE_TO_CANCEL"]);
    expect((await bookingRow(bookingId))?.state).toBe("CONFIRMED");
  });

  it("moves a session to another free slot of its type; another user's booking is a 404", async () => {
    const who = await learner();
    const { bookingId } = await bookAndPay(who);
    const target = await nextFreeSlot(IST_COACH, typeOf("arjun-mehta", 1));
    const stranger = await learner();
    const forbidden = await server.request(`/api/live-sessions/${bookingId}/reschedule`, {
      method: "POST",
      headers: stranger.auth,
      json: { start: target.start },
    });
    expect(forbidden.status).toBe(404);
    // Its own time is no move.
    const same = await server.request(`/api/live-sessions/${bookingId}/reschedule`, {
      method: "POST",
      headers: who.auth,
      json: { start: (await bookingRow(bookingId))?.startsAt.toISOString() },
    });
    expect([same.status, same.body.code, same.body.message]).toEqual([
      400,
      "SLOT_UNAVAILABLE",
      "Your session is already at this time. Please pick another slot.",
    ]);
    expect(mailsOf(who, /Subject: Moved:/)).toHaveLength(0);
    const res = await server.request(`/api/live-sessions/${bookingId}/reschedule`, {
      method: "POST",
      headers: who.auth,
      json: { start: target.start },
    });
    expect(res.status).toBe(200);
    expect(res.body.booking.start).toBe(target.start);
    await expect.poll(() => smtp.mailsTo(who.email).filter((m) => /Moved:/.test(m.raw)).length).toBe(1);
  });
});

describe("calendar and reminders", () => {
  it("serves the session as an RFC 5545 event in the coach's zone", async () => {
    const who = await learner();
    const { slot, bookingId } = await bookAndPay(who, LONDON_COACH, typeOf("daniel-okafor", 1));
    const res = await server.request(`/api/live-sessions/${bookingId}/calendar.ics`, { headers: who.auth });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/calendar/);
    const component = new ICAL.Component(ICAL.parse(res.text));
    const zone = component.getFirstSubcomponent("vtimezone");
    expect(zone?.getFirstPropertyValue("tzid")).toBe("Europe/London");
    if (zone) ICAL.TimezoneService.register(zone);
    const event = new ICAL.Event(component.getFirstSubcomponent("vevent") ?? undefined);
    expect(event.startDate.toJSDate().toISOString()).toBe(slot.start);
    expect(event.endDate.toJSDate().toISOString()).toBe(slot.end);
    expect(event.summary).toContain("Daniel");
    expect((await server.request(`/api/live-sessions/${bookingId}/calendar.ics`)).status).toBe(401);
  });

  const runJobs = () => runSessionJobs(server);

  it("sends the 24-hour and the 1-hour reminder once each, however many passes run at once", async () => {
    const who = await learner();
    const { bookingId } = await bookAndPay(who, ALL_DAY_COACH, ALL_DAY_TYPE, await allDaySlot(30, 60));
    await runJobs();
    expect(mailsOf(who, /Subject: (Tomorrow|In one hour):/)).toHaveLength(0);

    // A day passes: the session is now under 24 hours ahead.
    await startWithin(bookingId, 3, 23);
    await Promise.all([runJobs(), runJobs(), runJobs()]);
    await runJobs();
    expect(mailsOf(who, /Subject: Tomorrow:/)).toHaveLength(1);

    await startWithin(bookingId, 0.8, 0.95);
    await Promise.all([runJobs(), runJobs()]);
    await runJobs();
    expect(mailsOf(who, /Subject: In one hour:/)).toHaveLength(1);
    expect(mailsOf(who, /Subject: Tomorrow:/)).toHaveLength(1);
    await startWithin(bookingId, -30, -3); // It took place: the coach's next hour is free again.
  });

  it("sends no 24-hour reminder for a session booked or moved under 24 hours ahead; the 1-hour one still goes", async () => {
    const who = await learner();
    const soon = await bookAndPay(who, ALL_DAY_COACH, ALL_DAY_TYPE, await allDaySlot(3, 20));
    await expect.poll(() => mailsOf(who, /Subject: Booked:/).length).toBe(1);
    const later = await bookAndPay(who, ALL_DAY_COACH, ALL_DAY_TYPE, await allDaySlot(30, 60));
    const target = await allDaySlot(3, 20);
    const moved = await server.request(`/api/live-sessions/${later.bookingId}/reschedule`, {
      method: "POST",
      headers: who.auth,
      json: { start: target.start },
    });
    expect(moved.status).toBe(200);

    await Promise.all([runJobs(), runJobs()]);
    await runJobs();
    expect(mailsOf(who, /Subject: Tomorrow:/)).toHaveLength(0);
    expect(mailsOf(who, /Subject: In one hour:/)).toHaveLength(0);

    // Its time comes: under an hour ahead.
    await startWithin(soon.bookingId, 0.8, 0.95);
    await runJobs();
    expect(mailsOf(who, /Subject: In one hour:/)).toHaveLength(1);
    await startWithin(soon.bookingId, -30, -3);
    await startWithin(later.bookingId, 0.8, 0.95);
    await runJobs();
    await runJobs();
    expect(mailsOf(who, /Subject: In one hour:/)).toHaveLength(2);
    expect(mailsOf(who, /Subject: Tomorrow:/)).toHaveLength(0);
    await startWithin(later.bookingId, -30, -3);
  });

  it("sends a reminder that could not be sent on a later pass, once", async () => {
    const who = await learner();
    const { bookingId } = await bookAndPay(who, ALL_DAY_COACH, ALL_DAY_TYPE, await allDaySlot(30, 60));
    await expect.poll(() => mailsOf(who, /Subject: Booked:/).length).toBe(1);
    await startWithin(bookingId, 3, 23);
    smtp.failWith("mailbox unavailable");
    try {
      await runJobs();
      await runJobs();
    } finally {
      smtp.failWith(undefined);
    }
    expect(mailsOf(who, /Subject: Tomorrow:/)).toHaveLength(0);
    expect((await bookingRow(bookingId))?.reminder24hAt).toBeNull();
    expect((await bookingRow(bookingId))?.reminder24hClaimedAt).toBeNull();

    // The mail server is back: the next passes send it, once.
    await Promise.all([runJobs(), runJobs()]);
    await runJobs();
    expect(mailsOf(who, /Subject: Tomorrow:/)).toHaveLength(1);
    expect((await bookingRow(bookingId))?.reminder24hAt).not.toBeNull();
  });

  /** Leaves the 24-hour reminder of a booking claimed `minutesAgo` and not sent, as a sender that died would. */
  const claimedBy = (bookingId: string, minutesAgo: number) =>
    db()
      .update(t.liveSessionBookings)
      .set({
        reminder24hClaimedAt: sql`now() - make_interval(mins => ${minutesAgo})`,
        reminder24hAt: null,
      })
      .where(eq(t.liveSessionBookings.id, bookingId));

  it("sends a reminder whose sender died once its 5-minute claim has run out, once", async () => {
    const who = await learner();
    const { bookingId } = await bookAndPay(who, ALL_DAY_COACH, ALL_DAY_TYPE, await allDaySlot(30, 60));
    await expect.poll(() => mailsOf(who, /Subject: Booked:/).length).toBe(1);
    await startWithin(bookingId, 3, 23);
    await claimedBy(bookingId, 6);

    await Promise.all([runJobs(), runJobs()]);
    await runJobs();
    expect(mailsOf(who, /Subject: Tomorrow:/)).toHaveLength(1);
    const row = await bookingRow(bookingId);
    expect(row?.reminder24hAt).not.toBeNull();
    expect(Date.now() - (row?.reminder24hClaimedAt?.getTime() ?? 0)).toBeLessThan(60_000);
    await startWithin(bookingId, -30, -3);
  });

  it("does not send a reminder another sender claimed a minute ago", async () => {
    const who = await learner();
    const { bookingId } = await bookAndPay(who, ALL_DAY_COACH, ALL_DAY_TYPE, await allDaySlot(30, 60));
    await expect.poll(() => mailsOf(who, /Subject: Booked:/).length).toBe(1);
    await startWithin(bookingId, 3, 23);
    await claimedBy(bookingId, 1);
    const claimed = (await bookingRow(bookingId))?.reminder24hClaimedAt;

    await Promise.all([runJobs(), runJobs()]);
    await runJobs();
    expect(mailsOf(who, /Subject: Tomorrow:/)).toHaveLength(0);
    const row = await bookingRow(bookingId);
    expect(row?.reminder24hAt).toBeNull();
    expect(row?.reminder24hClaimedAt).toEqual(claimed);
    await startWithin(bookingId, -30, -3);
  });
});
