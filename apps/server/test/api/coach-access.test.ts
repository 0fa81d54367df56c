import { coachWorkspaceMessages } from "@clutch/contract";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as t from "../../src/db/schema";
import { createCoachAccessService } from "../../src/modules/coach-accounts/access";
import { createCoachAccountsRepository } from "../../src/modules/coach-accounts/repository";
import { cashfree } from "../../src/modules/payments/providers/cashfree";
import { local } from "../../src/modules/payments/providers/local";
import { dbKind, startTestServer, type TestServer } from "./harness";
import { authApi, signedInAccount, uniqueEmail } from "./support/accounts";
import { adminCommand } from "./support/admin-command";
import { sessionBookings } from "./support/bookings";
import { adminOf, coachAccountByDatabase, roundTheClockCoach } from "./support/coaches";
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
const app = () => server.server.app;
const db = () => app().database.db;
const HOUR = 3_600_000;

beforeAll(async () => {
  ({ server, smtp } = await startServerWithMail({}, { paymentProviders: [cashfree, countingLocal] }));
});
afterAll(() => closeServerWithMail(server, smtp));

/** Coach profiles of this file only, free round the clock, one per test. */
let coachCount = 0;
async function newCoach() {
  const id = `test-coach-access-${++coachCount}`;
  // Images the console's editor accepts: it answers the whole profile after a change.
  const image = "/img/coach.webp";
  await roundTheClockCoach(
    server,
    {
      id,
      name: `Access Coach ${coachCount}`,
      headerImage: image,
      hexagonHorImage: image,
      hexagonVerImage: image,
    },
    { price: 999 },
  );
  return id;
}
/** A coach profile and the account that runs it. */
async function runCoach() {
  const coachId = await newCoach();
  const coach = await coachAccountByDatabase(server, smtp, coachId, `Access Coach Person ${coachCount}`);
  return { coachId, coach };
}

const bookings = sessionBookings(() => server);
const learner = (name: string) => signedInAccount(server, smtp, name);
const workspace = (auth: Record<string, string>) =>
  server.request("/api/coach-workspace/sessions?view=upcoming", { headers: auth });

const admin = () => adminOf(server, smtp);
const console_ = async (path: string, method = "GET", json?: object) =>
  server.request(`/api/admin/${path}`, { method, headers: (await admin()).headers, json });
const removeAccess = (coachId: string, upcomingSessions: "keep" | "cancel") =>
  console_(`coaches/${coachId}/account/remove`, "POST", { upcomingSessions });

const bookingRows = (ids: string[]) =>
  db().select().from(t.liveSessionBookings).where(inArray(t.liveSessionBookings.id, ids));
const auditOf = (entityId: string, action: string) =>
  db()
    .select()
    .from(t.auditEvents)
    .where(and(eq(t.auditEvents.entityId, entityId), eq(t.auditEvents.action, action)));
const userRow = async (id: string) => (await db().select().from(t.users).where(eq(t.users.id, id)))[0];

describe("a coach profile taken out of service", () => {
  it("closes the workspace at the coach's next call when the console disables the profile, and again when it deletes it", async () => {
    const { coachId, coach } = await runCoach();
    expect((await workspace(coach.auth)).status).toBe(200);

    const disabled = await console_(`catalogue/coaches/${coachId}/state`, "POST", { disabled: true });
    expect(disabled.status, disabled.text).toBe(200);
    const refused = await workspace(coach.auth);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: "FORBIDDEN", message: coachWorkspaceMessages.profileClosed });
    for (const path of ["profile", "hours", "earnings", "session-types", "time-off"]) {
      const res = await server.request(`/api/coach-workspace/${path}`, { headers: coach.auth });
      expect(res.status, path).toBe(403);
    }

    expect((await console_(`catalogue/coaches/${coachId}/state`, "POST", { disabled: false })).status).toBe(
      200,
    );
    expect((await workspace(coach.auth)).status).toBe(200);

    const deleted = await console_(`catalogue/coaches/${coachId}`, "DELETE");
    expect(deleted.status, deleted.text).toBe(200);
    expect((await workspace(coach.auth)).status).toBe(403);
    // The account itself is untouched: it still signs in.
    expect((await authApi(server).login(coach.email)).status).toBe(200);
  });
});

describe("Remove account access", () => {
  it("with keep: the account becomes a learner's that signs in and reads what it bought; the sessions stand; the invitations go; audited once", async () => {
    const { coachId, coach } = await runCoach();
    // The coach bought a session of another coach as a learner.
    const otherCoach = await newCoach();
    const bought = await bookings.bookAndPay(coach, otherCoach);
    const who = await learner("Kept Learner");
    const kept = await bookings.bookAndPay(who, coachId);
    const [pendingInvitation] = await db()
      .insert(t.coachInvitations)
      .values({
        coachId,
        email: uniqueEmail("stale-invite"),
        tokenHash: "0".repeat(63) + String(coachCount),
        expiresAt: new Date(Date.now() + 24 * HOUR),
      })
      .returning();

    const res = await removeAccess(coachId, "keep");
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      account: { _id: coach.userId, email: coach.email },
      withdrawnInvitations: 1,
      cancelled: [],
      keptSessions: 1,
    });

    // At once: the workspace is closed to the same token.
    const refused = await workspace(coach.auth);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(coachWorkspaceMessages.forbidden);
    expect(await userRow(coach.userId)).toMatchObject({ coachId: null, roles: [] });
    const signedIn = await authApi(server).login(coach.email);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toMatchObject({ roles: [], coachId: null });
    const own = await server.request("/api/live-sessions/user", { headers: coach.auth });
    expect(own.status).toBe(200);
    expect(own.body.data.map((booking: { _id: string }) => booking._id)).toContain(bought.bookingId);

    expect((await bookingRows([kept.bookingId]))[0]).toMatchObject({ state: "CONFIRMED" });
    const [invitation] = await db()
      .select()
      .from(t.coachInvitations)
      .where(eq(t.coachInvitations.id, pendingInvitation?.id ?? ""));
    expect(invitation?.revokedAt).not.toBeNull();
    const listed = await console_(`coaches/${coachId}/invitations`);
    expect(listed.body.account).toBeNull();

    // Again: nothing left to change, and nothing audited twice.
    const again = await removeAccess(coachId, "keep");
    expect(again.body).toMatchObject({
      account: null,
      withdrawnInvitations: 0,
      cancelled: [],
      keptSessions: 1,
    });
    const audits = await auditOf(coachId, "coach-access.removed");
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorType: "user",
      before: { userId: coach.userId, roles: ["coach"] },
      after: { userId: coach.userId, roles: [], upcomingSessions: "keep" },
    });
  });

  it("with cancel: every upcoming confirmed session is cancelled and refunded exactly once, even for two calls at once and a third later", async () => {
    const { coachId, coach } = await runCoach();
    const first = await learner("Cancel Learner One");
    const second = await learner("Cancel Learner Two");
    const upcoming = [await bookings.bookAndPay(first, coachId), await bookings.bookAndPay(second, coachId)];
    // A session that already took place stays as it is.
    const past = await bookings.bookAndPay(first, coachId);
    await db()
      .update(t.liveSessionBookings)
      .set({ startsAt: new Date(Date.now() - 3 * HOUR), endsAt: new Date(Date.now() - 2 * HOUR) })
      .where(eq(t.liveSessionBookings.id, past.bookingId));

    const answers = await Promise.all([removeAccess(coachId, "cancel"), removeAccess(coachId, "cancel")]);
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    const cancelledIds = answers.flatMap((res) =>
      res.body.cancelled.map((entry: { _id: string }) => entry._id),
    );
    expect(cancelledIds.sort()).toEqual(upcoming.map((booking) => booking.bookingId).sort());
    expect(answers.filter((res) => res.body.account !== null)).toHaveLength(1);
    for (const res of answers) expect(res.body.keptSessions).toBe(0);
    const later = await removeAccess(coachId, "cancel");
    expect(later.body).toMatchObject({ account: null, cancelled: [], keptSessions: 0 });

    for (const { bookingId, orderId } of upcoming) {
      expect(refundCalls.get(orderId), orderId).toBe(1);
      const refunds = await db().select().from(t.orderRefunds).where(eq(t.orderRefunds.orderId, orderId));
      expect(refunds).toHaveLength(1);
      expect(refunds[0]).toMatchObject({ amount: 999, full: true });
      expect(await auditOf(bookingId, "booking.cancel")).toHaveLength(1);
    }
    expect(
      (await bookingRows(upcoming.map((booking) => booking.bookingId))).map((row) => [
        row.state,
        row.cancelledBy,
      ]),
    ).toEqual([
      ["CANCELLED", "operator"],
      ["CANCELLED", "operator"],
    ]);
    expect((await bookingRows([past.bookingId]))[0]?.state).toBe("CONFIRMED");
    expect(refundCalls.get(past.orderId)).toBeUndefined();
    // Each learner is told, as when an operator cancels a booking.
    for (const who of [first, second]) {
      await expect
        .poll(() => smtp.mailsTo(who.email).filter((mail) => /Subject: Cancelled:/.test(mail.raw)).length)
        .toBe(1);
    }
    expect((await workspace(coach.auth)).status).toBe(403);
    expect(await auditOf(coachId, "coach-access.removed")).toHaveLength(1);
  });

  it("changes nothing when its audit row cannot be written (the row is written in the change's transaction)", async () => {
    const { coachId, coach } = await runCoach();
    const broken = createCoachAccessService({
      repo: createCoachAccountsRepository(db()),
      audit: {
        recordIn: async () => {
          throw new Error("injected audit failure");
        },
      },
      bookings: app().coachBookings,
    });
    await expect(broken.remove({ type: "cli" }, coachId, { upcomingSessions: "keep" })).rejects.toThrow(
      "injected audit failure",
    );
    expect(await userRow(coach.userId)).toMatchObject({ coachId, roles: ["coach"] });
    expect((await workspace(coach.auth)).status).toBe(200);
    expect(await auditOf(coachId, "coach-access.removed")).toHaveLength(0);
  });

  it("answers 404 for an unknown profile and 400 for a choice it does not know", async () => {
    expect((await removeAccess("no-such-coach", "keep")).status).toBe(404);
    const { coachId } = await runCoach();
    const bad = await console_(`coaches/${coachId}/account/remove`, "POST", { upcomingSessions: "refund" });
    expect(bad.status).toBe(400);
    expect((await console_(`coaches/${coachId}/account/remove`, "POST", {})).status).toBe(400);
  });
});

describe("npm run admin -- revoke-coach", () => {
  it("takes the profile from the account by its e-mail, keeps the sessions, says so, and is audited as cli", {
    timeout: 300_000,
  }, async () => {
    const target = await startTestServer({ SMTP_URL: smtp.url, SEED: "none" });
    try {
      const coachId = "test-coach-access-cli";
      await roundTheClockCoach(target, { id: coachId, name: "Command Coach" }, { price: 999 });
      const coach = await coachAccountByDatabase(target, smtp, coachId, "Command Coach Person");
      const learnerAccount = await signedInAccount(target, smtp, "Command Learner");
      if (dbKind() === "pglite") await target.server.close();

      expect((await adminCommand(target, "revoke-coach")).code).toBe(2);
      const unknown = await adminCommand(target, "revoke-coach", "nobody@example.com");
      expect(unknown.code).toBe(1);
      expect(unknown.output).toContain("No account has the e-mail address nobody@example.com");
      const notCoach = await adminCommand(target, "revoke-coach", learnerAccount.email);
      expect(notCoach.code).toBe(1);
      expect(notCoach.output).toContain("runs no coach profile");

      const revoked = await adminCommand(target, "revoke-coach", coach.email.toUpperCase());
      expect(revoked.code, revoked.output).toBe(0);
      expect(revoked.output).toContain(`${coach.email} no longer runs the coach profile Command Coach`);
      expect(revoked.output).toContain("upcoming sessions are kept");
      expect((await adminCommand(target, "revoke-coach", coach.email)).code).toBe(1);
      if (dbKind() === "pglite") await target.restart();

      const refused = await target.request("/api/coach-workspace/profile", { headers: coach.auth });
      expect(refused.status).toBe(403);
      expect((await authApi(target).login(coach.email)).status).toBe(200);
      const audits = await target.server.app.database.db
        .select()
        .from(t.auditEvents)
        .where(and(eq(t.auditEvents.entityId, coachId), eq(t.auditEvents.action, "coach-access.removed")));
      expect(audits).toHaveLength(1);
      expect(audits[0]).toMatchObject({
        actorType: "cli",
        before: { userId: coach.userId },
        after: { roles: [], upcomingSessions: "keep" },
      });
    } finally {
      await target.close();
    }
  });
});
