/// <reference lib="dom" />
// Browser globals: the callback passed to page.evaluate runs in the page.
import type { Page, Route } from "playwright-core";

/** The narrowest phone screen every page must fit (issue: responsive from 360 px). */
export const PHONE_VIEWPORT = { width: 360, height: 780 } as const;
/** The desktop screen the suites' pages open at. */
export const DESKTOP_VIEWPORT = { width: 1280, height: 800 } as const;

/**
 * What is wrong with the page's layout at the current viewport, as readable lines ([] when
 * fine): content wider than the screen (sideways scrolling), and images without explicit
 * width, height or alt attributes (layout shifts, unlabelled images).
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const screenWidth = document.documentElement.clientWidth;
    const overflow = document.documentElement.scrollWidth - screenWidth;
    if (overflow > 0) {
      // The outermost elements past the screen's right edge, named, so a failure says what to fix.
      const past = [...document.body.querySelectorAll("*")].filter(
        (element) => element.getBoundingClientRect().right > screenWidth + 0.5,
      );
      const outermost = past.filter((element) => !past.includes(element.parentElement as Element));
      const names = outermost.slice(0, 3).map((element) => {
        const classes = [...element.classList].slice(0, 4).join(".");
        return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ""} (${element.textContent?.trim().slice(0, 30)})`;
      });
      problems.push(
        `${overflow} px wider than the screen: ${names.join(", ") || "no element past its edge"}`,
      );
    }
    for (const img of document.querySelectorAll("img")) {
      for (const attribute of ["width", "height", "alt"]) {
        if (!img.hasAttribute(attribute)) problems.push(`${img.getAttribute("src")} has no ${attribute}`);
      }
    }
    return problems;
  });
}

/**
 * Waits until the page is whole: its `main h1` is there, every staged section below the first
 * screen is rendered (`Staged` drops its `data-staged-pending` spacer then) and the network is idle.
 */
export async function untilPageComplete(page: Page): Promise<void> {
  await page.locator("main h1").first().waitFor();
  await page.locator("[data-staged-pending]").waitFor({ state: "detached" });
  await page.waitForLoadState("networkidle");
}

/**
 * Opens each path in turn (ready once `untilPageComplete` says so) and collects
 * what `check` finds wrong there, by path ({} when all is well).
 */
export async function problemsOnEach(
  page: Page,
  paths: readonly string[],
  check: (target: Page) => Promise<string[]>,
): Promise<Record<string, string[]>> {
  const report: Record<string, string[]> = {};
  for (const path of paths) {
    await page.goto(path);
    await untilPageComplete(page);
    const found = await check(page);
    if (found.length > 0) report[path] = found;
  }
  return report;
}

/** The page's cumulative layout shift so far (every shift without recent input). */
export const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 200);
      }),
  );

/** Every script of the app. */
const APP_SCRIPTS = /\/assets\/.+\.js$/;

/**
 * What `look` reads of the page as the server sends it, every script of the app refused (the page
 * reloaded so); then the page is reloaded with its scripts. The refused scripts' console errors
 * (`net::ERR_FAILED`) are the caller's to allow.
 */
export async function withoutScripts<T>(page: Page, look: () => Promise<T>): Promise<T> {
  const refuse = (route: Route) => route.abort();
  await page.route(APP_SCRIPTS, refuse);
  await page.reload();
  try {
    return await look();
  } finally {
    await page.unroute(APP_SCRIPTS, refuse);
    await page.reload();
  }
}
