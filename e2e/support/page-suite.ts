import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { launchBrowser } from "./browser";
import { type E2EServer, startBuiltServer } from "./server";

export interface PageSuite {
  server: E2EServer;
  browser: Browser;
  /** This test's context (1280×800) and its page. */
  context: BrowserContext;
  page: Page;
  /** Uncaught errors of this test's page. */
  pageErrors: string[];
}

/**
 * The set-up of a page-level e2e file: the built server and one browser for the file, a fresh
 * context and page for each test. Read the fields inside tests (they change per test).
 */
export function pageSuite(): PageSuite {
  const suite = { pageErrors: [] as string[] } as PageSuite;
  beforeAll(async () => {
    [suite.server, suite.browser] = await Promise.all([startBuiltServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
  });
  beforeEach(async () => {
    await suite.context?.close();
    suite.context = await suite.browser.newContext({
      baseURL: suite.server.baseUrl,
      viewport: { width: 1280, height: 800 },
    });
    suite.page = await suite.context.newPage();
    suite.pageErrors.length = 0;
    suite.page.on("pageerror", (error) => suite.pageErrors.push(error.message));
  });
  return suite;
}
