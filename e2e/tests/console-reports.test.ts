import { readFile } from "node:fs/promises";
import { paths } from "@clutch/contract";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createAccount, signInWithToken, uniqueEmail } from "../support/accounts";
import { accessibilityViolations } from "../support/axe";
import { launchBrowser, type PageWatch, watchPage } from "../support/browser";
import { layoutProblems, PHONE_VIEWPORT } from "../support/layout";
import { type MailCapture, startMailCapture } from "../support/mail";
import { authenticator, grantAdmin } from "../support/operators";
import { createPostgresDatabase, type E2EDatabase } from "../support/postgres";
import { type E2EServer, startBuiltServer } from "../support/server";

/*
 * The console's reports and subscribers against the built server on PostgreSQL: a learner buys a
 * course through the built-in test checkout, and the admin reads it in the revenue chart and its
 * table, regroups the report with the keyboard only, exports both CSVs; axe on both pages.
 */

const PASSWORD = "Start#2026";
const SLOW = { timeout: 180_000 };
const COURSE_NAME = "Valorant IGL Masterclass";

let mail: MailCapture;
let database: E2EDatabase;
let server: E2EServer;
let browser: Browser;
let context: BrowserContext | undefined;
let page: Page;
let watch: PageWatch;

const admin = { token: "", app: undefined as ReturnType<typeof authenticator> | undefined };
const subscribers = [uniqueEmail("report-sub-a"), uniqueEmail("report-sub-b")];
let coursePrice = 0;

async function api<T>(path: string, init: { token?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: init.body === undefined ? "GET" : "POST",
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const data = (await response.json()) as T;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(data)}`);
  return data;
}

/** A learner pays for the course through the built-in test checkout: today's revenue. */
async function buyCourse() {
  const { data } = await api<{ data: { _id: string; name: string; price: number }[] }>(
    "/api/course?limit=100",
  );
  const course = data.find((item) => item.name === COURSE_NAME);
  if (!course) throw new Error(`the demo catalogue has no course "${COURSE_NAME}"`);
  coursePrice = course.price;
  const email = uniqueEmail("report-buyer");
  const token = await createAccount(server.baseUrl, mail, email, PASSWORD, { preferences: false });
  const { user } = await api<{ user: { _id: string } }>("/api/auth/user-data", { token });
  const { order } = await api<{ order: { paymentSessionId: string } }>("/api/payment/create-order-course", {
    token,
    body: { userId: user._id, courseId: course._id },
  });
  await api(`/api/payment/local/${encodeURIComponent(order.paymentSessionId)}/complete`, {
    body: { outcome: "success" },
  });
}

/** The admin's second factor, set up through the API (the console's own set-up is console.test.ts's). */
async function setUpSecondFactor() {
  const { secret } = await api<{ secret: string }>("/api/admin/second-factor/setup", {
    token: admin.token,
    body: {},
  });
  admin.app = authenticator(secret);
  await api("/api/admin/second-factor/confirm", {
    token: admin.token,
    body: { code: await admin.app.next() },
  });
}

/**
 * The file's one tab, signed into the console once: the console session lives in the tab, and a
 * second sign-in would wait for the authenticator's next time step.
 */
async function openConsole() {
  context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
  watch = watchPage(page);
  await enterConsole(`${paths.admin}/reports`);
}

/** Signs the admin into the console at `path` with a fresh code. */
async function enterConsole(path: string) {
  await signInWithToken(page, admin.token, path);
  const code = page.getByLabel("Code from your authenticator app");
  await code.fill((await admin.app?.next()) ?? "");
  await page.keyboard.press("Enter");
  await code.waitFor({ state: "detached" });
}

const heading = (name: string) => page.getByRole("heading", { level: 1, name });
const rupees = (amount: number) =>
  new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 }).format(
    amount,
  );

beforeAll(async () => {
  mail = await startMailCapture();
  database = await createPostgresDatabase();
  [server, browser] = await Promise.all([
    startBuiltServer({ SMTP_URL: mail.url, DATABASE_URL: database.url }),
    launchBrowser(),
  ]);
  const email = uniqueEmail("reports-admin");
  admin.token = await createAccount(server.baseUrl, mail, email, PASSWORD, { preferences: false });
  expect(await grantAdmin(database.url, email)).toContain(email);
  await Promise.all([
    setUpSecondFactor(),
    buyCourse(),
    ...subscribers.map((address) => api("/api/subscription", { body: { email: address } })),
  ]);
  await openConsole();
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
  watch = watchPage(page);
});

describe("the console's reports", () => {
  it(
    "shows today's sale in the revenue chart and its table, regroups with the keyboard, exports CSV",
    SLOW,
    async () => {
      await page.goto(`${paths.admin}/reports`);
      await heading("Reports").waitFor();

      const chart = page.getByRole("img", { name: "Revenue by day" });
      await chart.waitFor();
      const description = await chart.evaluate((svg) => svg.querySelector("desc")?.textContent ?? "");
      expect(description).toContain(`Gross ${rupees(coursePrice)}`);
      expect(await chart.locator("rect").count()).toBe(60);

      // The chart's figures as a table: 30 days, today's row with the sale.
      const days = page.getByRole("table", { name: /^Revenue by day/ });
      expect(await days.getByRole("row").count()).toBe(31);
      const today = days.getByRole("row").last();
      expect(await today.getByRole("cell").allInnerTexts()).toEqual([
        expect.any(String),
        rupees(coursePrice),
        rupees(0),
        rupees(coursePrice),
        "1",
        "0",
        "0",
      ]);
      const totals = page.getByRole("region", { name: "Totals" });
      expect(await totals.innerText()).toContain(rupees(coursePrice));
      const byKind = page.getByRole("table", { name: /^Revenue by kind/ });
      expect(await byKind.getByRole("row", { name: /Courses/ }).count()).toBe(1);
      expect(await accessibilityViolations(page)).toEqual([]);

      // Keyboard only: from the step's list, every control in turn; "Group by" changed by typing.
      const isFocused = (control: ReturnType<Page["getByLabel"]>) =>
        control.evaluate((element) => element === document.activeElement);
      await page.getByLabel("Bars by").focus();
      await page.keyboard.press("Tab");
      expect(await isFocused(page.getByLabel("Group by"))).toBe(true);
      await page.keyboard.type("item");
      await page.keyboard.press("Tab");
      expect(await isFocused(page.getByRole("button", { name: "Show report" }))).toBe(true);
      await page.keyboard.press("Enter");
      await page.waitForURL((url) => url.searchParams.get("groupBy") === "item");
      const byItem = page.getByRole("table", { name: /^Revenue by item/ });
      await byItem.getByRole("row", { name: new RegExp(COURSE_NAME) }).waitFor();

      // CSV export of the same figures: the sale, under its course.
      const download = page.waitForEvent("download");
      await page.getByRole("button", { name: "Export CSV" }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(
        /^revenue-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}-by-day-item\.csv$/,
      );
      const lines = (await readFile((await file.path()) ?? "", "utf8")).trim().split("\r\n");
      expect(lines[0]).toBe(
        "period_start,period_end,item_key,item,gross_inr,refunds_inr,net_inr,orders_paid,bookings_confirmed,refunds",
      );
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(`,${COURSE_NAME},${coursePrice},0,${coursePrice},1,0,0`);
    },
  );

  it("lists, searches and exports the subscribers; both pages fit a phone and pass axe", SLOW, async () => {
    await page.goto(`${paths.admin}/subscribers`);
    await heading("Subscribers").waitFor();
    const table = page.getByRole("table", { name: /subscribers/ });
    for (const address of subscribers) await table.getByRole("cell", { name: address }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByLabel("Search by e-mail").fill(subscribers[0] ?? "");
    await page.getByText("1 subscriber matches").waitFor();
    expect(await table.getByRole("row").count()).toBe(2);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("subscribers.csv");
    const csv = await readFile((await file.path()) ?? "", "utf8");
    expect(csv.split("\r\n")[0]).toBe("email,subscribed_at");
    expect(csv).toContain(subscribers[0]);
    expect(csv).not.toContain(subscribers[1]);

    // A phone: both pages fit 360 px without sideways scrolling.
    await page.setViewportSize(PHONE_VIEWPORT);
    expect(await layoutProblems(page)).toEqual([]);
    await page.goto(`${paths.admin}/reports`);
    await page.getByRole("img", { name: "Revenue by day" }).waitFor();
    expect(await layoutProblems(page)).toEqual([]);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
