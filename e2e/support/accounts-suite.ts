import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, expect } from "vitest";
import { openDialog } from "./accounts";
import { accessibilityViolations } from "./axe";
import { launchBrowser } from "./browser";
import { type MailCapture, startMailCapture } from "./mail";
import { type E2EServer, startBuiltServer } from "./server";

export interface AccountsSuite {
  mail: MailCapture;
  server: E2EServer;
  /** A fresh page (own context, reduced motion) for each test. */
  page: Page;
  pageErrors: string[];
}

/**
 * The set-up of an accounts e2e file: an SMTP capture, the built server mailing through it, one
 * browser for the file and a fresh context per test. A failing test leaves a screenshot in the
 * temp directory and prints the page's errors.
 */
export function accountsSuite(): AccountsSuite {
  const suite = { pageErrors: [] as string[] } as AccountsSuite;
  const consoleErrors: string[] = [];
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    suite.mail = await startMailCapture();
    [suite.server, browser] = await Promise.all([
      startBuiltServer({ SMTP_URL: suite.mail.url }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await suite.server?.stop();
    await suite.mail?.close();
  });
  beforeEach(async () => {
    context = await browser.newContext({ baseURL: suite.server.baseUrl, reducedMotion: "reduce" });
    suite.page = await context.newPage();
    suite.pageErrors.length = 0;
    consoleErrors.length = 0;
    suite.page.on("pageerror", (error) => suite.pageErrors.push(error.message));
    suite.page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
    });
  });
  afterEach(async ({ task }) => {
    const { page } = suite;
    if (task.result?.state === "fail" && page && !page.isClosed()) {
      const file = join(tmpdir(), `accounts-${task.name.replace(/\W+/g, "-").slice(0, 60)}.png`);
      await page.screenshot({ path: file, fullPage: true }).catch(() => {});
      console.error(
        `screenshot: ${file}\npage errors: ${JSON.stringify(suite.pageErrors)}\nconsole: ${consoleErrors.join("\n")}`,
      );
    }
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
