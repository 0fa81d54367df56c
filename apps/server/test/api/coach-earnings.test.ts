import { randomUUID } from "node:crypto";
import { coachEarningsMessages } from "@clutch/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as t from "../../src/db/schema";
import type { TestServer } from "./harness";
import { signedInAccount } from "./support/accounts";
import { sessionBookings } from "./support/bookings";
import { coachAccountByDatabase, insertCoach, roundTheClockCoach } from "./support/coaches";
import { operators } from "./support/operators";
import { closeServerWithMail, startServerWithMail } from "./support/server-with-mail";
import type { SmtpCapture } from "./support/smtp-capture";

let server: TestServer;
let smtp: SmtpCapture;
let admin: Awaited<ReturnType<ReturnType<typeof operators>["newAdmin"]>>;

const HOUR = 3_600_000;
const FEE = 1500;
/** Coaches of this file only, free round the clock, so every booking finds its own slot. */
const COACH = "test-coach-earnings-a";
const OTHER_COACH = "test-coach-earnings-b";

const db = () => server.server.app.database.db;

const coachAccount = (coachId: string) => coachAccountByDatabase(server, smtp, coachId);

beforeAll(async () => {
  ({ server, smtp } = await startServerWithMail({ COACH_COMMISSION_PERCENT: "20" }));
  for (const [id, name] of [
    [COACH, "Earnings Coach"],
    [OTHER_COACH, "Other Earnings Coach"],
  ] as const) {
    await roundTheClockCoach(server, { id, name, timeZone: "UTC" }, { price: FEE });
  }
  admin = await operators(server, smtp).newAdmin();
});
afterAll(() => closeServerWithMail(server, smtp));

const learner = (name: string) => signedInAccount(server, smtp, name);
const bookings = sessionBookings(() => server);
const hold = bookings.hold;
const bookAndPay = (who: Awaited<ReturnType<typeof learner>>, coachId = COACH) =>
  bookings.bookAndPay(who, coachId);

const refund = async (orderId: string, body: { amount?: number; expectedRefunded: number }) => {
  const res = await server.request(`/api/admin/orders/${orderId}/refunds`, {
    method: "POST",
    headers: admin.headers,
    json: { reason: "test refund", ...body },
  });
  expect(res.status, res.text).toBe(200);
};

const setBooking = (bookingId: string, values: Partial<typeof t.liveSessionBookings.$inferInsert>) =>
  db().update(t.liveSessionBookings).set(values).where(eq(t.liveSessionBookings.id, bookingId));
const moveTo = (bookingId: string, start: string) =>
  setBooking(bookingId, { startsAt: new Date(start), endsAt: new Date(Date.parse(start) + HOUR) });

const adminEarnings = (coachId: string, month?: string) =>
  server.request(`/api/admin/coaches/${coachId}/earnings${month ? `?month=${month}` : ""}`, {
    headers: admin.headers,
  });
/** Each call is a new payout form: a key of its own unless given. */
const recordPayout = (coachId: string, json: object) =>
  server.request(`/api/admin/coaches/${coachId}/payouts`, {
    method: "POST",
    headers: admin.headers,
    json: { idempotencyKey: randomUUID(), ...json },
  });
const indiaToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());

describe("a coach's earnings", () => {
  it("takes refunds and the commission off, by India-time month, pending until completed, less payouts", async () => {
    const coach = await coachAccount(COACH);
    const who = await learner("Asha Learner");
    const partly = await bookAndPay(who);
    const wholly = await bookAndPay(who);
    const untouched = await bookAndPay(who);
    await refund(partly.orderId, { amount: 500, expectedRefunded: 0 });
    await refund(wholly.orderId, { expectedRefunded: 0 });
    // An unpaid hold never counts.
    const held = await hold(who, COACH);
    // 20:00 UTC on 31 January is 1 February in India; 18:00 UTC is still 31 January there.
    await moveTo(partly.bookingId, "2025-01-31T20:00:00Z");
    await moveTo(wholly.bookingId, "2025-02-10T10:00:00Z");
    await moveTo(untouched.bookingId, "2025-01-31T18:00:00Z");
    await moveTo(held.bookingId, "2025-02-11T10:00:00Z");

    const own = await server.request("/api/coach-workspace/earnings?month=2025-02", { headers: coach.auth });
    expect(own.status, own.text).toBe(200);
    const february = own.body.data;
    expect(february).toMatchObject({
      coach: { _id: COACH, name: "Earnings Coach" },
      commissionPercent: 20,
      balance: { pending: 800 + 1200, earned: 0, paidOut: 0, due: 0 },
      month: "2025-02",
      payouts: [],
    });
    expect(february.months).toEqual([
      { month: "2025-02", sessions: 2, fees: 3000, refunded: 2000, commission: 200, share: 800 },
      { month: "2025-01", sessions: 1, fees: 1500, refunded: 0, commission: 300, share: 1200 },
    ]);
    expect(february.lines).toEqual([
      {
        bookingId: partly.bookingId,
        start: "2025-01-31T20:00:00.000Z",
        title: "Earnings Coach hour",
        learnerName: "Asha Learner",
        state: "CONFIRMED",
        fee: FEE,
        refunded: 500,
        commission: 200,
        share: 800,
        status: "pending",
      },
      expect.objectContaining({
        bookingId: wholly.bookingId,
        state: "CANCELLED",
        refunded: FEE,
        commission: 0,
        share: 0,
        status: "void",
      }),
    ]);
    // The console sees exactly what the coach sees; the default month is the current one.
    expect((await adminEarnings(COACH, "2025-02")).body).toEqual(own.body);
    const current = await adminEarnings(COACH);
    expect(current.body.data.month).toBe(indiaToday().slice(0, 7));
    expect(current.body.data.lines).toEqual([]);
    expect((await adminEarnings(COACH, "2025-13")).status).toBe(400);

    // Completed: the share is available now.
    await setBooking(partly.bookingId, { state: "COMPLETED", completedAt: new Date(), outcomeBy: "coach" });
    await setBooking(untouched.bookingId, { state: "NO_SHOW", completedAt: new Date(), outcomeBy: "coach" });
    const completed = await adminEarnings(COACH, "2025-01");
    expect(completed.body.data.balance).toEqual({ pending: 0, earned: 2000, paidOut: 0, due: 2000 });
    expect(completed.body.data.lines).toEqual([
      expect.objectContaining({
        bookingId: untouched.bookingId,
        state: "NO_SHOW",
        share: 1200,
        status: "available",
      }),
    ]);

    // Payouts: recorded by the console, audited, and taken off what is due.
    const future = await recordPayout(COACH, { amount: 100, paidOn: "2999-01-01", reference: "UTR1" });
    expect(future.status).toBe(400);
    expect(future.body.errors).toEqual([{ path: "paidOn", message: coachEarningsMessages.paidOnFuture }]);
    const missing = await recordPayout(COACH, { amount: 0, paidOn: "2025-02-01", reference: " " });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(["amount", "reference"]);
    expect(
      (await recordPayout("no-such-coach", { amount: 1, paidOn: "2025-02-01", reference: "x" })).status,
    ).toBe(404);
    const first = await recordPayout(COACH, { amount: 1500, paidOn: "2025-02-28", reference: "UTR-0001" });
    expect(first.status, first.text).toBe(201);
    expect(first.body.data).toMatchObject({ amount: 1500, paidOn: "2025-02-28", reference: "UTR-0001" });
    const second = await recordPayout(COACH, { amount: 200, paidOn: indiaToday(), reference: "UTR-0002" });
    expect(second.status).toBe(201);
    const afterPayouts = await server.request("/api/coach-workspace/earnings", { headers: coach.auth });
    expect(afterPayouts.body.data.balance).toEqual({ pending: 0, earned: 2000, paidOut: 1700, due: 300 });
    expect(afterPayouts.body.data.payouts.map((p: { reference: string }) => p.reference)).toEqual([
      "UTR-0002",
      "UTR-0001",
    ]);
    const audit = await server.request(`/api/admin/audit?action=coach.payout&entityId=${COACH}`, {
      headers: admin.headers,
    });
    expect(audit.body.data).toHaveLength(2);
    expect(audit.body.data[0]).toMatchObject({ actor: { email: admin.email }, entityType: "coach" });

    // The month's statement as CSV, for the coach and the console alike.
    const csv = await server.request("/api/coach-workspace/earnings/export?month=2025-02", {
      headers: coach.auth,
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(csv.headers.get("content-disposition")).toBe(
      'attachment; filename="earnings-earnings-coach-2025-02.csv"',
    );
    const lines = csv.text.trimEnd().split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(
      "Session ID,Start (UTC),Session,Learner,State,Fee (INR),Refunded (INR),Commission (INR),Share (INR),Status",
    );
    expect(lines[1]).toBe(
      `${partly.bookingId},2025-01-31T20:00:00.000Z,Earnings Coach hour,Asha Learner,COMPLETED,1500,500,200,800,available`,
    );
    expect(lines[2]).toBe(
      `${wholly.bookingId},2025-02-10T10:00:00.000Z,Earnings Coach hour,Asha Learner,CANCELLED,1500,1500,0,0,void`,
    );
    const adminCsv = await server.request(`/api/admin/coaches/${COACH}/earnings/export?month=2025-02`, {
      headers: admin.headers,
    });
    expect(adminCsv.text).toBe(csv.text);
  });

  it("is the coach's own only: another coach sees theirs, a learner and a stranger none", async () => {
    const who = await learner("Ravi Learner");
    const booked = await bookAndPay(who, COACH);
    const other = await coachAccount(OTHER_COACH);
    const month = (await adminEarnings(COACH)).body.data.month as string;
    await moveTo(booked.bookingId, `${month}-15T06:00:00Z`);
    expect(
      (await adminEarnings(COACH)).body.data.lines.map((l: { bookingId: string }) => l.bookingId),
    ).toContain(booked.bookingId);
    const theirs = await server.request(`/api/coach-workspace/earnings?month=${month}`, {
      headers: other.auth,
    });
    expect(theirs.status).toBe(200);
    expect(theirs.body.data.coach._id).toBe(OTHER_COACH);
    expect(theirs.body.data.lines.map((l: { bookingId: string }) => l.bookingId)).not.toContain(
      booked.bookingId,
    );
    expect((await server.request("/api/coach-workspace/earnings", { headers: who.auth })).status).toBe(403);
    expect((await server.request("/api/coach-workspace/earnings/export")).status).toBe(401);
    expect(
      (await server.request(`/api/admin/coaches/${COACH}/earnings`, { headers: other.auth })).status,
    ).toBe(403);
    expect((await server.request("/api/admin/coach-practices", { headers: other.auth })).status).toBe(403);
  });
});

describe("the console's overview of coaches' practices", () => {
  it("counts each coach's sessions by outcome, the coach's own cancels, and what is due", async () => {
    const coachId = "test-coach-earnings-c";
    await roundTheClockCoach(
      server,
      { id: coachId, name: "Practice Coach", timeZone: "UTC" },
      { price: FEE, title: "Practice hour" },
    );
    await insertCoach(server, {
      id: "test-coach-earnings-gone",
      name: "Deleted Coach",
      timeZone: "UTC",
      disabled: true,
      deletedAt: new Date(),
    });
    await insertCoach(server, { id: "test-coach-earnings-new", name: "Newcomer Coach", timeZone: "UTC" });
    const account = await coachAccount(coachId);
    const who = await learner("Mira Learner");
    const [upcoming, completed, missed, cancelled] = [
      await bookAndPay(who, coachId),
      await bookAndPay(who, coachId),
      await bookAndPay(who, coachId),
      await bookAndPay(who, coachId),
    ];
    expect(upcoming).toBeDefined();
    await setBooking(completed.bookingId, { state: "COMPLETED", completedAt: new Date(), outcomeBy: "auto" });
    await setBooking(missed.bookingId, { state: "NO_SHOW", completedAt: new Date(), outcomeBy: "coach" });
    await refund(cancelled.orderId, { expectedRefunded: 0 });
    await setBooking(cancelled.bookingId, { cancelledBy: "coach" });
    expect(
      (await recordPayout(coachId, { amount: 100, paidOn: indiaToday(), reference: "UTR-9" })).status,
    ).toBe(201);

    const res = await server.request("/api/admin/coach-practices", { headers: admin.headers });
    expect(res.status, res.text).toBe(200);
    const byId = new Map(res.body.data.map((row: { coach: { _id: string } }) => [row.coach._id, row]));
    expect(byId.get(coachId)).toEqual({
      coach: { _id: coachId, name: "Practice Coach", disabled: false },
      account: { email: account.email },
      upcoming: 1,
      completed: 1,
      noShows: 1,
      cancelledByCoach: 1,
      due: 1200 + 1200 - 100,
    });
    expect(byId.get("test-coach-earnings-new")).toEqual({
      coach: { _id: "test-coach-earnings-new", name: "Newcomer Coach", disabled: false },
      account: null,
      upcoming: 0,
      completed: 0,
      noShows: 0,
      cancelledByCoach: 0,
      due: 0,
    });
    expect(byId.has("test-coach-earnings-gone")).toBe(false);
    // The earlier test's coach: completed and missed, paid out in part.
    expect(byId.get(COACH)).toMatchObject({ completed: 1, noShows: 1, cancelledByCoach: 0, due: 300 });
  });
});
