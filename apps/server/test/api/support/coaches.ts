import type { TestServer } from "../harness";
import { bearer, PASSWORD, uniqueEmail } from "./accounts";
import { operators } from "./operators";
import type { SmtpCapture } from "./smtp-capture";

/** One admin per test server, made on first use (an admin's setup costs a sign-up and a second factor). */
const admins = new WeakMap<TestServer, ReturnType<ReturnType<typeof operators>["newAdmin"]>>();

export function adminOf(server: TestServer, smtp: SmtpCapture) {
  let admin = admins.get(server);
  if (!admin) {
    admin = operators(server, smtp).newAdmin();
    admins.set(server, admin);
  }
  return admin;
}

/** The token of the newest invitation link mailed to `email`. */
export function invitationToken(smtp: SmtpCapture, email: string): string {
  const mail = smtp.mailsTo(email).at(-1);
  const token = mail && /\/coach-invitation\/([\w-]+)/.exec(mail.decoded)?.[1];
  if (!token) throw new Error(`No invitation has been mailed to ${email}`);
  return token;
}

/** An admin invites `email` to run the coach profile; answers the mailed link's token. */
export async function inviteCoach(server: TestServer, smtp: SmtpCapture, coachId: string, email: string) {
  const admin = await adminOf(server, smtp);
  const res = await server.request(`/api/admin/coaches/${coachId}/invitations`, {
    method: "POST",
    headers: admin.headers,
    json: { email },
  });
  if (res.status !== 201) throw new Error(`invite: ${res.status} ${res.text}`);
  return { invitation: res.body.data, token: invitationToken(smtp, email) };
}

/**
 * A new coach account running `coachId`, made as a person makes it: an admin's invitation, then
 * the mailed link accepted with a password. Answers its e-mail, token, user and auth headers.
 */
export async function coachAccount(
  server: TestServer,
  smtp: SmtpCapture,
  coachId: string,
  email = uniqueEmail("coach"),
) {
  const { token: link } = await inviteCoach(server, smtp, coachId, email);
  const res = await server.request(`/api/coach-invitations/${link}/accept`, {
    method: "POST",
    json: { password: PASSWORD },
  });
  if (res.status !== 200) throw new Error(`accept: ${res.status} ${res.text}`);
  return { email, token: res.body.token as string, user: res.body.user, auth: bearer(res.body.token) };
}
