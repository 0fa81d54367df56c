import { orderMessages, paths } from "@clutch/contract";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createAccount, uniqueEmail } from "../support/accounts";
import { accessibilityViolations } from "../support/axe";
import { launchBrowser, type PageWatch, watchPage } from "../support/browser";
import { layoutProblems, PHONE_VIEWPORT } from "../support/layout";
import { type MailCapture, startMailCapture } from "../support/mail";
import { grantAdmin, totpCode } from "../support/operators";
import { createPostgresDatabase, type E2EDatabase } from "../support/postgres";
import { type E2EServer, startBuiltServer } from "../support/server";

/*
 * The console's orders against the built server on PostgreSQL: an admin finds a learner's order,
 * refunds it in full with the keyboard, and the learner loses access to the course. Both pages are
 * checked with axe, on a desktop and on a 360 px phone.
 */

const PASSWORD = "Start#2026";
const SLOW = { timeout: 180_000 };

let mail: MailCapture;
let database: E2EDatabase;
let server: E2EServer;
let browser: Browser;
let context: BrowserContext | undefined;
let page: Page;
let watch: PageWatch;
/** The admin's token and console session (its second factor set up through the API). */
const admin = { email: uniqueEmail("orders-admin"), token: "", session: "" };

async function api(path: string, init: { method?: string; token?: string; json?: unknown } = {}) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: init.method ?? (init.json === undefined ? "GET" : "POST"),
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.json === undefined ? {} : { "content-type": "application/json" }),
    },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** A console tab already past the second factor: the token and the console session are in place. */
async function openConsole(path: string, viewport = { width: 1280, height: 800 }) {
  await context?.close();
  context = await browser.newContext({ baseURL: server.baseUrl, viewport });
  await context.addInitScript(
    ({ token, session }) => {
      localStorage.setItem("userToken", token);
      sessionStorage.setItem("consoleSession", session);
    },
    { token: admin.token, session: admin.session },
  );
  page = await context.newPage();
  watch = watchPage(page);
  await page.goto(path);
  return page;
}

const heading = (name: string | RegExp) => page.getByRole("heading", { level: 1, name });

beforeAll(async () => {
  mail = await startMailCapture();
  database = await createPostgresDatabase();
  [server, browser] = await Promise.all([
    startBuiltServer({ SMTP_URL: mail.url, DATABASE_URL: database.url }),
    launchBrowser(),
  ]);
  admin.token = await createAccount(server.baseUrl, mail, admin.email, PASSWORD);
  expect(await grantAdmin(database.url, admin.email)).toContain(admin.email);
  const setup = await api("/api/admin/second-factor/setup", { token: admin.token, json: {} });
  const confirmed = await api("/api/admin/second-factor/confirm", {
    token: admin.token,
    json: { code: totpCode(setup.secret as string) },
  });
  admin.session = confirmed.session as string;
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

describe("the console's orders", () => {
  it(
    "an admin finds a learner's order and refunds it in full with the keyboard; the learner loses access",
    SLOW,
    async () => {
      // A learner buys a paid course with the test checkout.
      const email = uniqueEmail("orders-learner");
      const token = await createAccount(server.baseUrl, mail, email, PASSWORD, { preferences: false });
      const me = (await api("/api/auth/user-data", { token })).user as { _id: string };
      const courses = (await api("/api/course?limit=50")).data as {
        _id: string;
        name: string;
        price: number;
      }[];
      const course = courses.find((candidate) => candidate.price > 0);
      if (!course) throw new Error("the demo catalogue has no paid course");
      const created = (await api("/api/payment/create-order-course", {
        token,
        json: { userId: me._id, courseId: course._id },
      })) as { order: { orderId: string; paymentSessionId: string } };
      await api(`/api/payment/local/${created.order.paymentSessionId}/complete`, {
        json: { outcome: "success" },
      });
      const hasAccess = async () =>
        (await api("/api/payment/check-access", { token, json: { userId: me._id, courseId: course._id } }))
          .hasAccess;
      expect(await hasAccess()).toBe(true);

      await openConsole(`${paths.admin}/orders`);
      await heading("Orders").waitFor();
      await page.getByRole("table").waitFor();
      expect(await accessibilityViolations(page), "orders list").toEqual([]);

      // Found by the learner's e-mail, typed and sent with the keyboard.
      await page.getByRole("searchbox", { name: "Search" }).focus();
      await page.keyboard.type(email);
      await page.keyboard.press("Enter");
      await page.waitForURL(/[?&]q=/);
      const row = page.getByRole("row").filter({ hasText: email });
      await row.waitFor();
      expect(await page.getByRole("row").count()).toBe(2);
      await row.getByRole("link", { name: created.order.orderId }).focus();
      await page.keyboard.press("Enter");

      await heading("Order").waitFor();
      await page.getByRole("heading", { name: "Timeline" }).waitFor();
      await page.getByText(course.name).first().waitFor();
      expect(await accessibilityViolations(page), "order page").toEqual([]);

      // The refund: everything left (the default), a reason, Refund, then confirmed.
      await page.getByLabel("Reason").focus();
      await page.keyboard.type("Course withdrawn by the coach");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: `Refund ₹${course.price.toLocaleString("en-IN")}?` });
      await dialog.waitFor();
      expect(await accessibilityViolations(page), "refund confirmation").toEqual([]);
      await dialog.getByRole("button", { name: "Confirm refund" }).focus();
      await page.keyboard.press("Enter");
      await page.getByText(orderMessages.refunded).waitFor();
      await page.getByText("This order was refunded in full.").waitFor();
      await page.getByText("Refund paid out").waitFor();
      expect(await hasAccess()).toBe(false);

      // Back in the list, the order is refunded; the search is still in the address.
      await page.getByRole("link", { name: "All orders" }).click();
      await heading("Orders").waitFor();
      await page.getByRole("row").filter({ hasText: email }).getByText("Refunded", { exact: true }).waitFor();
    },
  );

  it("passes axe on a 360 px phone, with nothing wider than the screen", SLOW, async () => {
    await openConsole(`${paths.admin}/orders`, PHONE_VIEWPORT);
    await heading("Orders").waitFor();
    const link = page.getByRole("table").getByRole("link").first();
    await link.waitFor();
    expect(await accessibilityViolations(page), "phone orders list").toEqual([]);
    expect(await layoutProblems(page), "phone orders list").toEqual([]);
    await link.click();
    await page.getByRole("heading", { name: "Timeline" }).waitFor();
    expect(await accessibilityViolations(page), "phone order page").toEqual([]);
    expect(await layoutProblems(page), "phone order page").toEqual([]);
  });
});
