import { adminBookingMessages, paths } from "@clutch/contract";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createAccount, openDialog, signInWithToken, uniqueEmail } from "../support/accounts";
import { accessibilityViolations } from "../support/axe";
import { launchBrowser, type PageWatch, watchPage } from "../support/browser";
import { layoutProblems, PHONE_VIEWPORT } from "../support/layout";
import { type MailCapture, startMailCapture } from "../support/mail";
import { authenticator, grantAdmin, totpCode } from "../support/operators";
import { createPostgresDatabase, type E2EDatabase } from "../support/postgres";
import { type E2EServer, startBuiltServer } from "../support/server";

/*
 * The console's Bookings against the built server on PostgreSQL: a learner has booked and paid two
 * sessions with two coaches; the admin filters by one coach and cancels that session with the
 * keyboard only, giving a reason; the row then shows it cancelled and refunded. Axe on the page and
 * on the dialog, and the page at a phone's width.
 */

const PASSWORD = "Start#2026";
const SLOW = { timeout: 180_000 };
const COACH = "Arjun Mehta";
const OTHER_COACH = "Daniel Okafor";

let mail: MailCapture;
let database: E2EDatabase;
let server: E2EServer;
let browser: Browser;
let context: BrowserContext | undefined;
let page: Page;
let watch: PageWatch;
const learnerEmail = uniqueEmail("bookings-learner");
let admin: { token: string; app: ReturnType<typeof authenticator> };

async function call<T>(path: string, token?: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = (await response.json()) as T;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(data)}`);
  return data;
}

type Coach = { _id: string; name: string; sessionTypes: { _id: string }[] };

/** Books the coach's first free slot as the learner and pays it at the test checkout. */
async function bookAndPay(learnerToken: string, coachName: string) {
  const { data: coaches } = await call<{ data: Coach[] }>("/api/coach?limit=100");
  const listed = coaches.find((coach) => coach.name === coachName);
  if (!listed) throw new Error(`no coach ${coachName}`);
  const { data: coach } = await call<{ data: Coach }>(`/api/coach/${listed._id}`);
  const sessionTypeId = coach.sessionTypes[0]?._id ?? "";
  const { data: slots } = await call<{ data: { start: string }[] }>(
    `/api/coach/${coach._id}/availability?sessionType=${sessionTypeId}`,
  );
  const booked = await call<{ order: { paymentSessionId: string } }>("/api/live-sessions", learnerToken, {
    coachId: coach._id,
    sessionTypeId,
    start: slots[0]?.start,
  });
  await call(`/api/payment/local/${booked.order.paymentSessionId}/complete`, undefined, {
    outcome: "success",
  });
}

/** The admin's second factor, set up through the API (the console test covers its pages). */
async function setUpSecondFactor(token: string) {
  const { secret } = await call<{ secret: string }>("/api/admin/second-factor/setup", token, {});
  await call("/api/admin/second-factor/confirm", token, { code: totpCode(secret) });
  const app = authenticator(secret);
  app.used();
  return app;
}

beforeAll(async () => {
  mail = await startMailCapture();
  database = await createPostgresDatabase();
  [server, browser] = await Promise.all([
    startBuiltServer({ SMTP_URL: mail.url, DATABASE_URL: database.url }),
    launchBrowser(),
  ]);
  const adminEmail = uniqueEmail("bookings-admin");
  const [adminToken, learnerToken] = await Promise.all([
    createAccount(server.baseUrl, mail, adminEmail, PASSWORD),
    createAccount(server.baseUrl, mail, learnerEmail, PASSWORD),
  ]);
  expect(await grantAdmin(database.url, adminEmail)).toContain(adminEmail);
  admin = { token: adminToken, app: await setUpSecondFactor(adminToken) };
  await bookAndPay(learnerToken, COACH);
  await bookAndPay(learnerToken, OTHER_COACH);
}, SLOW.timeout);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
  await database?.drop();
  await mail?.close();
});

afterEach(async ({ task }) => {
  await watch?.finish(task);
  await context?.close();
  context = undefined;
});

describe("the console's bookings", () => {
  it(
    "filters by coach and cancels a session with a reason, by keyboard; axe on the page and the dialog",
    SLOW,
    async () => {
      context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1280, height: 800 } });
      page = await context.newPage();
      watch = watchPage(page);
      await signInWithToken(page, admin.token, `${paths.admin}/bookings`);
      const codeField = page.getByLabel("Code from your authenticator app");
      await codeField.fill(await admin.app.next());
      await page.keyboard.press("Enter");
      await page.getByRole("heading", { level: 1, name: "Bookings" }).waitFor();

      const rows = page.getByRole("table").getByRole("row");
      await page.getByRole("cell", { name: new RegExp(OTHER_COACH) }).waitFor();
      expect(await rows.count()).toBe(3); // The header and both sessions.
      expect(await accessibilityViolations(page)).toEqual([]);

      await page.getByLabel("Coach").selectOption({ label: COACH });
      await page.waitForURL(/coachId=/);
      await page.getByRole("cell", { name: new RegExp(OTHER_COACH) }).waitFor({ state: "detached" });
      expect(await rows.count()).toBe(2);

      // Keyboard only: the row's Cancel, the reason, Tab to the confirming button, Enter.
      await page.getByRole("button", { name: new RegExp(`^Cancel .* of ${learnerEmail}`) }).focus();
      await page.keyboard.press("Enter");
      const dialog = await openDialog(page, "Cancel this booking?");
      await dialog.getByText(adminBookingMessages.cancelConfirm).waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.keyboard.type("The coach is unwell");
      expect(await dialog.getByLabel("Reason").inputValue()).toBe("The coach is unwell");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Cancel and refund");
      await page.keyboard.press("Enter");
      await dialog.waitFor({ state: "detached" });

      const row = rows.nth(1);
      await row.getByText("Cancelled", { exact: true }).waitFor();
      await row.getByText("by Clutch Academy").waitFor();
      await row.getByText("Refunded").waitFor();
      expect(await row.getByRole("button", { name: /^Cancel/ }).count()).toBe(0);
      expect(await accessibilityViolations(page)).toEqual([]);

      // A phone: the page fits the screen (the table scrolls inside its frame).
      await page.setViewportSize(PHONE_VIEWPORT);
      expect(await layoutProblems(page)).toEqual([]);
      expect(await accessibilityViolations(page)).toEqual([]);
    },
  );
});
