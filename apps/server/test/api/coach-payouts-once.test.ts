import { randomUUID } from "node:crypto";
import { coachEarningsMessages } from "@clutch/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as t from "../../src/db/schema";
import type { TestServer } from "./harness";
import { signedInAccount } from "./support/accounts";
import { sessionBookings } from "./support/bookings";
import { roundTheClockCoach } from "./support/coaches";
import { operators } from "./support/operators";
import { closeServerWithMail, startServerWithMail } from "./support/server-with-mail";
import type { SmtpCapture } from "./support/smtp-capture";

let server: TestServer;
let smtp: SmtpCapture;
let admin: Awaited<ReturnType<ReturnType<typeof operators>["newAdmin"]>>;

const m = coachEarningsMessages;
const FEE = 1500;
/** With a 20 % commission, a completed session leaves the coach 1,200 available. */
const SHARE = 1200;
const db = () => server.server.app.database.db;

beforeAll(async () => {
  ({ server, smtp } = await startServerWithMail({ COACH_COMMISSION_PERCENT: "20" }));
  admin = await operators(server, smtp).newAdmin();
});
afterAll(() => closeServerWithMail(server, smtp));

const bookings = sessionBookings(() => server);

/** A coach of the test's own with `completed` completed sessions: `completed` × 1,200 available. */
async function coachWithEarnings(completed: number) {
  const coachId = `test-coach-payouts-${randomUUID().slice(0, 8)}`;
  await roundTheClockCoach(server, { id: coachId, name: "Payout Coach", timeZone: "UTC" }, { price: FEE });
  const learner = await signedInAccount(server, smtp, "Payout Learner");
  for (let i = 0; i < completed; i++) {
    const { bookingId } = await bookings.bookAndPay(learner, coachId);
    await db()
      .update(t.liveSessionBookings)
      .set({ state: "COMPLETED", completedAt: new Date(), outcomeBy: "coach" })
      .where(eq(t.liveSessionBookings.id, bookingId));
  }
  return coachId;
}

const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
const payout = (extra: object = {}) => ({
  amount: 500,
  paidOn: today(),
  reference: `UTR-${randomUUID().slice(0, 8)}`,
  idempotencyKey: randomUUID(),
  ...extra,
});
const post = (coachId: string, json: object) =>
  server.request(`/api/admin/coaches/${coachId}/payouts`, { method: "POST", headers: admin.headers, json });
const rowsOf = (coachId: string) =>
  db().select().from(t.coachPayouts).where(eq(t.coachPayouts.coachId, coachId));
const auditCount = async (coachId: string) => {
  const res = await server.request(`/api/admin/audit?action=coach.payout&entityId=${coachId}`, {
    headers: admin.headers,
  });
  return res.body.data.length as number;
};
const dueOf = async (coachId: string) =>
  (await server.request(`/api/admin/coaches/${coachId}/earnings`, { headers: admin.headers })).body.data
    .balance.due as number;

describe("a payout is recorded once", () => {
  it("two identical requests at once (a double click) record one payout, and both answer it", async () => {
    const coachId = await coachWithEarnings(1);
    const body = payout();
    const answers = await Promise.all([post(coachId, body), post(coachId, body)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 201]);
    const [first, second] = answers;
    expect(first?.body.data).toEqual(second?.body.data);
    expect(first?.body.data).toMatchObject({ amount: 500, reference: body.reference });

    // A retry later is answered with the same payout, still one row and one audit row.
    const retry = await post(coachId, body);
    expect(retry.status, retry.text).toBe(200);
    expect(retry.body.data).toEqual(first?.body.data);
    expect(await rowsOf(coachId)).toHaveLength(1);
    expect(await auditCount(coachId)).toBe(1);
    expect(await dueOf(coachId)).toBe(SHARE - 500);
  });

  it("a key used for a different payout, or a reference the coach already has, is 409 and records nothing", async () => {
    const coachId = await coachWithEarnings(1);
    const body = payout({ amount: 100 });
    expect((await post(coachId, body)).status).toBe(201);

    const sameKey = await post(coachId, { ...body, amount: 200 });
    expect(sameKey.status).toBe(409);
    expect(sameKey.body).toMatchObject({ code: "CONFLICT", message: m.idempotencyKeyReused });

    const sameReference = await post(coachId, payout({ amount: 100, reference: body.reference }));
    expect(sameReference.status).toBe(409);
    expect(sameReference.body).toMatchObject({ code: "CONFLICT", message: m.referenceTaken });
    expect(sameReference.body.errors).toEqual([{ path: "reference", message: m.referenceTaken }]);

    // Another coach may use the same reference.
    const otherCoach = await coachWithEarnings(1);
    expect((await post(otherCoach, payout({ amount: 100, reference: body.reference }))).status).toBe(201);
    expect(await rowsOf(coachId)).toHaveLength(1);
    expect(await auditCount(coachId)).toBe(1);
  });

  it("refuses an amount above the available balance with the balance, and needs a key", async () => {
    const coachId = await coachWithEarnings(1);
    const over = await post(coachId, payout({ amount: SHARE + 1 }));
    expect(over.status).toBe(400);
    expect(over.body.errors).toEqual([{ path: "amount", message: m.overBalance(SHARE) }]);
    expect(over.body.message).toBe(
      "This is more than the coach's available balance of ₹1,200. Record at most that amount.",
    );
    expect(await rowsOf(coachId)).toHaveLength(0);

    const keyless = await post(coachId, { amount: 100, paidOn: today(), reference: "UTR-nokey" });
    expect(keyless.status).toBe(400);
    expect(keyless.body.errors).toEqual([{ path: "idempotencyKey", message: m.idempotencyKey }]);

    // The whole balance may be paid; then nothing more.
    expect((await post(coachId, payout({ amount: SHARE }))).status).toBe(201);
    const none = await post(coachId, payout({ amount: 1 }));
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(m.overBalance(0));
    expect(await dueOf(coachId)).toBe(0);
  });

  it("two different payouts at once cannot overdraw the balance together", async () => {
    const coachId = await coachWithEarnings(1);
    const answers = await Promise.all([
      post(coachId, payout({ amount: 700 })),
      post(coachId, payout({ amount: 700 })),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 400]);
    expect(answers.find((res) => res.status === 400)?.body.message).toBe(m.overBalance(SHARE - 700));
    expect(await rowsOf(coachId)).toHaveLength(1);
    expect(await dueOf(coachId)).toBe(SHARE - 700);
  });

  it("a statement exported as CSV, by the console or the coach, leaves an audit row", async () => {
    const coachId = await coachWithEarnings(1);
    const month = today().slice(0, 7);
    const exported = await server.request(`/api/admin/coaches/${coachId}/earnings/export?month=${month}`, {
      headers: admin.headers,
    });
    expect(exported.status).toBe(200);
    const audit = await server.request(
      `/api/admin/audit?action=coach-earnings.exported&entityId=${coachId}`,
      {
        headers: admin.headers,
      },
    );
    expect(audit.body.data).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ email: admin.email }),
        entityType: "coach",
        after: { month, rows: expect.any(Number) },
      }),
    ]);
  });
});
