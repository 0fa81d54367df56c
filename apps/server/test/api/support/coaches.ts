import { eq } from "drizzle-orm";
import * as t from "../../../src/db/schema";
import type { TestServer } from "../harness";
import { bearer, PASSWORD, signedInAccount, uniqueEmail } from "./accounts";
import { operators } from "./operators";
import type { SmtpCapture } from "./smtp-capture";

/** Weekly hours of every day, 00:00–24:00. */
export const ROUND_THE_CLOCK = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
  weekday,
  startTime: "00:00",
  endTime: "24:00",
}));

/** The id of the one session type `roundTheClockCoach` gives a coach. */
export const sessionTypeOf = (coachId: string) => `${coachId}-60`;

/** A coach profile of a test's own, the catalogue's required fields filled in unless given. */
export async function insertCoach(
  server: TestServer,
  coach: { id: string; name: string } & Partial<typeof t.coaches.$inferInsert>,
) {
  await server.server.app.database.db.insert(t.coaches).values({
    bio: "Coaches at any hour.",
    platform: "PC",
    headerImage: "/header.webp",
    hexagonHorImage: "/hor.webp",
    hexagonVerImage: "/ver.webp",
    ...coach,
  });
}

/**
 * A coach profile free every day 00:00–24:00, so a test finds a slot whenever it runs, with one
 * hour-long session type, `sessionTypeOf(id)`: "Advanced" and titled "<name> hour" unless given.
 */
export async function roundTheClockCoach(
  server: TestServer,
  coach: Parameters<typeof insertCoach>[1],
  sessionType: { price: number; title?: string; level?: string },
) {
  const db = server.server.app.database.db;
  await insertCoach(server, coach);
  await db.insert(t.sessionTypes).values({
    id: sessionTypeOf(coach.id),
    coachId: coach.id,
    level: sessionType.level ?? "Advanced",
    title: sessionType.title ?? `${coach.name} hour`,
    price: sessionType.price,
    durationMinutes: 60,
  });
  await db
    .insert(t.coachAvailability)
    .values(ROUND_THE_CLOCK.map((period) => ({ coachId: coach.id, ...period })));
}

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

/**
 * A verified account made to run `coachId` straight in the database, as an accepted invitation
 * leaves it: quicker than `coachAccount` where the invitation is not what a test is about.
 */
export async function coachAccountByDatabase(
  server: TestServer,
  smtp: SmtpCapture,
  coachId: string,
  name?: string,
) {
  const account = await signedInAccount(server, smtp, name);
  await server.server.app.database.db
    .update(t.users)
    .set({ coachId, roles: ["coach"] })
    .where(eq(t.users.id, account.userId));
  return account;
}
