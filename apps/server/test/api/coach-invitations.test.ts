import { coachInvitationMessages } from "@clutch/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as t from "../../src/db/schema";
import type { TestServer } from "./harness";
import { authApi, bearer, createVerifiedUser, PASSWORD, uniqueEmail } from "./support/accounts";
import { adminOf, coachAccount, insertCoach, inviteCoach } from "./support/coaches";
import { closeServerWithMail, startServerWithMail } from "./support/server-with-mail";
import type { SmtpCapture } from "./support/smtp-capture";

let server: TestServer;
let smtp: SmtpCapture;
const db = () => server.server.app.database.db;

/** Coach profiles of this file only, one per test that needs an unclaimed one. */
let coachCount = 0;
async function newCoach() {
  const id = `test-coach-invite-${++coachCount}`;
  await insertCoach(server, { id, name: `Invited Coach ${coachCount}`, bio: "Coaches after an invitation." });
  return id;
}

const preview = (token: string) => server.request(`/api/coach-invitations/${token}`);
const accept = (token: string, json?: object, token_?: string) =>
  server.request(`/api/coach-invitations/${token}/accept`, {
    method: "POST",
    json: json ?? {},
    headers: token_ ? bearer(token_) : {},
  });
const listOf = async (coachId: string) =>
  server.request(`/api/admin/coaches/${coachId}/invitations`, {
    headers: (await adminOf(server, smtp)).headers,
  });

beforeAll(async () => {
  ({ server, smtp } = await startServerWithMail());
});
afterAll(() => closeServerWithMail(server, smtp));

describe("inviting an e-mail address to run a coach profile", () => {
  it("mails a single-use link; a new invitation withdraws the earlier one; the password path makes a coach account once", async () => {
    const coachId = await newCoach();
    const email = uniqueEmail("invitee");
    const first = await inviteCoach(server, smtp, coachId, email.toUpperCase());
    expect(first.invitation).toMatchObject({ email, state: "pending", acceptedAt: null });
    const mail = smtp.mailsTo(email).at(-1);
    expect(mail?.decoded).toContain("Invited Coach");
    expect(mail?.decoded).toContain(`/coach-invitation/${first.token}`);
    // Only the token's hash is kept.
    const [stored] = await db()
      .select()
      .from(t.coachInvitations)
      .where(eq(t.coachInvitations.coachId, coachId));
    expect(stored?.tokenHash).not.toContain(first.token);
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const shown = await preview(first.token);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ success: true, email, hasAccount: false, coach: { _id: coachId } });

    const second = await inviteCoach(server, smtp, coachId, email);
    expect((await preview(first.token)).status).toBe(404);
    expect((await accept(first.token, { password: PASSWORD })).status).toBe(404);
    const listed = await listOf(coachId);
    expect(listed.body.account).toBeNull();
    expect(listed.body.data.map((i: { state: string }) => i.state)).toEqual(["pending", "revoked"]);

    expect((await accept(second.token, {})).status).toBe(400);
    expect((await accept(second.token, { password: "short" })).status).toBe(400);
    const accepted = await accept(second.token, { password: PASSWORD });
    expect(accepted.status).toBe(200);
    expect(accepted.body.user).toMatchObject({ email, role: "user", roles: ["coach"], coachId });
    // The account is verified by the link: it signs in, and its user-data says coach.
    const data = await authApi(server).userData(accepted.body.token);
    expect(data.body.user).toMatchObject({ roles: ["coach"], coachId });
    expect((await authApi(server).login(email)).status).toBe(200);

    const again = await accept(second.token, { password: PASSWORD });
    expect(again.status).toBe(410);
    expect(again.body).toMatchObject({ code: "INVITATION_USED", message: coachInvitationMessages.used });
    expect((await preview(second.token)).body.code).toBe("INVITATION_USED");

    const after = await listOf(coachId);
    expect(after.body.account).toMatchObject({ _id: accepted.body.user._id, email });
    expect(after.body.data[0]).toMatchObject({ state: "accepted" });
    expect(after.body.data[0].acceptedAt).not.toBeNull();
    // The profile is run now: no more invitations for it.
    const admin = await adminOf(server, smtp);
    const refused = await server.request(`/api/admin/coaches/${coachId}/invitations`, {
      method: "POST",
      headers: admin.headers,
      json: { email: uniqueEmail() },
    });
    expect(refused.status).toBe(409);
    const audit = await db().select().from(t.auditEvents).where(eq(t.auditEvents.entityId, coachId));
    expect(audit.map((row) => row.action).sort()).toEqual([
      "coach-invitation.accepted",
      "coach-invitation.created",
      "coach-invitation.created",
    ]);
  });

  it("is single use even when two accepts race", async () => {
    const coachId = await newCoach();
    const { token } = await inviteCoach(server, smtp, coachId, uniqueEmail("race"));
    const answers = await Promise.all([
      accept(token, { password: PASSWORD }),
      accept(token, { password: PASSWORD }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 410]);
    expect(answers.find((a) => a.status === 410)?.body.code).toBe("INVITATION_USED");
    const runners = await db().select().from(t.users).where(eq(t.users.coachId, coachId));
    expect(runners).toHaveLength(1);
  });

  it("expires after its days", async () => {
    const coachId = await newCoach();
    const { token, invitation } = await inviteCoach(server, smtp, coachId, uniqueEmail("late"));
    await db()
      .update(t.coachInvitations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(t.coachInvitations.id, invitation._id));
    const shown = await preview(token);
    expect(shown.status).toBe(410);
    expect(shown.body).toMatchObject({
      code: "INVITATION_EXPIRED",
      message: coachInvitationMessages.expired,
    });
    expect((await accept(token, { password: PASSWORD })).body.code).toBe("INVITATION_EXPIRED");
    expect((await listOf(coachId)).body.data[0].state).toBe("expired");
    expect((await preview("not-a-token")).status).toBe(404);
  });

  it("binds only the invited e-mail: an existing account signs in to accept, another account is refused", async () => {
    const coachId = await newCoach();
    const invited = await createVerifiedUser(server, smtp, uniqueEmail("existing"));
    const stranger = await createVerifiedUser(server, smtp, uniqueEmail("stranger"));
    const { token } = await inviteCoach(server, smtp, coachId, invited.email);
    expect((await preview(token)).body.hasAccount).toBe(true);

    const withPassword = await accept(token, { password: PASSWORD });
    expect(withPassword.status).toBe(409);
    expect(withPassword.body.message).toBe(coachInvitationMessages.accountExists);
    const other = await accept(token, undefined, stranger.token);
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(coachInvitationMessages.otherEmail);
    expect((await accept(token, undefined, "not.a.token")).status).toBe(401);

    const attached = await accept(token, undefined, invited.token);
    expect(attached.status).toBe(200);
    expect(attached.body.user).toMatchObject({ _id: invited.user._id, roles: ["coach"], coachId });
    // The old token still works (the password did not change), and now reaches the workspace.
    const profile = await server.request("/api/coach-workspace/profile", { headers: bearer(invited.token) });
    expect(profile.status).toBe(200);
    expect(profile.body.data._id).toBe(coachId);

    // An account runs one profile only.
    const otherCoach = await newCoach();
    const second = await inviteCoach(server, smtp, otherCoach, invited.email);
    const refused = await accept(second.token, undefined, invited.token);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(coachInvitationMessages.alreadyCoach);
    expect((await preview(second.token)).status).toBe(200); // still pending
  });

  it("withdraws a pending invitation only; the workspace refuses learners and strangers", async () => {
    const coachId = await newCoach();
    const { token, invitation } = await inviteCoach(server, smtp, coachId, uniqueEmail("withdrawn"));
    const admin = await adminOf(server, smtp);
    const revoke = (id: string, coach = coachId) =>
      server.request(`/api/admin/coaches/${coach}/invitations/${id}/revoke`, {
        method: "POST",
        headers: admin.headers,
      });
    expect((await revoke(invitation._id, await newCoach())).status).toBe(404);
    const revoked = await revoke(invitation._id);
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.state).toBe("revoked");
    expect((await revoke(invitation._id)).status).toBe(409);
    expect((await preview(token)).status).toBe(404);
    expect((await listOf("no-such-coach")).status).toBe(404);

    const learner = await createVerifiedUser(server, smtp);
    expect((await server.request("/api/coach-workspace/profile")).status).toBe(401);
    const forbidden = await server.request("/api/coach-workspace/hours", { headers: bearer(learner.token) });
    expect(forbidden.status).toBe(403);
    // A learner is no operator either.
    expect(
      (await server.request(`/api/admin/coaches/${coachId}/invitations`, { headers: bearer(learner.token) }))
        .status,
    ).toBe(403);
    // The helper other tests use makes a working coach account.
    const coach = await coachAccount(server, smtp, await newCoach());
    expect((await server.request("/api/coach-workspace/profile", { headers: coach.auth })).status).toBe(200);
  });

  // Last: it spends this client's budget of accept attempts.
  it("limits accept attempts per client", async () => {
    const answers: number[] = [];
    for (let i = 0; i < 35 && !answers.includes(429); i++)
      answers.push((await accept(`guess-${i}`, { password: PASSWORD })).status);
    expect(answers.at(-1)).toBe(429);
    expect(new Set(answers.slice(0, -1))).toEqual(new Set([404]));
    const limited = await accept("guess-again", { password: PASSWORD });
    expect(limited.body.code).toBe("RATE_LIMITED");
  });
});
