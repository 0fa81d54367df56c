/**
 * The accounts the signed-in pages are audited as, made through the public API as a person would:
 * a learner who bought a course, booked and paid a live session and left a checkout open; an admin
 * with the TOTP second factor; a coach who accepted an admin's invitation. Mail is read from the
 * server's outbox (`DATA_DIR/outbox/`, there being no SMTP server).
 */
import { randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import { type CookieJar, callApi } from "./api";
import { mailTo } from "./outbox";

const PASSWORD = "Bench#2026web";

const uniqueEmail = (role: string) => `bench-${role}-${randomBytes(4).toString("hex")}@example.com`;

type Listed = { data: { _id: string; name: string; price?: number }[] };

/** A verified account: register, the mailed code, verify-otp. Returns its token. */
async function createAccount(baseUrl: string, dataDir: string, email: string): Promise<string> {
  const jar: CookieJar = new Map();
  await callApi(baseUrl, "register", { json: { email, password: PASSWORD }, jar });
  // The text part's own line: a looser "code … six digits" also matched the headers (the subject
  // says "code", and the Message-ID after it is random hex that can start with six digits).
  const [, code = ""] = await mailTo(dataDir, email, /^Your code: (\d{6})$/m);
  const { token } = await callApi<{ token: string }>(baseUrl, "verifyOtp", {
    json: { email, Userotp: code },
    jar,
  });
  return token;
}

/** The games a learner plays, so the site does not ask (as the sign-up dialog's last step saves them). */
async function savePreferences(baseUrl: string, token: string): Promise<void> {
  const games = await callApi<Listed>(baseUrl, "listGames", { query: "limit=1" });
  await callApi(baseUrl, "updateAdditionalInfo", {
    token,
    json: {
      instrestedInCoaching1v1: true,
      instrestedInCoachingTeam: false,
      gamesIntrestedIn: games.data.map((game) => game._id),
    },
  });
}

/** The first item of a catalogue list (the most popular) that `fits`. */
async function first(
  baseUrl: string,
  route: "listCourses" | "listGuides" | "listCoaches",
  fits: (item: Listed["data"][number]) => boolean = () => true,
) {
  const { data } = await callApi<Listed>(baseUrl, route, { query: "limit=50" });
  const item = data.find(fits);
  if (!item) throw new Error(`${route} has no such item: is the demo catalogue seeded?`);
  return item;
}

/** Free items need no order. */
const priced = (item: { price?: number }) => (item.price ?? 0) > 0;

type Order = { order: { orderId: string; paymentSessionId: string } };

const payLocally = (baseUrl: string, order: Order) =>
  callApi(baseUrl, "localComplete", {
    params: { paymentSessionId: order.order.paymentSessionId },
    json: { outcome: "success" },
  });

/** Books the coach's first free slot of their first session type, and pays it at the test checkout. */
async function bookAndPay(baseUrl: string, token: string, coachId: string): Promise<void> {
  const { data: coach } = await callApi<{ data: { sessionTypes: { _id: string }[] } }>(baseUrl, "getCoach", {
    params: { id: coachId },
  });
  const sessionTypeId = coach.sessionTypes[0]?._id;
  if (!sessionTypeId) throw new Error(`coach ${coachId} offers no live session`);
  const { data: slots } = await callApi<{ data: { start: string }[] }>(baseUrl, "coachAvailability", {
    params: { id: coachId },
    query: `sessionType=${sessionTypeId}`,
  });
  const booked = await callApi<Order>(baseUrl, "bookSession", {
    token,
    json: { coachId, sessionTypeId, start: slots[0]?.start },
  });
  await payLocally(baseUrl, booked);
}

export interface Learner {
  token: string;
  /** A paid course order (its payment result page). */
  paidOrderId: string;
  /** An unpaid guide order's test checkout, and the guide's name (the checkout's heading). */
  openCheckout: { sessionId: string; itemName: string };
}

/**
 * A learner who bought the most popular paid course, booked and paid a session with the most
 * popular coach (whose workspace then shows it), and started buying the most popular paid guide.
 */
export async function createLearner(baseUrl: string, dataDir: string): Promise<Learner> {
  const token = await createAccount(baseUrl, dataDir, uniqueEmail("learner"));
  await savePreferences(baseUrl, token);
  const { user } = await callApi<{ user: { _id: string } }>(baseUrl, "userData", { token });
  const userId = user._id;
  const course = await first(baseUrl, "listCourses", priced);
  const paid = await callApi<Order>(baseUrl, "createCourseOrder", {
    token,
    json: { userId, courseId: course._id },
  });
  await payLocally(baseUrl, paid);
  await bookAndPay(baseUrl, token, (await first(baseUrl, "listCoaches"))._id);
  const guide = await first(baseUrl, "listGuides", priced);
  const open = await callApi<Order>(baseUrl, "createGuideOrder", {
    token,
    json: { userId, guideId: guide._id },
  });
  return {
    token,
    paidOrderId: paid.order.orderId,
    openCheckout: { sessionId: open.order.paymentSessionId, itemName: guide.name },
  };
}

export interface Admin {
  email: string;
  token: string;
  /** The console session the second factor's confirmation gave. */
  session: string;
}

/** A verified account for the admin role, which only `npm run admin -- grant` gives (server stopped). */
export async function createAdminAccount(baseUrl: string, dataDir: string): Promise<Omit<Admin, "session">> {
  const email = uniqueEmail("admin");
  return { email, token: await createAccount(baseUrl, dataDir, email) };
}

/** Sets up the granted admin's TOTP second factor, as the console's set-up page does: the console session. */
export async function enterConsole(baseUrl: string, granted: Omit<Admin, "session">): Promise<Admin> {
  // The grant ended the account's sign-ins: the admin signs in afresh, then types the password again.
  const { token } = await callApi<{ token: string }>(baseUrl, "login", {
    json: { email: granted.email, password: PASSWORD },
  });
  const admin = { ...granted, token };
  const { secret } = await callApi<{ secret: string }>(baseUrl, "adminSecondFactorSetup", {
    token: admin.token,
    json: { password: PASSWORD },
  });
  const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
  const { session } = await callApi<{ session: string }>(baseUrl, "adminSecondFactorConfirm", {
    token: admin.token,
    json: { code, password: PASSWORD },
  });
  return { ...admin, session };
}

/**
 * The most popular coach's account: the admin invites an address from the console, the invitee
 * follows the mailed link and chooses a password. Returns the coach's token.
 */
export async function createCoach(baseUrl: string, dataDir: string, admin: Admin): Promise<string> {
  const email = uniqueEmail("coach");
  const coach = await first(baseUrl, "listCoaches");
  await callApi(baseUrl, "adminInviteCoach", {
    params: { id: coach._id },
    token: admin.token,
    adminSession: admin.session,
    json: { email },
  });
  const [, invitation = ""] = await mailTo(dataDir, email, /\/coach-invitation\/([\w-]+)/);
  const { token } = await callApi<{ token: string }>(baseUrl, "acceptCoachInvitation", {
    params: { token: invitation },
    json: { password: PASSWORD },
  });
  return token;
}
