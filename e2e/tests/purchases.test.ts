import { messages, paths } from "@clutch/contract";
import { CASHFREE_JS_STUB, type FakeCashfree, startFakeCashfree } from "@clutch/fake-cashfree";
import type { Browser, BrowserContext, Page, Request } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createAccount, openDialog, signInWithToken, uniqueEmail } from "../support/accounts";
import { accessibilityViolations } from "../support/axe";
import { newContext, type PageWatch, releaseBrowser, sharedBrowser, watchPage } from "../support/browser";
import { DESKTOP_VIEWPORT, layoutProblems, PHONE_VIEWPORT } from "../support/layout";
import { type MailCapture, startMailCapture } from "../support/mail";
import { type E2EServer, startBuiltServer } from "../support/server";

/*
 * Buying courses and guides (docs/product.md#purchases) against the built server: the Purchase
 * button, the order, the checkout, the result page, and ownership everywhere afterwards.
 *
 * - The `local` provider (the default): the built-in test checkout at /checkout/local/:id, Pay and
 *   Cancel, end to end for a course and a guide.
 * - The `cashfree` provider against @clutch/fake-cashfree: Cashfree.js is the fake's stand-in,
 *   served in place of https://sdk.cashfree.com/js/v3/cashfree.js by request interception (the
 *   page asks Cashfree's host; nothing leaves the machine), and the buyer pays on the fake's hosted
 *   checkout page, which sends them back to the result page as Cashfree does.
 *
 * Nothing of our server or its answers is stubbed, except where a test makes the script fail.
 */

const PASSWORD = "Start#2026";
const m = messages.payment;
const CASHFREE_JS = "https://sdk.cashfree.com/js/v3/cashfree.js";
/** Tests that register through the server (argon2, mailed codes) on this shared 2-core machine. */
/** What Chromium logs for a request the test aborts. */
const NETWORK_DROPPED = /Failed to load resource: net::ERR_FAILED/;

type Item = { _id: string; name: string; price: number };
type UserData = { user: { _id: string; email: string; phone: string; courses: Item[]; guides: Item[] } };

let mail: MailCapture;
let local: E2EServer;
let browser: Browser;
let context: BrowserContext | undefined;
let page: Page;
let watch: PageWatch;

async function api<T>(
  baseUrl: string,
  path: string,
  init: { token?: string; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
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

async function catalogueItem(baseUrl: string, kind: "course" | "guide", name: string): Promise<Item> {
  const { data } = await api<{ data: Item[] }>(baseUrl, `/api/${kind}?limit=100`);
  const item = data.find((entry) => entry.name === name);
  if (!item) throw new Error(`the demo catalogue has no ${kind} "${name}"`);
  expect(item.price, `${name} is paid`).toBeGreaterThan(0);
  return item;
}

/** A fresh context and page on `baseUrl` for this test (closed after it). */
async function openPage(baseUrl: string): Promise<Page> {
  await context?.close();
  context = await newContext(browser, { baseURL: baseUrl, viewport: DESKTOP_VIEWPORT });
  page = await context.newPage();
  watch = watchPage(page);
  return page;
}

/** A new verified account, signed in on this page at `path`. */
async function signIn(baseUrl: string, tag: string, path: string) {
  const email = uniqueEmail(tag);
  const token = await createAccount(baseUrl, mail, email, PASSWORD);
  const { user } = await api<UserData>(baseUrl, "/api/auth/user-data", { token });
  await signInWithToken(page, token, path);
  return { token, user };
}

/** Every create-order request the page makes from now on, with its body. */
function recordOrders(target: Page, kind: "course" | "guide"): Request[] {
  const seen: Request[] = [];
  target.on("request", (request) => {
    if (new URL(request.url()).pathname === `/api/payment/create-order-${kind}`) seen.push(request);
  });
  return seen;
}

const pageHeading = (name: string) => page.getByRole("heading", { level: 1, name, exact: true });
const orderIdOf = (url: string) => decodeURIComponent(new URL(url).pathname.split("/").at(-1) ?? "");

beforeAll(async () => {
  mail = await startMailCapture();
  [local, browser] = await Promise.all([startBuiltServer({ SMTP_URL: mail.url }), sharedBrowser()]);
});

afterAll(async () => {
  await releaseBrowser(browser);
  await local?.stop();
  await mail?.close();
});

afterEach(async ({ task }) => {
  await watch.finish(task);
  await context?.close();
  context = undefined;
});

describe("the local test checkout (no real money)", () => {
  it("a visitor pressing Purchase gets the login dialog; unknown checkouts and orders say so", async () => {
    const course = await catalogueItem(local.baseUrl, "course", "Valorant IGL Masterclass");
    await openPage(local.baseUrl);
    const orders = recordOrders(page, "course");
    await page.goto(paths.course(course._id));
    await pageHeading(course.name).waitFor();
    await page.getByRole("button", { name: "Purchase" }).click();
    await openDialog(page, "Login");
    expect(orders).toEqual([]);

    await page.goto(paths.localCheckout("no-such-session"));
    await pageHeading(m.checkoutNotFound).waitFor();
    await page.goto(paths.paymentResult("no-such-order"));
    await pageHeading(m.orderNotFound).waitFor();
  });

  it("buys a course: one order however often Purchase is pressed, Pay by keyboard, 'Payment Successful', then owned everywhere", async () => {
    const course = await catalogueItem(local.baseUrl, "course", "Valorant IGL Masterclass");
    await openPage(local.baseUrl);
    const { token, user } = await signIn(local.baseUrl, "buy-course", paths.course(course._id));
    await pageHeading(course.name).waitFor();
    // Not owned: the outline only, and why.
    await page.getByText(`${messages.catalogue.courseNotOwned}.`).waitFor();
    expect(await page.getByRole("button", { name: /^Play chapter/ }).count()).toBe(0);

    // Two presses in a row start one order.
    const orders = recordOrders(page, "course");
    await page.getByRole("button", { name: "Purchase" }).dblclick();
    await page.waitForURL(/\/checkout\/local\//);
    expect(orders).toHaveLength(1);
    expect(orders[0]?.postDataJSON()).toEqual({
      amount: course.price,
      email: user.email,
      userId: user._id,
      courseId: course._id,
    });

    // The test checkout: item, amount, clearly no real money.
    const checkoutUrl = page.url();
    await pageHeading(course.name).waitFor();
    await page.getByText("Test payment — no real money").waitFor();
    const pay = page.getByRole("button", { name: `Pay ₹2,999` });
    await pay.waitFor();
    await page.getByRole("button", { name: "Cancel", exact: true }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    await pay.focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/payment-success\//);
    const orderId = orderIdOf(page.url());
    await pageHeading(m.resultSuccessful).waitFor();
    await page.getByText(m.successful, { exact: true }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    const owned = await api<UserData>(local.baseUrl, "/api/auth/user-data", { token });
    expect(owned.user.courses.map((entry) => entry._id)).toEqual([course._id]);

    // The profile table lists it (the user data was refreshed without a reload).
    await page.getByRole("link", { name: "My courses" }).click();
    const table = page.getByRole("table", { name: "My courses" });
    await table.getByRole("rowheader", { name: course.name, exact: true }).waitFor();
    await table.getByRole("link", { name: `View Course: ${course.name}`, exact: true }).click();

    // The course page: owned, no Purchase, chapters play in the video dialog.
    await page.waitForURL((url) => url.pathname === paths.course(course._id));
    await page.getByText("You own this. Enjoy the full content below.").waitFor();
    const play = page.getByRole("button", { name: /^Play chapter 1: / });
    await play.waitFor();
    expect(await page.getByRole("button", { name: "Purchase" }).count()).toBe(0);
    await play.click();
    const dialog = page.getByRole("dialog");
    await dialog.locator("video").waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });

    // The checkout cannot be paid twice.
    await page.goto(checkoutUrl);
    await page.getByText(m.checkoutClosed).waitFor();
    expect(await page.getByRole("button", { name: /^Pay / }).count()).toBe(0);
    await page.getByRole("link", { name: "See the payment" }).click();
    await page.waitForURL((url) => url.pathname === paths.paymentResult(orderId));
    await pageHeading(m.resultSuccessful).waitFor();
  });

  it("buys a guide: the profile's guides list it and the reader shows every chapter in full", async () => {
    const guide = await catalogueItem(local.baseUrl, "guide", "BGMI Sensitivity and Gyro Settings Guide");
    await openPage(local.baseUrl);
    const { token, user } = await signIn(local.baseUrl, "buy-guide", paths.guide(guide._id));
    await pageHeading(guide.name).waitFor();
    await page.getByText(`${messages.catalogue.guideNotOwned}.`).waitFor();

    const orders = recordOrders(page, "guide");
    await page.getByRole("button", { name: "Purchase" }).click();
    await page.waitForURL(/\/checkout\/local\//);
    expect(orders[0]?.postDataJSON()).toEqual({
      amount: guide.price,
      email: user.email,
      userId: user._id,
      guideId: guide._id,
    });
    await page.getByText("Test payment — no real money").waitFor();
    await page.getByRole("button", { name: "Pay ₹249" }).click();
    await pageHeading(m.resultSuccessful).waitFor();

    await page.getByRole("link", { name: "My guides" }).click();
    const table = page.getByRole("table", { name: "My guides" });
    await table.getByRole("rowheader", { name: guide.name, exact: true }).waitFor();
    await table.getByRole("link", { name: `View Guide: ${guide.name}`, exact: true }).click();

    await page.waitForURL((url) => url.pathname === paths.guide(guide._id));
    const { chapters } = await api<{ chapters: { description: string }[] }>(
      local.baseUrl,
      `/api/guide/${guide._id}/user`,
      { token },
    );
    const firstLine = chapters[0]?.description.split("\n")[0]?.trim() ?? "";
    expect(firstLine.length).toBeGreaterThan(0);
    await page.getByText(firstLine, { exact: false }).first().waitFor();
    expect(await page.getByText(`${messages.catalogue.guideNotOwned}.`).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Purchase" }).count()).toBe(0);
  });

  it("Cancel in the test checkout: 'Payment Failed', nothing owned, Purchase still there; fits a phone", async () => {
    const course = await catalogueItem(local.baseUrl, "course", "CS2 Utility Playbook");
    await openPage(local.baseUrl);
    const { token } = await signIn(local.baseUrl, "cancel", paths.course(course._id));
    await page.setViewportSize(PHONE_VIEWPORT);
    await pageHeading(course.name).waitFor();
    await page.getByRole("button", { name: "Purchase" }).click();
    await page.waitForURL(/\/checkout\/local\//);
    await page.getByText("Test payment — no real money").waitFor();
    expect(await layoutProblems(page)).toEqual([]);

    await page.getByRole("button", { name: "Cancel", exact: true }).click();
    await page.waitForURL(/\/payment-success\//);
    await pageHeading(m.resultFailed).waitFor();
    await page.getByText(m.failed, { exact: true }).waitFor();
    expect(await layoutProblems(page)).toEqual([]);
    expect(await accessibilityViolations(page)).toEqual([]);
    const after = await api<UserData>(local.baseUrl, "/api/auth/user-data", { token });
    expect(after.user.courses).toEqual([]);

    await page.getByRole("link", { name: "Try again" }).click();
    await page.waitForURL((url) => url.pathname === paths.course(course._id));
    await page.getByRole("button", { name: "Purchase" }).waitFor();
  });

  it("a pending order is checked for two minutes, then 'Check again'; paying meanwhile shows success", async () => {
    const course = await catalogueItem(local.baseUrl, "course", "The AWP Academy");
    const email = uniqueEmail("pending");
    const token = await createAccount(local.baseUrl, mail, email, PASSWORD);
    const { user } = await api<UserData>(local.baseUrl, "/api/auth/user-data", { token });
    const { order } = await api<{ order: { orderId: string; paymentSessionId: string } }>(
      local.baseUrl,
      "/api/payment/create-order-course",
      { token, body: { amount: course.price, email, userId: user._id, courseId: course._id } },
    );

    await openPage(local.baseUrl);
    await page.clock.install();
    await page.goto(paths.paymentResult(order.orderId));
    await pageHeading(m.checking).waitFor();
    await page.getByText(m.pending, { exact: true }).waitFor();

    // Two minutes on, the page stops asking and says so.
    await page.clock.fastForward("02:01");
    await pageHeading(m.pending).waitFor();
    const again = page.getByRole("button", { name: "Check again" });
    await again.waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    // Paid elsewhere meanwhile: "Check again" finds it.
    await api(local.baseUrl, `/api/payment/local/${encodeURIComponent(order.paymentSessionId)}/complete`, {
      body: { outcome: "success" },
    });
    await again.click();
    await pageHeading(m.resultSuccessful).waitFor();
  });
});

describe("with Cashfree (the fake's API and hosted checkout, Cashfree.js stubbed at its URL)", () => {
  const CLIENT_ID = "e2e-clutch-app";
  const CLIENT_SECRET = "e2e-clutch-secret";
  let fake: FakeCashfree;
  let cashfree: E2EServer;

  beforeAll(async () => {
    fake = await startFakeCashfree({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
    cashfree = await startBuiltServer({
      SMTP_URL: mail.url,
      PAYMENT_PROVIDER: "cashfree",
      CASHFREE_APP_ID: CLIENT_ID,
      CASHFREE_SECRET_KEY: CLIENT_SECRET,
      CASHFREE_ENV: "sandbox",
      CASHFREE_API_URL: fake.url,
    });
  });

  afterAll(async () => {
    await cashfree?.stop();
    await fake?.close();
  });

  /** Cashfree.js as the page gets it: the fake's stand-in, or a failure of the test's choosing. */
  async function serveCashfreeJs(target: Page, how: "stub" | "abort" | "empty") {
    await target.unroute(CASHFREE_JS);
    await target.route(CASHFREE_JS, (route) =>
      how === "abort"
        ? route.abort()
        : route.fulfill({
            contentType: "text/javascript",
            body: how === "stub" ? CASHFREE_JS_STUB(fake.origin) : "/* no Cashfree here */",
          }),
    );
  }

  it("asks for a phone number (PHONE_REQUIRED), pays on Cashfree's checkout and comes back to 'Payment Successful'", async () => {
    const course = await catalogueItem(cashfree.baseUrl, "course", "The AWP Academy");
    await openPage(cashfree.baseUrl);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.url().startsWith("https://sdk.cashfree.com/")) scripts.push(request.url());
    });
    await serveCashfreeJs(page, "stub");
    const { token } = await signIn(cashfree.baseUrl, "cashfree-pay", paths.course(course._id));
    await pageHeading(course.name).waitFor();
    // Cashfree.js is fetched only when a checkout starts.
    expect(scripts).toEqual([]);

    const orders = recordOrders(page, "course");
    await page.getByRole("button", { name: "Purchase" }).click();
    const dialog = await openDialog(page, "Add your phone number");
    await dialog.getByText(m.phoneRequired).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    // The contract's rule answers at once, with the same sentence, and sends nothing.
    const phone = dialog.getByLabel("Phone number");
    await phone.fill("12345");
    await dialog.getByRole("button", { name: "Continue to payment" }).click();
    await expect.poll(() => phone.getAttribute("aria-invalid")).toBe("true");
    await dialog.getByRole("alert").filter({ hasText: m.phoneRequired }).waitFor();
    expect(orders).toHaveLength(1);

    await phone.fill("98765-43210");
    await dialog.getByRole("button", { name: "Continue to payment" }).click();
    await page.waitForURL((url) => url.origin === fake.origin && url.pathname.startsWith("/checkout/"));
    expect(orders).toHaveLength(2);
    expect(orders[1]?.postDataJSON()).toMatchObject({ courseId: course._id, phone: "9876543210" });
    expect(scripts).toEqual([CASHFREE_JS]);

    // Cashfree's hosted page (the fake's), then back to our result page.
    await page.getByRole("heading", { name: "Fake Cashfree checkout" }).waitFor();
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await page.waitForURL(
      (url) => url.origin === cashfree.baseUrl && url.pathname.startsWith("/payment-success/"),
    );
    await pageHeading(m.resultSuccessful).waitFor();

    const { user } = await api<UserData>(cashfree.baseUrl, "/api/auth/user-data", { token });
    expect(user.phone).toBe("9876543210");
    expect(user.courses.map((entry) => entry._id)).toEqual([course._id]);
    expect(fake.violations).toEqual([]);
  });

  it("a Cashfree.js that fails to load or defines nothing says so, and 'Try again' opens the checkout (same order)", async () => {
    const guide = await catalogueItem(cashfree.baseUrl, "guide", "Dota 2 Laning Cheat Sheet");
    await openPage(cashfree.baseUrl);
    watch.allow(NETWORK_DROPPED);
    await serveCashfreeJs(page, "abort");
    await signIn(cashfree.baseUrl, "cashfree-script", paths.guide(guide._id));
    await pageHeading(guide.name).waitFor();
    const orderIds: string[] = [];
    page.on("response", async (response) => {
      if (new URL(response.url()).pathname !== "/api/payment/create-order-guide") return;
      const body = (await response.json().catch(() => null)) as { order?: { orderId: string } } | null;
      if (body?.order) orderIds.push(body.order.orderId);
    });

    await page.getByRole("button", { name: "Purchase" }).click();
    const dialog = await openDialog(page, "Add your phone number");
    await dialog.getByLabel("Phone number").fill("9123456780");
    await dialog.getByRole("button", { name: "Continue to payment" }).click();

    const alert = page.getByRole("alert").filter({ hasText: m.scriptLoadFailed });
    await alert.waitFor();
    const retry = alert.getByRole("button", { name: "Try again" });

    await serveCashfreeJs(page, "empty");
    await retry.click();
    await page.getByRole("alert").filter({ hasText: m.scriptUnavailable }).waitFor();

    await serveCashfreeJs(page, "stub");
    await page.getByRole("alert").getByRole("button", { name: "Try again" }).click();
    await page.waitForURL((url) => url.origin === fake.origin);
    await page.getByRole("heading", { name: "Fake Cashfree checkout" }).waitFor();
    // Every attempt got the same open order.
    expect(orderIds).toHaveLength(3);
    expect(new Set(orderIds).size).toBe(1);

    await page.getByRole("button", { name: "Fail", exact: true }).click();
    await page.waitForURL(
      (url) => url.origin === cashfree.baseUrl && url.pathname.startsWith("/payment-success/"),
    );
    await pageHeading(m.resultFailed).waitFor();
    expect(orderIdOf(page.url())).toBe(orderIds[0]);
    expect(fake.violations).toEqual([]);
  });
});
