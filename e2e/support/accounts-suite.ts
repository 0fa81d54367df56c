import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, expect } from "vitest";
import { openDialog } from "./accounts";
import { accessibilityViolations } from "./axe";
import { newContext, type PageWatch, releaseBrowser, sharedBrowser, watchPage } from "./browser";
import { type MailCapture, startMailCapture } from "./mail";
import { type E2EServer, startBuiltServer } from "./server";

export interface AccountsSuite {
  mail: MailCapture;
  server: E2EServer;
  /** A fresh page (own context, reduced motion) for each test. */
  page: Page;
  pageErrors: string[];
  /** This test's page errors and console errors; any not allowed fails the test. */
  watch: PageWatch;
}

/**
 * The set-up of an accounts e2e file: an SMTP capture, the built server mailing through it, one
 * browser for the file and a fresh context per test. A failing test leaves a report of its page
 * (`PageWatch.finish`).
 */
export function accountsSuite(): AccountsSuite {
  const suite = { pageErrors: [] as string[] } as AccountsSuite;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    suite.mail = await startMailCapture();
    [suite.server, browser] = await Promise.all([
      startBuiltServer({ SMTP_URL: suite.mail.url }),
      sharedBrowser(),
    ]);
  });
  afterAll(async () => {
    await releaseBrowser(browser);
    await suite.server?.stop();
    await suite.mail?.close();
  });
  beforeEach(async () => {
    context = await newContext(browser, { baseURL: suite.server.baseUrl });
    suite.page = await context.newPage();
    suite.pageErrors.length = 0;
    suite.page.on("pageerror", (error) => suite.pageErrors.push(error.message));
    suite.watch = watchPage(suite.page);
  });
  afterEach(async ({ task }) => {
    await suite.watch.finish(task);
    await context?.close();
  });
  return suite;
}

/** Presses the button named `name` inside `dialog`. */
export async function press(dialog: Locator, name: string | RegExp): Promise<void> {
  await dialog.getByRole("button", { name, exact: typeof name === "string" }).click();
}

/** Fails the test with the axe findings for the page (or `include`), if any. */
export async function expectNoViolations(page: Page, include?: string): Promise<void> {
  expect(await accessibilityViolations(page, include)).toEqual([]);
}

/** Opens the login dialog from the nav's Login button. */
export async function openLogin(page: Page): Promise<Locator> {
  await page.getByRole("banner").getByRole("button", { name: "Login", exact: true }).click();
  return openDialog(page, "Login");
}
