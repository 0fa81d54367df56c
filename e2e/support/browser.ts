import { appendFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from "playwright-core";
import type { RunnerTestCase, TestContext } from "vitest";
import { expect } from "vitest";

/**
 * Debian's Chromium headless shell (package `chromium-headless-shell`): the same engine as
 * `/usr/bin/chromium` without the desktop browser around it, as Playwright itself runs headless
 * tests. The heaviest page files took about a third less CPU on it (docs/decisions/034).
 * The flags keep it from reaching for the network this machine does not have.
 */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}

/** This worker's browser: the files a worker runs share it (launching one costs most of a CPU-second). */
let shared: Promise<Browser> | undefined;

/**
 * The browser for a file's tests. Each test opens its own context (nothing carries over between
 * contexts), and `releaseBrowser` closes whatever the file left open. A browser that crashed or
 * was closed is replaced by a new one.
 */
export async function sharedBrowser(): Promise<Browser> {
  const current = await shared?.catch(() => undefined);
  if (current?.isConnected()) return current;
  shared = launch();
  return shared;
}

/**
 * A context for a test: its pages prefer reduced motion unless `options` ask for motion
 * (`reducedMotion: "no-preference"`, as the tests of the animations do). Without a GPU every
 * animated frame is drawn by the CPU: a page left on the home page keeps a core a fifth busy.
 * (Playwright emulates the media feature in every context, so Chromium's own flag has no effect.)
 */
export function newContext(browser: Browser, options: BrowserContextOptions): Promise<BrowserContext> {
  return browser.newContext({ reducedMotion: "reduce", ...options });
}

/** Ends a file's use of the browser: closes every context it left open; the browser stays up. */
export async function releaseBrowser(browser: Browser | undefined): Promise<void> {
  await Promise.all((browser?.contexts() ?? []).map((context) => context.close()));
}

/**
 * Waits until the app has taken over a page the server rendered: the server's markup takes no input
 * until the app replaces it (product pages: their frame is inert) or hydrates it (`/` and the browse
 * pages: the root is marked `data-hydrate` until then), so a keyboard test must not start before.
 */
export async function appStarted(page: Page, message?: string): Promise<void> {
  await expect.poll(() => page.locator(SERVER_MARKUP).count(), { message }).toBe(0);
}

/** Markup of the server's that the app has not taken over yet. */
const SERVER_MARKUP = "#root[data-hydrate], #root [inert]";

/** A failed API call the page expects (a wrong password is a 401): Chromium logs it as an error. */
const EXPECTED_CLIENT_ERROR = /^Failed to load resource: the server responded with a status of 4\d\d\b/;

export interface PageWatch {
  /** Uncaught page errors and `console.error` messages, in order. */
  problems: string[];
  /** Lets this test's page report errors matching `pattern` (a failure the test provokes). */
  allow(pattern: RegExp): void;
  /** The problems no `allow` covers. */
  unexpected(): string[];
  /**
   * Ends a test (call it in `afterEach`): a passed test fails on an unexpected problem; a failed
   * one leaves a report of what the page showed (see `reportFailure`).
   */
  finish(task: RunnerTestCase): Promise<void>;
}

/** Where failure reports go: the folder `npm test` prints from at the end, or the temp folder. */
const REPORTS_DIR = process.env.TEST_REPORTS_DIR ?? tmpdir();
/** How many of the page's last API exchanges a failure report lists. */
const REPORTED_EXCHANGES = 30;

/**
 * Watches a page for uncaught errors and `console.error` (4xx answers to API calls aside): a test
 * whose page reports one fails, unless the test provoked it and said so with `allow`.
 */
export function watchPage(page: Page, label?: string): PageWatch {
  const problems: string[] = [];
  const allowed: RegExp[] = [];
  const exchanges: string[] = [];
  const started = Date.now();
  const at = () => `+${((Date.now() - started) / 1000).toFixed(1)}s`;
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" && !EXPECTED_CLIENT_ERROR.test(message.text())) {
      problems.push(`console.error: ${message.text()}`);
    }
  });
  const apiPath = (url: string) => {
    const parsed = new URL(url);
    return parsed.pathname.startsWith("/api/") ? parsed.pathname + parsed.search : undefined;
  };
  page.on("request", (request) => {
    const path = apiPath(request.url());
    if (path) exchanges.push(`${at()} → ${request.method()} ${path}`);
  });
  page.on("response", (response) => {
    const path = apiPath(response.url());
    if (path) exchanges.push(`${at()} ← ${response.status()} ${response.request().method()} ${path}`);
  });
  page.on("requestfailed", (request) => {
    const path = apiPath(request.url());
    if (path) exchanges.push(`${at()} ✗ ${request.failure()?.errorText} ${request.method()} ${path}`);
  });
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) exchanges.push(`${at()} page ${frame.url()}`);
  });
  const unexpected = () => problems.filter((problem) => !allowed.some((pattern) => pattern.test(problem)));
  return {
    problems,
    allow: (pattern) => allowed.push(pattern),
    unexpected,
    finish: async (task) => {
      if (task.result?.state === "fail") {
        await reportFailure(page, task, {
          problems,
          exchanges: exchanges.slice(-REPORTED_EXCHANGES),
          at: at(),
          label,
        });
        return;
      }
      expect(unexpected(), `page or console errors${label ? ` (${label})` : ""}`).toEqual([]);
    },
  };
}

/**
 * A page in a context a test opens besides the suite's own (reduced motion, a touch screen, no
 * script), watched like the suite's page: when the test ends, an unexpected page or console error
 * fails it, or a failure leaves a report of what this page showed; then the context closes.
 * Pass the test's `onTestFinished` (from its context argument); `label` names the page in a report.
 */
export async function watchedPage(
  context: BrowserContext,
  onTestFinished: TestContext["onTestFinished"],
  label: string,
): Promise<{ page: Page; watch: PageWatch }> {
  onTestFinished(() => context.close());
  const page = await context.newPage();
  const watch = watchPage(page, label);
  // Hooks run last-registered first: the watch finishes while the context is still open.
  onTestFinished(({ task }) => watch.finish(task));
  return { page, watch };
}

/**
 * What a failed test's page showed, for a failure that only happens now and then: a screenshot,
 * the address, the main text, the page's problems and its last API exchanges with their times.
 * Printed, and appended to `failures.log` in the reports folder, which `npm test` prints at its end.
 */
async function reportFailure(
  page: Page,
  task: RunnerTestCase,
  seen: { problems: string[]; exchanges: string[]; at: string; label?: string | undefined },
): Promise<void> {
  if (page.isClosed()) return;
  mkdirSync(REPORTS_DIR, { recursive: true });
  const name = seen.label ? `${task.name} (${seen.label})` : task.name;
  const screenshot = join(REPORTS_DIR, `${name.replace(/\W+/g, "-").slice(0, 80)}.png`);
  await page.screenshot({ path: screenshot, fullPage: true, timeout: 10_000 }).catch(() => {});
  const text = await page
    .locator("main")
    .first()
    .innerText({ timeout: 2_000 })
    .catch(() => "(no main element)");
  const report = [
    `■ ${task.file?.name ?? ""} › ${name} (report at ${seen.at})`,
    `  address: ${page.url()}`,
    `  screenshot: ${screenshot}`,
    `  main text: ${text.replace(/\s+/g, " ").slice(0, 600)}`,
    `  page problems: ${seen.problems.join(" | ") || "none"}`,
    "  last API exchanges:",
    ...seen.exchanges.map((line) => `    ${line}`),
    "",
  ].join("\n");
  console.error(report);
  appendFileSync(join(REPORTS_DIR, "failures.log"), `${report}\n`);
}
