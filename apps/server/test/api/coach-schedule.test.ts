import { coachWorkspaceMessages } from "@clutch/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as t from "../../src/db/schema";
import type { TestServer } from "./harness";
import { bearer, createVerifiedUser } from "./support/accounts";
import { coachAccount, ROUND_THE_CLOCK, roundTheClockCoach, sessionTypeOf } from "./support/coaches";
import { closeServerWithMail, startServerWithMail } from "./support/server-with-mail";
import type { SmtpCapture } from "./support/smtp-capture";

let server: TestServer;
let smtp: SmtpCapture;
const db = () => server.server.app.database.db;
const HOUR = 3_600_000;

/** Two coaches of this file: A in New York, B in UTC, both free round the clock. */
const A = "test-coach-workspace-a";
const B = "test-coach-workspace-b";

type Coach = Awaited<ReturnType<typeof coachAccount>>;
let coachA: Coach;
let coachB: Coach;
let learner: Awaited<ReturnType<typeof createVerifiedUser>>;

const call = (who: Coach, method: string, path: string, json?: unknown) =>
  server.request(`/api/coach-workspace${path}`, { method, headers: who.auth, json });
/** Saves the weekly hours at the schedule's current version (what the hours page loaded). */
const saveHours = async (who: Coach, weeklyHours: unknown) => {
  const { version } = (await call(who, "GET", "/hours")).body.data;
  return call(who, "PUT", "/hours", { weeklyHours, version });
};
const settings = (who: Coach, changes: object) =>
  call(who, "PUT", "/settings", {
    timeZone: "America/New_York",
    meetingUrl: null,
    minNoticeHours: 2,
    bufferMinutes: 0,
    dailyCap: null,
    ...changes,
  });
const slots = async (
  coachId: string,
  range: { from?: string; to?: string } = {},
  sessionType = sessionTypeOf(coachId),
) => {
  const res = await server.request(
    `/api/coach/${coachId}/availability?${new URLSearchParams({ sessionType, ...range })}`,
  );
  if (res.status !== 200) throw new Error(`availability: ${res.status} ${res.text}`);
  return (res.body.data as { start: string }[]).map((slot) => slot.start);
};

/** The next second Sunday of March (New York springs forward: 02:00–03:00 does not exist), a week ahead at least. */
function springForward() {
  const now = Date.now();
  for (let year = new Date(now).getUTCFullYear(); ; year++) {
    for (let day = 8; day <= 14; day++) {
      const date = new Date(Date.UTC(year, 2, day));
      if (date.getUTCDay() === 0 && date.getTime() > now + 7 * 24 * HOUR)
        return date.toISOString().slice(0, 10);
    }
  }
}
const nextDay = (day: string, days = 1) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 24 * HOUR).toISOString().slice(0, 10);
/** A New York wall-clock time on a day of that March (EST before 02:00 of the second Sunday, EDT after). */
const newYork = (day: string, hhmm: string, offsetHours: 4 | 5) =>
  new Date(Date.parse(`${day}T${hhmm}:00Z`) + offsetHours * HOUR).toISOString();

beforeAll(async () => {
  ({ server, smtp } = await startServerWithMail());
  for (const [id, timeZone] of [
    [A, "America/New_York"],
    [B, "UTC"],
  ] as const) {
    await roundTheClockCoach(
      server,
      { id, name: `Workspace Coach ${id.slice(-1).toUpperCase()}`, bio: "Runs a practice.", timeZone },
      { price: 1000, title: "One hour" },
    );
  }
  [coachA, coachB, learner] = await Promise.all([
    coachAccount(server, smtp, A),
    coachAccount(server, smtp, B),
    createVerifiedUser(server, smtp),
  ]);
});
afterAll(() => closeServerWithMail(server, smtp));

describe("a coach's own profile, session types and time off", () => {
  it("reads and changes only their own", async () => {
    const profile = await call(coachA, "GET", "/profile");
    expect(profile.status).toBe(200);
    expect(profile.body.data).toMatchObject({
      _id: A,
      timeZone: "America/New_York",
      meetingUrl: null,
      minNoticeHours: 2,
      bufferMinutes: 0,
      dailyCap: null,
    });
    const badZone = await settings(coachA, { timeZone: "Mars/Olympus_Mons" });
    expect(badZone.status).toBe(400);
    expect(badZone.body.errors).toEqual([{ path: "timeZone", message: coachWorkspaceMessages.timeZone }]);
    expect((await settings(coachA, { meetingUrl: "http://insecure.example.com" })).status).toBe(400);
    const saved = await settings(coachA, { meetingUrl: "https://meet.example.com/coach-a" });
    expect(saved.status).toBe(200);
    expect(saved.body.data.meetingUrl).toBe("https://meet.example.com/coach-a");
    expect((await call(coachB, "GET", "/profile")).body.data._id).toBe(B);

    // Session types: created, edited and retired by their coach only.
    const created = await call(coachA, "POST", "/session-types", {
      level: "Beginner",
      title: "Half-hour check-in",
      price: 500,
      durationMinutes: 30,
      topicsCovered: ["Aim"],
    });
    expect(created.status).toBe(201);
    const halfHour = created.body.data._id as string;
    expect(created.body.data).toMatchObject({ title: "Half-hour check-in", retired: false });
    const edit = {
      level: "Beginner",
      title: "Half-hour check-in",
      price: 700,
      durationMinutes: 30,
      topicsCovered: [],
    };
    expect((await call(coachB, "PUT", `/session-types/${halfHour}`, edit)).status).toBe(404);
    expect((await call(coachB, "POST", `/session-types/${halfHour}/retire`)).status).toBe(404);
    expect((await call(coachA, "PUT", `/session-types/${halfHour}`, edit)).body.data.price).toBe(700);
    const offered = async () =>
      (await server.request(`/api/coach/${A}`)).body.data.sessionTypes as { _id: string; price: number }[];
    expect((await offered()).find((type) => type._id === halfHour)?.price).toBe(700);
    expect((await slots(A, {}, halfHour)).length).toBeGreaterThan(0);

    const retired = await call(coachA, "POST", `/session-types/${halfHour}/retire`);
    expect(retired.status).toBe(200);
    expect(retired.body.data.retired).toBe(true);
    expect((await offered()).map((type) => type._id)).not.toContain(halfHour);
    const noLonger = await server.request(`/api/coach/${A}/availability?sessionType=${halfHour}`);
    expect(noLonger.status).toBe(400);
    expect((await call(coachA, "PUT", `/session-types/${halfHour}`, edit)).status).toBe(404);
    const listed = (await call(coachA, "GET", "/session-types")).body.data as {
      _id: string;
      retired: boolean;
    }[];
    expect(listed.map((type) => [type._id, type.retired])).toEqual([
      [sessionTypeOf(A), false],
      [halfHour, true],
    ]);
    expect(
      (await call(coachB, "GET", "/session-types")).body.data.map((type: { _id: string }) => type._id),
    ).toEqual([sessionTypeOf(B)]);

    // Time off: one entry for a range of days; another coach can neither see nor remove it.
    const day = springForward();
    const added = await call(coachA, "POST", "/time-off", {
      firstDay: nextDay(day, 20),
      lastDay: nextDay(day, 27),
      note: "Holiday",
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      data: { firstDay: nextDay(day, 20), lastDay: nextDay(day, 27), note: "Holiday" },
      clashes: [],
    });
    const id = added.body.data._id as string;
    expect(
      (await call(coachA, "GET", "/time-off")).body.data.map((entry: { _id: string }) => entry._id),
    ).toEqual([id]);
    expect((await call(coachB, "GET", "/time-off")).body.data).toEqual([]);
    expect((await call(coachB, "DELETE", `/time-off/${id}`)).status).toBe(404);
    expect((await call(coachA, "DELETE", `/time-off/${id}`)).status).toBe(200);
    expect((await call(coachA, "DELETE", `/time-off/${id}`)).status).toBe(404);
    const past = await call(coachA, "POST", "/time-off", { firstDay: "2020-01-01", lastDay: "2020-01-02" });
    expect(past.status).toBe(400);
    expect(
      (await call(coachA, "POST", "/time-off", { firstDay: nextDay(day, 2), lastDay: day })).status,
    ).toBe(400);

    const actions = (await db().select().from(t.auditEvents).where(eq(t.auditEvents.entityId, A)))
      .filter((row) => row.actorUserId === coachA.user._id)
      .map((row) => row.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        "coach-settings.updated",
        "coach-session-type.created",
        "coach-session-type.updated",
        "coach-session-type.retired",
        "coach-time-off.added",
        "coach-time-off.removed",
      ]),
    );
  });
});

describe("the public availability follows the coach's rules at once", () => {
  const day = springForward();
  const wholeDay = (of: string) => ({ from: newYork(of, "00:00", 5), to: newYork(nextDay(of), "00:00", 4) });
  let bookingId: string;

  it("keeps time off, buffers, the daily cap and the minimum notice, on the day New York springs forward", async () => {
    const otherCoach = await slots(B, wholeDay(day));
    const before = await slots(A, wholeDay(day));
    // 00:00–01:30 EST, no 02:00 or 02:30 (they do not exist), then 03:00 EDT onwards.
    expect(before.slice(0, 5)).toEqual([
      newYork(day, "00:00", 5),
      newYork(day, "00:30", 5),
      newYork(day, "01:00", 5),
      newYork(day, "01:30", 5),
      newYork(day, "03:00", 4),
    ]);

    // A learner books 05:00–06:00 EDT and pays.
    const start = newYork(day, "05:00", 4);
    const booked = await server.request("/api/live-sessions", {
      method: "POST",
      headers: bearer(learner.token),
      json: { coachId: A, sessionTypeId: sessionTypeOf(A), start },
    });
    expect(booked.status).toBe(200);
    bookingId = booked.body.booking._id;
    const paid = await server.request(`/api/payment/local/${booked.body.order.paymentSessionId}/complete`, {
      method: "POST",
      json: { outcome: "success" },
    });
    expect(paid.status).toBeLessThan(400);
    const taken = await slots(A, wholeDay(day));
    expect(taken).not.toContain(start);
    expect(taken).toContain(newYork(day, "04:00", 4));
    expect(taken).toContain(newYork(day, "06:00", 4));

    // A 30-minute buffer: 04:00 and 06:00 EDT go, 03:30 and 06:30 stay.
    expect((await settings(coachA, { bufferMinutes: 30 })).status).toBe(200);
    const buffered = await slots(A, wholeDay(day));
    expect(buffered).not.toContain(newYork(day, "04:00", 4));
    expect(buffered).not.toContain(newYork(day, "06:00", 4));
    expect(buffered).toContain(newYork(day, "03:30", 4));
    expect(buffered).toContain(newYork(day, "06:30", 4));

    // A cap of one session a day: that day offers nothing, and booking on it is refused.
    expect((await settings(coachA, { bufferMinutes: 30, dailyCap: 1 })).status).toBe(200);
    expect(await slots(A, wholeDay(day))).toEqual([]);
    expect((await slots(A, wholeDay(nextDay(day)))).length).toBeGreaterThan(0);
    const refused = await server.request("/api/live-sessions", {
      method: "POST",
      headers: bearer(learner.token),
      json: { coachId: A, sessionTypeId: sessionTypeOf(A), start: newYork(day, "12:00", 4) },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe("SLOT_UNAVAILABLE");
    expect((await settings(coachA, { dailyCap: null })).status).toBe(200);

    // Time off over the booked day: no slot on it; the booking stands and is listed as a clash.
    const off = await call(coachA, "POST", "/time-off", { firstDay: day, lastDay: nextDay(day) });
    expect(off.status).toBe(201);
    expect(off.body.clashes.map((session: { _id: string }) => session._id)).toEqual([bookingId]);
    expect(await slots(A, { from: wholeDay(day).from, to: wholeDay(nextDay(day)).to })).toEqual([]);
    expect((await slots(A, wholeDay(nextDay(day, 2)))).length).toBeGreaterThan(0);
    expect((await call(coachA, "DELETE", `/time-off/${off.body.data._id}`)).status).toBe(200);
    expect((await slots(A, wholeDay(day))).length).toBeGreaterThan(0);

    // Minimum notice: nothing sooner than 48 hours from now, then back to the 2 hours of today.
    expect((await settings(coachA, { minNoticeHours: 48 })).status).toBe(200);
    const soonest = Date.parse((await slots(A))[0] ?? "");
    expect(soonest).toBeGreaterThanOrEqual(Date.now() + 48 * HOUR - 60_000);
    expect(soonest).toBeLessThan(Date.now() + 49 * HOUR);
    expect((await settings(coachA, { minNoticeHours: 2 })).status).toBe(200);
    expect(Date.parse((await slots(A))[0] ?? "")).toBeLessThan(Date.now() + 3 * HOUR);
    // Another coach's offer never moved.
    expect(await slots(B, wholeDay(day))).toEqual(otherCoach);
  });

  it("an hours edit never touches a booking: it stands, listed as outside the new hours", async () => {
    const row = async () =>
      (await db().select().from(t.liveSessionBookings).where(eq(t.liveSessionBookings.id, bookingId)))[0];
    const booked = await row();
    expect(booked?.state).toBe("CONFIRMED");

    const monday = [{ weekday: 1, startTime: "09:00", endTime: "10:00" }];
    const edited = await saveHours(coachA, monday);
    expect(edited.status).toBe(200);
    expect(edited.body.data.weeklyHours).toEqual(monday);
    expect(edited.body.data.outsideHours).toEqual([
      expect.objectContaining({
        _id: bookingId,
        state: "CONFIRMED",
        start: booked?.startsAt.toISOString(),
        learner: { name: expect.any(String), email: learner.email },
      }),
    ]);
    expect((await call(coachA, "GET", "/hours")).body.data.outsideHours).toHaveLength(1);
    expect(await slots(A, wholeDay(day))).toEqual([]);

    // A new price applies to new bookings only.
    expect(
      (
        await call(coachA, "PUT", `/session-types/${sessionTypeOf(A)}`, {
          level: "Advanced",
          title: "One hour",
          price: 1500,
          durationMinutes: 60,
          topicsCovered: [],
        })
      ).status,
    ).toBe(200);

    const after = await row();
    expect(after).toMatchObject({
      state: "CONFIRMED",
      startsAt: booked?.startsAt,
      endsAt: booked?.endsAt,
      price: 1000,
    });
    const mine = await server.request("/api/live-sessions/user", { headers: bearer(learner.token) });
    expect(mine.body.data).toEqual([
      expect.objectContaining({ _id: bookingId, state: "CONFIRMED", price: 1000 }),
    ]);

    const restored = await saveHours(coachA, ROUND_THE_CLOCK);
    expect(restored.body.data.outsideHours).toEqual([]);
    expect(await slots(A, wholeDay(day))).not.toContain(booked?.startsAt.toISOString());
  });
});
