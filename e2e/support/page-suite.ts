import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { newContext, type PageWatch, releaseBrowser, sharedBrowser, watchPage } from "./browser";
import { DESKTOP_VIEWPORT } from "./layout";
import { type MailCapture, startMailCapture } from "./mail";
import { type E2EServer, startBuiltServer } from "./server";

export interface PageSuite {
  server: E2EServer;
  /** The SMTP capture the server mails through (only with `{ mail: true }`). */
  mail: MailCapture;
  browser: Browser;
  /** This test's context (1280×800) and its page. */
  context: BrowserContext;
  page: Page;
  /** Uncaught errors of this test's page. */
  pageErrors: string[];
  /** This test's page errors and console errors; any not allowed fails the test. */
  watch: PageWatch;
}

/**
 * The set-up of a page-level e2e file: the built server and one browser for the file, a fresh
 * context and page for each test. Read the fields inside tests (they change per test).
 */
export function pageSuite(options: { mail?: boolean } = {}): PageSuite {
  const suite = { pageErrors: [] as string[] } as PageSuite;
  beforeAll(async () => {
    if (options.mail) suite.mail = await startMailCapture();
    [suite.server, suite.browser] = await Promise.all([
      startBuiltServer(options.mail ? { SMTP_URL: suite.mail.url } : {}),
      sharedBrowser(),
    ]);
  });
  afterAll(async () => {
    await releaseBrowser(suite.browser);
    await suite.server?.stop();
    await suite.mail?.close();
  });
  beforeEach(async () => {
    await suite.context?.close();
    suite.context = await newContext(suite.browser, {
      baseURL: suite.server.baseUrl,
      viewport: DESKTOP_VIEWPORT,
    });
    suite.page = await suite.context.newPage();
    suite.pageErrors.length = 0;
    suite.page.on("pageerror", (error) => suite.pageErrors.push(error.message));
    suite.watch = watchPage(suite.page);
  });
  afterEach(({ task }) => suite.watch.finish(task));
  return suite;
}
