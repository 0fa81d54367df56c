import { adminBookingMessages } from "@clutch/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as t from "../../src/db/schema";
import { cashfree } from "../../src/modules/payments/providers/cashfree";
import { local } from "../../src/modules/payments/providers/local";
import type { PaymentProvider } from "../../src/modules/payments/providers/provider";
import type { TestServer } from "./harness";
import { signedInAccount } from "./support/accounts";
import { sessionBookings } from "./support/bookings";
import { roundTheClockCoach, sessionTypeOf } from "./support/coaches";
import { operators } from "./support/operators";
import { closeServerWithMail, startServerWithMail } from "./support/server-with-mail";
import { calendarAttachment, type SmtpCapture } from "./support/smtp-capture";

/**
 * The built-in test checkout, with its refunds counted per order and, while `holdRefunds` is set,
 * left pending (taken but not paid out) until `settle` pays them out.
 */
const refunds = { calls: new Map<string, number>(), holdRefunds: false, settled: new Set<string>() };
const countingLocal: typeof local = {
  ...local,
  create: (settings, context) => {
    const provider = local.create(settings, context);
    const refundAtProvider = provider.refund.bind(provider);
    const fetchAtProvider = provider.fetchRefund.bind(provider);
    const counted: Pick<PaymentProvider, "refund" | "fetchRefund"> = {
      async refund(refund) {
        refunds.calls.set(refund.orderId, (refunds.calls.get(refund.orderId) ?? 0) + 1);
        if (!refunds.holdRefunds) return refundAtProvider(refund);
        return { refundId: refund.refundId, status: "PENDING" };
      },
      async fetchRefund(orderId, refundId) {
        if (refunds.settled.has(orderId)) return refundAtProvider({ orderId, refundId, amount: 0, note: "" });
        if (refunds.holdRefunds && refunds.calls.has(orderId)) return { refundId, status: "PENDING" };
        return fetchAtProvider(orderId, refundId);
      },
    };
    return Object.assign(provider, counted);
  },
};

let server: TestServer;
let smtp: SmtpCapture;
let admin: Awaited<ReturnType<ReturnType<typeof operators>["newAdmin"]>>;

const HOUR = 3_600_000;
/** Two coaches of this file only, free round the clock, so every test finds its own slot. */
const COACH = "test-coach-bookings-a";
const OTHER_COACH = "test-coach-bookings-b";

const app = () => server.server.app;
const db = () => app().database.db;

beforeAll(async () => {
  ({ server, smtp } = await startServerWithMail({}, { paymentProviders: [cashfree, countingLocal] }));
  for (const [id, name] of [
    [COACH, "Bookings Coach"],
    [OTHER_COACH, "Other Bookings Coach"],
  ] as const) {
    await roundTheClockCoach(server, { id, name, timeZone: "UTC" }, { price: 1499 });
  }
  admin = await operators(server, smtp).newAdmin();
});
afterAll(() => closeServerWithMail(server, smtp));

const learner = (name = "Booking Learner") => signedInAccount(server, smtp, name);
type Learner = Awaited<ReturnType<typeof learner>>;

const availability = async (coachId: string, fromHours: number, toHours: number) => {
  const query = new URLSearchParams({
    sessionType: sessionTypeOf(coachId),
    from: new Date(Date.now() + fromHours * HOUR).toISOString(),
    to: new Date(Date.now() + toHours * HOUR).toISOString(),
  });
  const res = await server.request(`/api/coach/${coachId}/availability?${query}`);
  expect(res.status).toBe(200);
  return res.body.data as { start: string; end: string }[];
};

const bookings = sessionBookings(() => server);
const bookAndPay = (who: Learner, coachId = COACH) => bookings.bookAndPay(who, coachId);

const list = (query: Record<string, string | number> = {}) =>
  server.request(
    `/api/admin/bookings?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
    { headers: admin.headers },
  );
const cancel = (bookingId: string, reason = "The coach is ill", headers = admin.headers) =>
  server.request(`/api/admin/bookings/${bookingId}/cancel`, { method: "POST", headers, json: { reason } });
const bookingRow = async (id: string) =>
  (await db().select().from(t.liveSessionBookings).where(eq(t.liveSessionBookings.id, id)))[0];
const orderRow = async (id: string) => (await db().select().from(t.orders).where(eq(t.orders.id, id)))[0];
const cancellationMails = (who: Learner) =>
  smtp.mailsTo(who.email).filter((mail) => /Subject: Cancelled:/.test(mail.raw));

/** Puts a booking at `start` for `minutes` (a time nothing else of its coach takes). */
const moveTo = (bookingId: string, start: Date, minutes = 60) =>
  db()
    .update(t.liveSessionBookings)
    .set({ startsAt: start, endsAt: new Date(start.getTime() + minutes * 60_000) })
    .where(eq(t.liveSessionBookings.id, bookingId));

describe("the console's list of bookings", () => {
  it("filters by coach and state, pages, and shows the learner, coach and order", async () => {
    const who = await learner("Priya Listed");
    const first = await bookAndPay(who, OTHER_COACH);
    const second = await bookAndPay(who, OTHER_COACH);
    const third = await bookAndPay(who, OTHER_COACH);

    const all = await list({ coachId: OTHER_COACH });
    expect(all.status).toBe(200);
    expect(all.body.meta).toEqual({ total: 3, page: 1, limit: 25 });
    // Upcoming sessions, the soonest first.
    expect(all.body.data.map((row: { _id: string }) => row._id)).toEqual([
      first.bookingId,
      second.bookingId,
      third.bookingId,
    ]);
    expect(all.body.data[0]).toMatchObject({
      learner: { _id: who.userId, name: "Priya Listed", email: who.email },
      coach: { _id: OTHER_COACH, name: "Other Bookings Coach" },
      title: "Other Bookings Coach hour",
      level: "Advanced",
      start: first.slot.start,
      end: first.slot.end,
      state: "CONFIRMED",
      cancelledBy: null,
      price: 1499,
      order: { _id: first.orderId, status: "PAID", refundStatus: null },
      cancellable: true,
    });

    const pageTwo = await list({ coachId: OTHER_COACH, limit: 2, page: 2 });
    expect(pageTwo.body.meta).toEqual({ total: 3, page: 2, limit: 2 });
    expect(pageTwo.body.data.map((row: { _id: string }) => row._id)).toEqual([third.bookingId]);

    expect((await cancel(second.bookingId)).status).toBe(200);
    const cancelled = await list({ coachId: OTHER_COACH, state: "CANCELLED" });
    expect(cancelled.body.data.map((row: { _id: string }) => row._id)).toEqual([second.bookingId]);
    expect(cancelled.body.data[0]).toMatchObject({
      cancelledBy: "operator",
      cancellable: false,
      order: { status: "REFUNDED", refundStatus: "SUCCESS" },
    });
    expect((await list({ coachId: OTHER_COACH, state: "CONFIRMED" })).body.meta.total).toBe(2);
    // The other coach's bookings are not this one's.
    expect((await list({ coachId: COACH })).body.data.map((row: { _id: string }) => row._id)).not.toContain(
      first.bookingId,
    );
    // Found by the learner's e-mail (any case), name, or the booking's id.
    expect((await list({ q: who.email.toUpperCase() })).body.meta.total).toBe(3);
    expect((await list({ q: "priya list" })).body.meta.total).toBe(3);
    expect((await list({ q: third.bookingId })).body.data.map((row: { _id: string }) => row._id)).toEqual([
      third.bookingId,
    ]);
  });

  it("takes the days of the date range in India's time (IST, UTC+5:30), both inclusive", async () => {
    const who = await learner();
    const late = await bookAndPay(who);
    const midnight = await bookAndPay(who);
    // A day well ahead: 23:30–23:59 IST on the day before, and 00:00 IST on the day itself.
    const day = new Date(Date.now() + 200 * 24 * HOUR).toISOString().slice(0, 10);
    const dayBefore = new Date(Date.parse(`${day}T00:00:00Z`) - 24 * HOUR).toISOString().slice(0, 10);
    await moveTo(late.bookingId, new Date(`${dayBefore}T18:00:00Z`), 29);
    await moveTo(midnight.bookingId, new Date(`${dayBefore}T18:30:00Z`));
    const ids = async (query: Record<string, string>) =>
      ((await list({ coachId: COACH, ...query })).body.data as { _id: string }[]).map((row) => row._id);

    expect(await ids({ from: day, to: day })).toEqual([midnight.bookingId]);
    expect(await ids({ from: dayBefore, to: dayBefore })).toEqual([late.bookingId]);
    expect(await ids({ from: dayBefore, to: day })).toEqual([late.bookingId, midnight.bookingId]);
    expect(await ids({ from: day })).toEqual([midnight.bookingId]);
    expect(await ids({ to: dayBefore })).not.toContain(midnight.bookingId);

    const backwards = await list({ from: day, to: dayBefore });
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toBe(adminBookingMessages.dayOrder);
    expect((await list({ from: "31/12/2030" })).status).toBe(400);
  });
});

describe("cancelling on the business's side", () => {
  it("cancels inside the learner's notice: refunded once for two operators at once, the slot free again, one e-mail with a cancelling .ics, audited", async () => {
    const who = await learner();
    const { bookingId, orderId } = await bookAndPay(who);
    // Three hours ahead: too late for the learner.
    const start = new Date(Math.ceil((Date.now() + 3 * HOUR) / HOUR) * HOUR);
    await moveTo(bookingId, start);
    const byLearner = await server.request(`/api/live-sessions/${bookingId}/cancel`, {
      method: "POST",
      headers: who.auth,
    });
    expect(byLearner.status).toBe(400);
    expect(byLearner.body.code).toBe("TOO_LATE_TO_CANCEL");

    const secondAdmin = await operators(server, smtp).newAdmin();
    const answers = await Promise.all([
      cancel(bookingId, "Coach unavailable"),
      cancel(bookingId, "Coach unavailable", secondAdmin.headers),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const winner = answers.find((res) => res.status === 200);
    const loser = answers.find((res) => res.status === 409);
    expect(loser?.body).toMatchObject({
      success: false,
      code: "CONFLICT",
      message: adminBookingMessages.alreadyCancelled,
    });
    expect(winner?.body.refund).toEqual({ amount: 1499, status: "REFUNDED" });
    expect(winner?.body.data).toMatchObject({ state: "CANCELLED", cancelledBy: "operator" });
    expect(refunds.calls.get(orderId)).toBe(1);
    expect((await orderRow(orderId))?.status).toBe("REFUNDED");
    expect(await bookingRow(bookingId)).toMatchObject({ state: "CANCELLED", cancelledBy: "operator" });
    // A third press later: still one refund.
    expect((await cancel(bookingId)).status).toBe(409);
    expect(refunds.calls.get(orderId)).toBe(1);

    // The learner is told once, with a calendar file that removes the event.
    const mails = cancellationMails(who);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.decoded).toMatch(/Clutch Academy has cancelled your live session/);
    expect(mails[0]?.decoded).toMatch(/is refunded to your original payment method/);
    const ics = calendarAttachment(mails[0]?.raw ?? "");
    expect(ics).toMatch(/METHOD:CANCEL/);
    expect(ics).toMatch(/STATUS:CANCELLED/);
    expect(ics).toContain(`UID:${bookingId}@`);

    // The slot is free again: offered, and another learner books it.
    const offered = await availability(COACH, 2.5, 6);
    expect(offered.map((slot) => slot.start)).toContain(start.toISOString());
    const other = await learner();
    const rebooked = await server.request("/api/live-sessions", {
      method: "POST",
      headers: other.auth,
      json: { coachId: COACH, sessionTypeId: sessionTypeOf(COACH), start: start.toISOString() },
    });
    expect(rebooked.status, rebooked.text).toBe(200);

    const audit = await server.request(
      `/api/admin/audit?${new URLSearchParams({ action: "booking.cancel", entityId: bookingId })}`,
      { headers: admin.headers },
    );
    expect(audit.body.data).toHaveLength(1);
    expect(audit.body.data[0]).toMatchObject({
      entityType: "booking",
      before: { state: "CONFIRMED", cancelledBy: null },
      after: {
        state: "CANCELLED",
        cancelledBy: "operator",
        reason: "Coach unavailable",
        refund: { amount: 1499 },
      },
    });
    expect([admin.email, secondAdmin.email]).toContain(audit.body.data[0].actor.email);
  });

  it("writes the cancel and its audit row together: a failing audit insert leaves the booking confirmed and the order paid", async () => {
    const who = await learner();
    const { bookingId, orderId } = await bookAndPay(who);
    const audit = app().audit;
    const recordIn = audit.recordIn;
    audit.recordIn = async () => {
      throw new Error("injected audit failure");
    };
    try {
      expect((await cancel(bookingId)).status).toBe(500);
    } finally {
      audit.recordIn = recordIn;
    }
    expect((await bookingRow(bookingId))?.state).toBe("CONFIRMED");
    expect((await orderRow(orderId))?.status).toBe("PAID");
    expect(refunds.calls.get(orderId)).toBeUndefined();
    expect(cancellationMails(who)).toHaveLength(0);
    expect((await cancel(bookingId)).status).toBe(200);
    expect(refunds.calls.get(orderId)).toBe(1);
  });

  it("cancels a session that has already started", async () => {
    const who = await learner();
    const { bookingId, orderId } = await bookAndPay(who);
    await moveTo(bookingId, new Date(Date.now() - 10 * 60_000));
    const res = await cancel(bookingId, "The coach never joined");
    expect(res.status).toBe(200);
    expect(res.body.refund.status).toBe("REFUNDED");
    expect(refunds.calls.get(orderId)).toBe(1);
  });

  it("leaves a refund the provider has not paid out pending, and the reconciler completes it", async () => {
    const who = await learner();
    const { bookingId, orderId } = await bookAndPay(who);
    refunds.holdRefunds = true;
    try {
      const res = await cancel(bookingId);
      expect(res.status).toBe(200);
      expect(res.body.refund).toEqual({ amount: 1499, status: "PENDING" });
      expect(res.body.data.order).toMatchObject({ status: "REFUND_PENDING", refundStatus: "PENDING" });
      expect(cancellationMails(who)[0]?.decoded).toMatch(/is being processed/);

      refunds.settled.add(orderId);
      await db().update(t.orders).set({ checkAfter: sql`now()` }).where(eq(t.orders.id, orderId));
      await app().payments.reconcileOnce();
    } finally {
      refunds.holdRefunds = false;
    }
    expect((await orderRow(orderId))?.status).toBe("REFUNDED");
    expect(refunds.calls.get(orderId)).toBe(1);
    const [row] = (await list({ q: bookingId })).body.data;
    expect(row.order).toMatchObject({ status: "REFUNDED", refundStatus: "SUCCESS" });
  });

  it("refuses an unknown booking (404), one never paid (409) and a reason left empty (400)", async () => {
    expect((await cancel("no-such-booking")).status).toBe(404);
    const who = await learner();
    const { bookingId: heldId } = await bookings.hold(who, COACH);
    const unpaid = await cancel(heldId);
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.message).toBe(adminBookingMessages.notConfirmed);
    const blank = await cancel(heldId, "   ");
    expect(blank.status).toBe(400);
    expect(blank.body.errors?.[0]?.message ?? blank.body.message).toBe(adminBookingMessages.reason);
    expect((await bookingRow(heldId))?.state).toBe("HOLD");
  });
});
