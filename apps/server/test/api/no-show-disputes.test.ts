import {
  adminBookingMessages,
  coachWorkspaceMessages,
  DISPUTE_NOTE_MAX,
  messages,
  NO_SHOW_AFTER_MINUTES,
  NO_SHOW_DISPUTE_HOURS,
} from "@clutch/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as t from "../../src/db/schema";
import { cashfree } from "../../src/modules/payments/providers/cashfree";
import { local } from "../../src/modules/payments/providers/local";
import type { TestServer } from "./harness";
import { signedInAccount } from "./support/accounts";
import { runSessionJobs, sessionBookings } from "./support/bookings";
import { coachAccountByDatabase, roundTheClockCoach } from "./support/coaches";
import { operators } from "./support/operators";
import { closeServerWithMail, startServerWithMail } from "./support/server-with-mail";
import type { SmtpCapture } from "./support/smtp-capture";

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
let admin: Awaited<ReturnType<ReturnType<typeof operators>["newAdmin"]>>;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const FEE = 1500;
/** 20 % commission: the coach's share of a session is 1,200. */
const SHARE = 1200;
const m = messages.liveSessions;

/** Coaches of this file only, free round the clock, each run by an account. */
const COACHES = ["test-coach-noshow-a", "test-coach-noshow-b", "test-coach-noshow-c"] as const;
const coachAccounts = new Map<string, Account>();

const app = () => server.server.app;
const db = () => app().database.db;
const bookingOf = t.liveSessionBookings;

beforeAll(async () => {
  ({ server, smtp } = await startServerWithMail(
    { COACH_COMMISSION_PERCENT: "20" },
    { paymentProviders: [cashfree, countingLocal] },
  ));
  for (const [index, id] of COACHES.entries()) {
    await roundTheClockCoach(server, { id, name: `No-show Coach ${index}`, timeZone: "UTC" }, { price: FEE });
    coachAccounts.set(id, await coachAccountByDatabase(server, smtp, id, `No-show Coach Person ${index}`));
  }
  admin = await operators(server, smtp).newAdmin();
});
afterAll(() => closeServerWithMail(server, smtp));

const account = (name: string) => signedInAccount(server, smtp, name);
type Account = Awaited<ReturnType<typeof account>>;
const coachOf = (coachId: string) => coachAccounts.get(coachId) as Account;

const bookings = sessionBookings(() => server);

/**
 * The clock: times move by moving the booking (its start, and its mark of absence), as the other
 * booking tests do — the server and the database keep their own clocks.
 */
const startedMinutesAgo = (bookingId: string, minutes: number, lengthMinutes = 60) => {
  const start = Date.now() - minutes * MINUTE;
  return db()
    .update(bookingOf)
    .set({ startsAt: new Date(start), endsAt: new Date(start + lengthMinutes * MINUTE) })
    .where(eq(bookingOf.id, bookingId));
};
const markedHoursAgo = (bookingId: string, hours: number) =>
  db()
    .update(bookingOf)
    .set({ completedAt: new Date(Date.now() - hours * HOUR) })
    .where(eq(bookingOf.id, bookingId));

const markNoShow = (coachId: string, bookingId: string) =>
  server.request(`/api/coach-workspace/sessions/${bookingId}/outcome`, {
    method: "POST",
    headers: coachOf(coachId).auth,
    json: { outcome: "NO_SHOW" },
  });
const dispute = (who: Account, bookingId: string, note = "I was in the room from the start.") =>
  server.request(`/api/live-sessions/${bookingId}/dispute`, {
    method: "POST",
    headers: who.auth,
    json: { note },
  });
const decide = (bookingId: string, outcome: "uphold" | "reverse", headers = admin.headers) =>
  server.request(`/api/admin/bookings/${bookingId}/dispute/${outcome}`, { method: "POST", headers });

const learnerBooking = async (who: Account, bookingId: string) => {
  const res = await server.request("/api/live-sessions/user", { headers: who.auth });
  return (res.body.data as { _id: string; [key: string]: unknown }[]).find((row) => row._id === bookingId);
};
const bookingRow = async (id: string) => (await db().select().from(bookingOf).where(eq(bookingOf.id, id)))[0];
const orderRow = async (id: string) => (await db().select().from(t.orders).where(eq(t.orders.id, id)))[0];
const audits = (bookingId: string, action: string) =>
  db()
    .select()
    .from(t.auditEvents)
    .where(and(eq(t.auditEvents.entityId, bookingId), eq(t.auditEvents.action, action)));
const mails = (to: Account, subject: RegExp) =>
  smtp.mailsTo(to.email).filter((mail) => subject.test(mail.raw.split("\r\n\r\n")[0] ?? ""));
const runJobsTwice = async () => {
  await Promise.all([runSessionJobs(server), runSessionJobs(server)]);
  await runSessionJobs(server);
};
const balanceOf = async (coachId: string) => {
  const res = await server.request(`/api/admin/coaches/${coachId}/earnings`, { headers: admin.headers });
  expect(res.status, res.text).toBe(200);
  return res.body.data.balance as { pending: number; earned: number; due: number };
};

/** A paid session of `coachId` that started `minutesAgo`, marked a no-show by its coach. */
async function missedSession(who: Account, coachId: string, minutesAgo = 20) {
  const booking = await bookings.bookAndPay(who, coachId);
  await startedMinutesAgo(booking.bookingId, minutesAgo);
  const marked = await markNoShow(coachId, booking.bookingId);
  expect(marked.status, marked.text).toBe(200);
  return booking;
}

describe("marking a learner absent", () => {
  it(`is refused before ${NO_SHOW_AFTER_MINUTES} minutes after the start, allowed after; the learner keeps the room until the end and is mailed once`, async () => {
    const coachId = COACHES[0];
    const who = await account("Early Mark Learner");
    const { bookingId } = await bookings.bookAndPay(who, coachId);

    await startedMinutesAgo(bookingId, 1);
    const early = await markNoShow(coachId, bookingId);
    expect(early.status).toBe(400);
    expect(early.body.message).toBe(coachWorkspaceMessages.noShowTooEarly);
    expect((await bookingRow(bookingId))?.state).toBe("CONFIRMED");
    await startedMinutesAgo(bookingId, NO_SHOW_AFTER_MINUTES - 1);
    expect((await markNoShow(coachId, bookingId)).status).toBe(400);
    // The workspace says from when it may be marked.
    const listed = await server.request("/api/coach-workspace/sessions?view=upcoming", {
      headers: coachOf(coachId).auth,
    });
    const shown = (listed.body.data as { _id: string; start: string; noShowFrom: string }[]).find(
      (row) => row._id === bookingId,
    );
    expect(Date.parse(shown?.noShowFrom ?? "") - Date.parse(shown?.start ?? "")).toBe(
      NO_SHOW_AFTER_MINUTES * MINUTE,
    );

    await startedMinutesAgo(bookingId, NO_SHOW_AFTER_MINUTES + 1);
    const marked = await markNoShow(coachId, bookingId);
    expect(marked.status, marked.text).toBe(200);
    expect(marked.body.data).toMatchObject({ state: "NO_SHOW", outcomeBy: "coach" });
    expect((await markNoShow(coachId, bookingId)).status).toBe(409);
    expect(await audits(bookingId, "booking.mark-no-show")).toHaveLength(1);

    // The learner still has the room until the session's end, and may dispute the mark.
    const room = (await bookingRow(bookingId))?.meetingUrl;
    expect(room).toMatch(/^https:\/\//);
    expect(await learnerBooking(who, bookingId)).toMatchObject({
      state: "NO_SHOW",
      meetingUrl: room,
      noShow: { disputable: true, dispute: null },
    });

    // Mailed once, however many job passes run, saying how to dispute it.
    await expect.poll(() => mails(who, /Subject: Marked absent:/).length).toBe(1);
    await runJobsTwice();
    expect(mails(who, /Subject: Marked absent:/)).toHaveLength(1);
    const mail = mails(who, /Subject: Marked absent:/)[0]?.decoded ?? "";
    expect(mail).toContain(`within ${NO_SHOW_DISPUTE_HOURS} hours`);
    expect(mail).toContain("Booking details");
    expect(mail).toContain("I was there");

    // After the end, no room.
    await startedMinutesAgo(bookingId, 90);
    expect((await learnerBooking(who, bookingId))?.meetingUrl).toBeNull();
  });
});

describe("the learner's dispute", () => {
  it(`is taken once within ${NO_SHOW_DISPUTE_HOURS} hours of the mark, refused after, and only for the learner's own no-show`, async () => {
    const coachId = COACHES[0];
    const who = await account("Disputing Learner");
    const { bookingId } = await missedSession(who, coachId);

    const stranger = await account("Stranger");
    expect((await dispute(stranger, bookingId)).status).toBe(404);
    const tooLong = await dispute(who, bookingId, "x".repeat(DISPUTE_NOTE_MAX + 1));
    expect(tooLong.status).toBe(400);
    const blank = await dispute(who, bookingId, "   ");
    expect(blank.status).toBe(400);

    await markedHoursAgo(bookingId, NO_SHOW_DISPUTE_HOURS - 1);
    const [first, second] = await Promise.all([dispute(who, bookingId), dispute(who, bookingId)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const accepted = first.status === 200 ? first : second;
    expect(accepted.body.booking.noShow).toMatchObject({
      disputable: false,
      dispute: { note: "I was in the room from the start.", outcome: null },
    });
    const again = await dispute(who, bookingId);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(m.alreadyDisputed);
    expect(await audits(bookingId, "booking.dispute-no-show")).toHaveLength(1);

    // Past the window: refused, nothing changes.
    const late = await missedSession(who, coachId);
    await markedHoursAgo(late.bookingId, NO_SHOW_DISPUTE_HOURS + 0.1);
    const closed = await dispute(who, late.bookingId);
    expect(closed.status).toBe(400);
    expect(closed.body.message).toBe(m.disputeClosed);
    expect((await bookingRow(late.bookingId))?.disputedAt).toBeNull();

    // A session not marked absent cannot be disputed.
    const kept = await bookings.bookAndPay(who, coachId);
    const notAbsent = await dispute(who, kept.bookingId);
    expect(notAbsent.status).toBe(409);
    expect(notAbsent.body.message).toBe(m.disputeNotAbsent);
  });
});

describe("the console's queue of disputed no-shows", () => {
  it("lists open disputes with the coach, learner, times and note; upholding keeps the coach's earnings and mails the learner once", async () => {
    const coachId = COACHES[1];
    const who = await account("Upheld Learner");
    const { bookingId, orderId } = await missedSession(who, coachId);
    await markedHoursAgo(bookingId, 1);
    const earnedBefore = (await balanceOf(coachId)).earned;
    expect((await dispute(who, bookingId, "My mic was broken but I was there.")).status).toBe(200);
    // Waiting for a decision, the session's share is pending, not earned.
    expect((await balanceOf(coachId)).earned).toBe(earnedBefore - SHARE);

    const queue = await server.request("/api/admin/bookings?dispute=open", { headers: admin.headers });
    expect(queue.status, queue.text).toBe(200);
    const row = (queue.body.data as { _id: string }[]).find((booking) => booking._id === bookingId);
    expect(row).toMatchObject({
      state: "NO_SHOW",
      learner: { email: who.email },
      coach: { _id: coachId },
      dispute: { note: "My mic was broken but I was there.", outcome: null, resolvedBy: null },
    });
    const stored = await bookingRow(bookingId);
    expect(row).toMatchObject({
      start: stored?.startsAt.toISOString(),
      end: stored?.endsAt.toISOString(),
      dispute: { at: stored?.disputedAt?.toISOString(), markedAt: stored?.completedAt?.toISOString() },
    });

    const upheld = await decide(bookingId, "uphold");
    expect(upheld.status, upheld.text).toBe(200);
    expect(upheld.body).toMatchObject({
      refund: null,
      data: { state: "NO_SHOW", dispute: { outcome: "upheld", resolvedBy: { email: admin.email } } },
    });
    const [secondUphold, reverseAfter] = [
      await decide(bookingId, "uphold"),
      await decide(bookingId, "reverse"),
    ];
    expect(secondUphold.status).toBe(409);
    expect(reverseAfter.status).toBe(409);
    expect(reverseAfter.body.message).toBe(adminBookingMessages.alreadyResolved);
    expect((await orderRow(orderId))?.status).toBe("PAID");
    expect(refundCalls.get(orderId)).toBeUndefined();
    expect((await balanceOf(coachId)).earned).toBe(earnedBefore);

    const queueAfter = await server.request("/api/admin/bookings?dispute=open", { headers: admin.headers });
    expect((queueAfter.body.data as { _id: string }[]).map((booking) => booking._id)).not.toContain(
      bookingId,
    );
    expect(await audits(bookingId, "booking.no-show-dispute-upheld")).toHaveLength(1);
    await expect.poll(() => mails(who, /Subject: Your dispute:/).length).toBe(1);
    await runJobsTwice();
    expect(mails(who, /Subject: Your dispute:/)).toHaveLength(1);
    expect(mails(who, /Subject: Your dispute:/)[0]?.decoded).toContain("kept the mark of absence");
    expect((await learnerBooking(who, bookingId))?.noShow).toMatchObject({ dispute: { outcome: "upheld" } });

    // Nothing to decide on a no-show never disputed.
    const undisputed = await missedSession(who, coachId);
    const none = await decide(undisputed.bookingId, "reverse");
    expect(none.status).toBe(409);
    expect(none.body.message).toBe(adminBookingMessages.notDisputed);
    expect((await decide("no-such-booking", "uphold")).status).toBe(404);
  });

  it("reversing refunds in full exactly once for two operators at once and takes the coach's share off their earnings", async () => {
    const coachId = COACHES[2];
    const who = await account("Reversed Learner");
    const { bookingId, orderId } = await missedSession(who, coachId);
    const earnedWithMark = (await balanceOf(coachId)).earned;
    expect((await dispute(who, bookingId)).status).toBe(200);

    const secondAdmin = await operators(server, smtp).newAdmin();
    const answers = await Promise.all([
      decide(bookingId, "reverse"),
      decide(bookingId, "reverse", secondAdmin.headers),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const winner = answers.find((res) => res.status === 200);
    expect(winner?.body).toMatchObject({
      refund: { amount: FEE, status: "REFUNDED" },
      data: { state: "NO_SHOW", dispute: { outcome: "reversed" }, order: { status: "REFUNDED" } },
    });
    expect(refundCalls.get(orderId)).toBe(1);
    expect((await orderRow(orderId))?.status).toBe("REFUNDED");
    expect(await bookingRow(bookingId)).toMatchObject({ state: "NO_SHOW", disputeOutcome: "reversed" });
    expect((await decide(bookingId, "reverse")).status).toBe(409);
    expect(refundCalls.get(orderId)).toBe(1);

    // The coach's share of it is gone from what they earned.
    expect((await balanceOf(coachId)).earned).toBe(earnedWithMark - SHARE);

    const [audit, ...more] = await audits(bookingId, "booking.no-show-dispute-reversed");
    expect(more).toHaveLength(0);
    expect(audit).toMatchObject({
      entityType: "booking",
      before: { state: "NO_SHOW", dispute: { outcome: null } },
      after: { dispute: { outcome: "reversed" }, refund: { amount: FEE } },
    });
    await expect.poll(() => mails(who, /Subject: Your dispute:/).length).toBe(1);
    expect(mails(who, /Subject: Your dispute:/)[0]?.decoded).toContain("refunded in full");
    expect((await learnerBooking(who, bookingId))?.noShow).toMatchObject({
      dispute: { outcome: "reversed" },
    });
  });

  it("writes the decision and its audit row together: a failing audit insert leaves the dispute open and the order paid", async () => {
    const coachId = COACHES[2];
    const who = await account("Rolled Back Learner");
    const { bookingId, orderId } = await missedSession(who, coachId);
    expect((await dispute(who, bookingId)).status).toBe(200);

    const audit = app().audit;
    const recordIn = audit.recordIn;
    audit.recordIn = async () => {
      throw new Error("injected audit failure");
    };
    try {
      expect((await decide(bookingId, "reverse")).status).toBe(500);
      expect((await decide(bookingId, "uphold")).status).toBe(500);
    } finally {
      audit.recordIn = recordIn;
    }
    expect(await bookingRow(bookingId)).toMatchObject({ disputeOutcome: null, disputeResolvedAt: null });
    expect((await orderRow(orderId))?.status).toBe("PAID");
    expect(refundCalls.get(orderId)).toBeUndefined();

    // Once the audit works again, the same reversal goes through.
    expect((await decide(bookingId, "reverse")).status).toBe(200);
    expect(refundCalls.get(orderId)).toBe(1);
  });
});
