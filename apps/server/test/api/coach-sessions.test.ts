import { AUTO_COMPLETE_HOURS, JOIN_OPENS_MINUTES, paths } from "@clutch/contract";
import { and, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as t from "../../src/db/schema";
import { cashfree } from "../../src/modules/payments/providers/cashfree";
import { local } from "../../src/modules/payments/providers/local";
import type { TestServer } from "./harness";
import { signedInAccount } from "./support/accounts";
import { runSessionJobs, sessionBookings } from "./support/bookings";
import { coachAccountByDatabase, roundTheClockCoach } from "./support/coaches";
import { closeServerWithMail, startServerWithMail } from "./support/server-with-mail";
import { calendarAttachment, type SmtpCapture } from "./support/smtp-capture";

/** The built-in test checkout, its refunds counted per order (a refund made twice shows). */
const refundCalls = new Map<string, number>();
const countingLocal: typeof local = {
  ...local,
  create: (settings, context) => {
    const provider = local.create(settings, context);
    const refundAtProvider = provider.refund.bind(provider);
    return Object.assign(provider, {
      async refund(refund: Parameters<typeof refundAtProvider>[0]) {
        refundCalls.set(refund.orderId, (refundCalls.get(refund.orderId) ?? 0) + 1);
        return refundAtProvider(refund);
      },
    });
  },
};

let server: TestServer;
let smtp: SmtpCapture;
let roomCoach: Account;
let linkCoach: Account;

const HOUR = 3_600_000;
/**
 * Coaches of this file only, free round the clock: the first two run by accounts (the second with
 * a meeting link of its own), the third by none.
 */
const COACH = "test-coach-sessions-a";
const OWN_LINK_COACH = "test-coach-sessions-b";
const LONE_COACH = "test-coach-sessions-c";
const OWN_LINK = "https://discord.gg/clutch-own-room";
const COACH_ZONE = "Asia/Kolkata";

const app = () => server.server.app;
const db = () => app().database.db;
const bookingOf = t.liveSessionBookings;

beforeAll(async () => {
  ({ server, smtp } = await startServerWithMail({}, { paymentProviders: [cashfree, countingLocal] }));
  for (const [id, name, meetingUrl] of [
    [COACH, "Room Coach", null],
    [OWN_LINK_COACH, "Own Link Coach", OWN_LINK],
    [LONE_COACH, "Lone Coach", null],
  ] as const) {
    await roundTheClockCoach(server, { id, name, timeZone: COACH_ZONE, meetingUrl }, { price: 1499 });
  }
  roomCoach = await coachAccountByDatabase(server, smtp, COACH, "Room Coach Person");
  linkCoach = await coachAccountByDatabase(server, smtp, OWN_LINK_COACH, "Own Link Coach Person");
});
afterAll(() => closeServerWithMail(server, smtp));

const account = (name: string) => signedInAccount(server, smtp, name);
type Account = Awaited<ReturnType<typeof account>>;

const runJobs = () => runSessionJobs(server);
const runJobsTwice = async () => {
  await Promise.all([runJobs(), runJobs()]);
  await runJobs();
};

const bookings = sessionBookings(() => server);
const bookAndPay = (who: Account, coachId = COACH, notes?: string) =>
  bookings.bookAndPay(who, coachId, notes);

interface WireBooking {
  _id: string;
  state: string;
  start: string;
  meetingUrl: string | null;
  joinableFrom: string;
  summary: { text: string; practise: string[] } | null;
}
const learnerBooking = async (who: Account, bookingId: string) =>
  ((await server.request("/api/live-sessions/user", { headers: who.auth })).body.data as WireBooking[]).find(
    (booking) => booking._id === bookingId,
  );
const sessionsOf = async (coach: Account, view: string) => {
  const res = await server.request(`/api/coach-workspace/sessions?view=${view}`, { headers: coach.auth });
  expect(res.status, res.text).toBe(200);
  return res.body.data as (WireBooking & {
    learner: { name: string; email: string };
    notes: string | null;
    outcomeBy: string | null;
    cancelledBy: string | null;
  })[];
};
const workspace = (coach: Account, bookingId: string, action: string, json: object, method = "POST") =>
  server.request(`/api/coach-workspace/sessions/${bookingId}/${action}`, {
    method,
    headers: coach.auth,
    json,
  });

const bookingRow = async (id: string) => (await db().select().from(bookingOf).where(eq(bookingOf.id, id)))[0];
/** Puts a booking at `startsInHours` from now (negative: in the past), an hour long. */
const moveTo = (bookingId: string, startsInHours: number) => {
  const start = Date.now() + startsInHours * HOUR;
  return db()
    .update(bookingOf)
    .set({ startsAt: new Date(start), endsAt: new Date(start + HOUR) })
    .where(eq(bookingOf.id, bookingId));
};

const mails = (to: Account, subject: RegExp) =>
  smtp.mailsTo(to.email).filter((mail) => subject.test(mail.raw.split("\r\n\r\n")[0] ?? ""));

/** The one VEVENT of a calendar text: its zone, LOCATION, URL and description. */
function eventOf(text: string) {
  const component = new ICAL.Component(ICAL.parse(text));
  const vevent = component.getFirstSubcomponent("vevent");
  return {
    zone: component.getFirstSubcomponent("vtimezone")?.getFirstPropertyValue("tzid"),
    location: vevent?.getFirstPropertyValue("location"),
    url: vevent?.getFirstPropertyValue("url"),
    description: String(vevent?.getFirstPropertyValue("description") ?? ""),
  };
}

describe("a session's meeting room and the coach's e-mails", () => {
  it("fixes one room per booking, the same in the Booking, the e-mails and the .ics; the coach is told of the booking, the move and the reminders once each", async () => {
    const coach = roomCoach;
    const who = await account("Asha Learner");
    const notes = "My crosshair placement; I keep over-peeking.";
    const { bookingId, slot } = await bookAndPay(who, COACH, notes);

    const booking = await learnerBooking(who, bookingId);
    const room = booking?.meetingUrl ?? "";
    expect(room).toMatch(/^https:\/\/meet\.jit\.si\/ClutchAcademy-[0-9a-f]{32}$/);
    expect(booking?.joinableFrom).toBe(
      new Date(Date.parse(slot.start) - JOIN_OPENS_MINUTES * 60_000).toISOString(),
    );
    expect((await bookingRow(bookingId))?.meetingUrl).toBe(room);

    // The learner's confirmation and the coach's notice, each once however many job passes run.
    await expect.poll(() => mails(who, /Subject: Booked:/).length).toBe(1);
    await expect.poll(() => mails(coach, /Subject: New booking:/).length).toBe(1);
    await runJobsTwice();
    expect(mails(who, /Subject: Booked:/)).toHaveLength(1);
    const [notice] = mails(coach, /Subject: New booking:/);
    expect(mails(coach, /Subject: New booking:/)).toHaveLength(1);

    const [confirmation] = mails(who, /Subject: Booked:/);
    expect(confirmation?.decoded).toContain(`Join the session: ${room}`);
    const learnerIcs = eventOf(calendarAttachment(confirmation?.raw ?? ""));
    expect(learnerIcs).toMatchObject({ location: room, url: room });
    const served = await server.request(`/api/live-sessions/${bookingId}/calendar.ics`, {
      headers: who.auth,
    });
    expect(eventOf(served.text)).toMatchObject({ location: room, url: room });

    expect(notice?.decoded).toContain(`Join the session: ${room}`);
    expect(notice?.decoded).toContain("Asha Learner");
    expect(notice?.decoded).toContain(notes);
    const coachIcs = eventOf(calendarAttachment(notice?.raw ?? ""));
    expect(coachIcs).toMatchObject({ zone: COACH_ZONE, location: room, url: room });
    expect(coachIcs.description).toContain(notes);
    expect(coachIcs.description).toContain(who.email);

    // The workspace shows it with the learner, their notes and the same room; its calendar file too.
    const upcoming = (await sessionsOf(coach, "upcoming")).find((session) => session._id === bookingId);
    expect(upcoming).toMatchObject({
      learner: { name: "Asha Learner", email: who.email },
      notes,
      meetingUrl: room,
      state: "CONFIRMED",
    });
    const coachCalendar = await server.request(`/api/coach-workspace/sessions/${bookingId}/calendar.ics`, {
      headers: coach.auth,
    });
    expect(coachCalendar.status).toBe(200);
    expect(eventOf(coachCalendar.text)).toMatchObject({ zone: COACH_ZONE, location: room, url: room });

    // A move: both are told, the room stays.
    const target = await bookings.nextFreeSlot(COACH);
    const moved = await server.request(`/api/live-sessions/${bookingId}/reschedule`, {
      method: "POST",
      headers: who.auth,
      json: { start: target.start },
    });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.booking.meetingUrl).toBe(room);
    await expect.poll(() => mails(coach, /Subject: Moved:/).length).toBe(1);
    expect(mails(coach, /Subject: Moved:/)[0]?.decoded).toContain(room);
    expect(mails(who, /Subject: Moved:/)[0]?.decoded).toContain(`Join the session: ${room}`);

    // The reminders: 24 h, then 1 h, to the learner and to the coach, once each.
    await moveTo(bookingId, 20);
    await runJobsTwice();
    expect(mails(coach, /Subject: Tomorrow:/)).toHaveLength(1);
    expect(mails(who, /Subject: Tomorrow:/)).toHaveLength(1);
    expect(mails(coach, /Subject: Tomorrow:/)[0]?.decoded).toContain(room);
    await moveTo(bookingId, 0.5);
    await runJobsTwice();
    expect(mails(coach, /Subject: In one hour:/)).toHaveLength(1);
    expect(mails(who, /Subject: In one hour:/)[0]?.decoded).toContain(`Join the session: ${room}`);
    expect(mails(coach, /Subject: Tomorrow:/)).toHaveLength(1);
  });

  it("uses the coach's own meeting link when they set one; a coach without an account gets no mail", async () => {
    const who = await account("Own Link Learner");
    const { bookingId } = await bookAndPay(who, OWN_LINK_COACH);
    expect((await learnerBooking(who, bookingId))?.meetingUrl).toBe(OWN_LINK);
    await expect.poll(() => mails(who, /Subject: Booked:/).length).toBe(1);
    expect(mails(who, /Subject: Booked:/)[0]?.decoded).toContain(`Join the session: ${OWN_LINK}`);
    await expect.poll(() => mails(linkCoach, /Subject: New booking:/).length).toBe(1);

    // No account runs this coach: nothing is claimed for the coach, and nothing is sent.
    const lone = await bookAndPay(who, LONE_COACH);
    await expect.poll(() => mails(who, /Subject: Booked:/).length).toBe(2);
    await runJobsTwice();
    expect((await bookingRow(lone.bookingId))?.coachConfirmationClaimedAt).toBeNull();
  });
});

describe("after the session", () => {
  it("marks completed (with a summary e-mailed once and shown to the learner) or a no-show, once each; completes unmarked ones 48 h after the end", async () => {
    const coach = linkCoach;
    const otherCoach = roomCoach;
    const who = await account("Outcome Learner");
    const completed = await bookAndPay(who, OWN_LINK_COACH);
    const missed = await bookAndPay(who, OWN_LINK_COACH);
    const unmarked = await bookAndPay(who, OWN_LINK_COACH);
    const recent = await bookAndPay(who, OWN_LINK_COACH);

    const summary = { text: "Good session: cleaner peeks already.", practise: ["Jiggle peek", "Pre-aim"] };
    const early = await workspace(coach, completed.bookingId, "outcome", { outcome: "COMPLETED" });
    expect(early.status).toBe(400);

    await moveTo(completed.bookingId, -3);
    await moveTo(missed.bookingId, -5);
    const done = await workspace(coach, completed.bookingId, "outcome", { outcome: "COMPLETED", summary });
    expect(done.status, done.text).toBe(200);
    expect(done.body.data).toMatchObject({
      state: "COMPLETED",
      outcomeBy: "coach",
      summary,
      meetingUrl: null,
    });
    expect((await workspace(coach, completed.bookingId, "outcome", { outcome: "NO_SHOW" })).status).toBe(409);
    expect((await bookingRow(completed.bookingId))?.completedAt).not.toBeNull();
    // A cancel racing the mark (checked before it, refunded after it) rolls back: no refund of a kept session.
    await expect(
      app().payments.refundSessionByBusiness(completed.bookingId, "too late", "coach"),
    ).rejects.toMatchObject({ statusCode: 409 });
    const [order] = await db().select().from(t.orders).where(eq(t.orders.id, completed.orderId));
    expect(order?.status).toBe("PAID");
    expect(refundCalls.get(completed.orderId)).toBeUndefined();

    const noShow = await workspace(coach, missed.bookingId, "outcome", { outcome: "NO_SHOW" });
    expect(noShow.body.data).toMatchObject({ state: "NO_SHOW", outcomeBy: "coach", summary: null });
    expect((await workspace(coach, missed.bookingId, "summary", summary, "PUT")).status).toBe(409);

    // The learner sees the summary; it is e-mailed once, an edit changes what they see, not the mail count.
    expect(await learnerBooking(who, completed.bookingId)).toMatchObject({ state: "COMPLETED", summary });
    await expect.poll(() => mails(who, /Subject: Your session summary:/).length).toBe(1);
    const edited = { text: "Edited: cleaner peeks, and calmer.", practise: ["Pre-aim"] };
    const edit = await workspace(coach, completed.bookingId, "summary", edited, "PUT");
    expect(edit.status, edit.text).toBe(200);
    await runJobsTwice();
    expect(mails(who, /Subject: Your session summary:/)).toHaveLength(1);
    expect(mails(who, /Subject: Your session summary:/)[0]?.decoded).toContain(summary.text);
    expect((await learnerBooking(who, completed.bookingId))?.summary).toEqual(edited);

    const past = (await sessionsOf(coach, "past")).map((session) => session._id);
    expect(past).toEqual(expect.arrayContaining([completed.bookingId, missed.bookingId]));
    expect((await sessionsOf(coach, "upcoming")).map((session) => session._id)).not.toContain(
      completed.bookingId,
    );

    // Another coach reaches none of it.
    expect((await workspace(otherCoach, completed.bookingId, "summary", edited, "PUT")).status).toBe(404);
    expect((await workspace(otherCoach, missed.bookingId, "outcome", { outcome: "NO_SHOW" })).status).toBe(
      404,
    );
    expect((await sessionsOf(otherCoach, "past")).map((session) => session._id)).not.toContain(
      completed.bookingId,
    );

    // Automatic completion: only past the 48 hours, by one statement, once.
    await moveTo(unmarked.bookingId, -(AUTO_COMPLETE_HOURS + 2));
    await moveTo(recent.bookingId, -(AUTO_COMPLETE_HOURS - 2));
    await runJobsTwice();
    expect(await bookingRow(unmarked.bookingId)).toMatchObject({ state: "COMPLETED", outcomeBy: "auto" });
    expect(await bookingRow(recent.bookingId)).toMatchObject({ state: "CONFIRMED", outcomeBy: null });
    expect((await workspace(coach, unmarked.bookingId, "outcome", { outcome: "NO_SHOW" })).status).toBe(409);
  });
});

describe("a coach's cancel", () => {
  it("writes the cancel and its audit row together: a failing audit insert leaves the session confirmed and unrefunded", async () => {
    const who = await account("Rolled Back Cancel Learner");
    const { bookingId, orderId } = await bookAndPay(who);
    const audit = app().audit;
    const recordIn = audit.recordIn;
    audit.recordIn = async () => {
      throw new Error("injected audit failure");
    };
    try {
      const failed = await server.request(`/api/coach-workspace/sessions/${bookingId}/cancel`, {
        method: "POST",
        headers: roomCoach.auth,
        json: { reason: "ill" },
      });
      expect(failed.status).toBe(500);
    } finally {
      audit.recordIn = recordIn;
    }
    expect((await bookingRow(bookingId))?.state).toBe("CONFIRMED");
    expect(refundCalls.get(orderId)).toBeUndefined();
    const [order] = await db().select().from(t.orders).where(eq(t.orders.id, orderId));
    expect(order?.status).toBe("PAID");
  });

  it("refunds in full exactly once, records the coach as the canceller, and tells the learner with a link to rebook", async () => {
    const coachUser = roomCoach;
    const who = await account("Cancel Learner");
    const { bookingId, orderId } = await bookAndPay(who);

    const reason = "I am ill, sorry";
    const answers = await Promise.all([
      server.request(`/api/coach-workspace/sessions/${bookingId}/cancel`, {
        method: "POST",
        headers: coachUser.auth,
        json: { reason },
      }),
      server.request(`/api/coach-workspace/sessions/${bookingId}/cancel`, {
        method: "POST",
        headers: coachUser.auth,
        json: { reason },
      }),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const ok = answers.find((res) => res.status === 200);
    expect(ok?.body).toMatchObject({
      data: { state: "CANCELLED", cancelledBy: "coach", meetingUrl: null },
      refund: { amount: 1499 },
    });
    expect(refundCalls.get(orderId)).toBe(1);
    expect(await bookingRow(bookingId)).toMatchObject({ state: "CANCELLED", cancelledBy: "coach" });
    const audits = await db()
      .select()
      .from(t.auditEvents)
      .where(and(eq(t.auditEvents.entityId, bookingId), eq(t.auditEvents.action, "booking.cancel-by-coach")));
    expect(audits).toHaveLength(1);

    await expect.poll(() => mails(who, /Subject: Cancelled:/).length).toBe(1);
    const mail = mails(who, /Subject: Cancelled:/)[0]?.decoded ?? "";
    expect(mail).toContain(reason);
    expect(mail).toContain(`${app().config.publicUrl}${paths.coach(COACH)}`);
    expect(mail).toContain("INR 1,499");
    await expect.poll(() => mails(coachUser, /Subject: Cancelled:/).length).toBe(1);

    expect((await learnerBooking(who, bookingId))?.meetingUrl).toBeNull();
    const cancelled = await sessionsOf(coachUser, "cancelled");
    expect(cancelled.find((session) => session._id === bookingId)).toMatchObject({ cancelledBy: "coach" });
    // Not the learner's to use, and another coach's session is not found.
    const asLearner = await server.request("/api/coach-workspace/sessions?view=upcoming", {
      headers: who.auth,
    });
    expect(asLearner.status).toBe(403);
    const foreign = await server.request(`/api/coach-workspace/sessions/${bookingId}/calendar.ics`, {
      headers: linkCoach.auth,
    });
    expect(foreign.status).toBe(404);
  });
});
