/// <reference lib="dom" />
// Browser globals: the init script and the callbacks passed to page.evaluate run in the page.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { accountMenu, createAccount, localPart, uniqueEmail } from "../support/accounts";
import { pageSuite } from "../support/page-suite";

/*
 * docs/decisions/015-no-signed-out-flash.md: the server-rendered first screens (`/`, product pages)
 * never show a member the visitor's Login, and still show a visitor Login from their first paint.
 * The nav is sampled from the first frame on, on a 4× slowed CPU (a phone's start-up, when the
 * server markup stays up longest).
 */

const suite = pageSuite({ mail: true });

/** On the slowed CPU a page takes several seconds to start, and a member's test loads two. */

/** What the nav shows at one moment. */
interface NavState {
  /** performance.now() of the sample. */
  t: number;
  /** A `requestAnimationFrame` sample (a frame about to paint), or a DOM change after the first frame. */
  source: "frame" | "mutation";
  /**
   * The nav is in the document whole: the menu toggle, which follows the links and the account
   * slot, is parsed. Frames before it (the parser yields mid-document, more so on a slow CPU) show
   * part of the nav and no account slot yet, to members and visitors alike.
   */
  whole: boolean;
  /** A visible button "Login" in the banner. */
  login: boolean;
  /** The visible "Checking your session" placeholder. */
  placeholder: boolean;
  /** A visible account menu button (neither Login nor the menu toggle). */
  menu: boolean;
  /** The server's markup in #root is still inert (the app has not taken it over yet). */
  shell: boolean;
  /** `<html data-session>`. */
  mark: string | null;
  /** Where the nav's links and its account area are, "x,y,width,height" each. */
  layout: string;
}

interface Recording {
  samples: NavState[];
  frames: number;
  /** `securitypolicyviolation` events. */
  violations: string[];
  /** performance.now() when the app had the answer about the stored sign-in (`/api/auth/user-data`). */
  accountAnsweredAt?: number;
}

declare global {
  interface Window {
    __navRecording?: Recording;
  }
}

/**
 * Installed before any script of each document (context.addInitScript): samples the nav at every
 * animation frame (each one precedes a paint) and at every change in the nav or of the session
 * mark after the first frame (a change shows at the next frame unless something undoes it first).
 * DOM changes before the first frame are not samples: nothing is painted yet, and the stylesheet
 * may still be on its way. Also records CSP violations.
 */
function navSampler() {
  const recording: Recording = { samples: [], frames: 0, violations: [] };
  window.__navRecording = recording;
  const appFetch = window.fetch;
  window.fetch = async (...args: Parameters<typeof fetch>) => {
    const response = await appFetch(...args);
    const url = args[0] instanceof Request ? args[0].url : String(args[0]);
    if (url.includes("/api/auth/user-data")) recording.accountAnsweredAt ??= performance.now();
    return response;
  };
  document.addEventListener("securitypolicyviolation", (event) => {
    recording.violations.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`);
  });

  const shown = (element: Element) => {
    const box = element.getBoundingClientRect();
    return (
      box.width > 0 &&
      box.height > 0 &&
      element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })
    );
  };
  const box = (element: Element | null | undefined) => {
    const rect = element?.getBoundingClientRect();
    return rect ? [rect.x, rect.y, rect.width, rect.height].map((n) => n.toFixed(1)).join(",") : "-";
  };
  const sample = (source: NavState["source"]): NavState => {
    const banner = document.querySelector("header");
    const toggle = banner?.querySelector("button[aria-controls][aria-label]");
    const buttons = banner ? [...banner.querySelectorAll("button")].filter(shown) : [];
    const placeholder = banner?.querySelector('[aria-label="Checking your session"]');
    return {
      t: performance.now(),
      source,
      whole: toggle != null,
      login: buttons.some((button) => button.textContent?.trim() === "Login"),
      placeholder: placeholder ? shown(placeholder) : false,
      menu: buttons.some(
        (button) => button.hasAttribute("aria-expanded") && !button.hasAttribute("aria-label"),
      ),
      // SERVER_MARKUP (support/browser.ts), written out: this function runs in the page.
      shell: document.querySelector("#root[data-hydrate], #root [inert]") !== null,
      mark: document.documentElement.getAttribute("data-session"),
      layout: `links ${box(banner?.querySelector("nav"))} account ${box(toggle?.parentElement)}`,
    };
  };
  const onFrame = () => {
    recording.frames += 1;
    recording.samples.push(sample("frame"));
    requestAnimationFrame(onFrame);
  };
  requestAnimationFrame(onFrame);
  // Changes in the nav, of <html>'s attributes, or of what #root holds (the app replacing the
  // server's markup); the rest of the page (slideshows, sections rendered later) is left out.
  const concernsNav = (record: MutationRecord) => {
    const target = record.target;
    if (target === document.documentElement) return true;
    if (target instanceof Element && (target.id === "root" || target.closest("header"))) return true;
    return [...record.addedNodes, ...record.removedNodes].some(
      (node) => node instanceof Element && (node.matches("header") || node.querySelector("header")),
    );
  };
  new MutationObserver((records) => {
    if (recording.frames > 0 && records.some(concernsNav)) recording.samples.push(sample("mutation"));
  }).observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
}

/** A phone's CPU: every task takes four times as long. */
async function slowCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

/** When a recording is complete: the account menu is up, or the app's own Login (the shell is gone). */
type Until = "menu" | "app's Login";

/** The nav as sampled since `page` loaded its document, once `until` has been painted and 10 more frames. */
async function recordingUntil(page: Page, until: Until): Promise<Recording> {
  // The condition travels as data: a function sent as text would need `new Function`, an eval the
  // page's CSP refuses.
  await page.waitForFunction(
    (goal) =>
      window.__navRecording?.samples.some(
        (state) => state.source === "frame" && (goal === "menu" ? state.menu : state.login && !state.shell),
      ) ?? false,
    until,
    { timeout: 90_000 },
  );
  const frames = await page.evaluate(() => window.__navRecording?.frames ?? 0);
  await page.waitForFunction((after) => (window.__navRecording?.frames ?? 0) >= after + 10, frames);
  const recording = await page.evaluate(() => window.__navRecording);
  if (!recording) throw new Error("the init script did not run");
  return recording;
}

/**
 * The first frame that painted the whole nav, checked to be the server's markup (the app has not
 * rendered yet), and the samples from it on.
 */
function fromFirstNavFrame(recording: Recording): [NavState, ...NavState[]] {
  const index = recording.samples.findIndex((state) => state.source === "frame" && state.whole);
  const first = recording.samples[index];
  if (!first) throw new Error("no frame showed the whole nav");
  expect(first.shell, "the first frame with the whole nav is the server's markup").toBe(true);
  return [first, ...recording.samples.slice(index + 1)];
}

/** Samples as readable lines, for failure messages. */
const timeline = (samples: NavState[]) =>
  samples
    .map(
      (s) =>
        `${s.t.toFixed(0)} ${s.source} mark=${s.mark} whole=${s.whole} shell=${s.shell} login=${s.login} ` +
        `placeholder=${s.placeholder} menu=${s.menu} ${s.layout}`,
    )
    .join("\n");

/** The different layouts of the nav among `samples`, in order. */
const layouts = (samples: NavState[]) =>
  samples.map((state) => state.layout).filter((layout, i, all) => i === 0 || layout !== all[i - 1]);

let paths: { home: string; product: string };
let email: string;
let token: string;

beforeAll(async () => {
  const response = await fetch(`${suite.server.baseUrl}/api/course?limit=1`);
  const course = ((await response.json()) as { data: { _id: string }[] }).data[0];
  if (!course) throw new Error("the demo catalogue has no course");
  paths = { home: "/", product: `/product-course/${course._id}` };
  email = uniqueEmail("flash");
  // A real account: registered through the API with the mailed code, preferences saved.
  token = await createAccount(suite.server.baseUrl, suite.mail, email, "Str0ng!pass");
});

/** Opens `path` once as a visitor, stores `value` under `userToken` (as signing in does), slows the CPU. */
async function storeToken(page: Page, path: string, value: string): Promise<void> {
  await page.goto(path);
  // Stored from an address of the site where the app does not run: the app of `path`, starting
  // after the token was there, would check it and sign an invalid one out before the test's load.
  await page.goto("/api/health");
  await page.evaluate((stored) => localStorage.setItem("userToken", stored), value);
  await slowCpu(page);
}

describe("a signed-in member never sees the visitor's navigation", () => {
  for (const where of ["home", "product"] as const) {
    it(`on the ${where} page, from the first paint until the account menu, and again on reload`, async () => {
      const { page } = suite;
      await suite.context.addInitScript(navSampler);
      const path = paths[where];
      await storeToken(page, path, token);
      for (const load of ["navigation", "reload"] as const) {
        if (load === "navigation") await page.goto(path);
        else await page.reload();
        const recording = await recordingUntil(page, "menu");
        expect(recording.violations, `${load}: CSP violations`).toEqual([]);
        const samples = fromFirstNavFrame(recording);
        const [first] = samples;
        expect(first.mark, load).toBe("member");
        // Every sample, from the first frame on: before the nav was whole too.
        expect(
          recording.samples.filter((state) => state.login),
          `${load}: Login was shown\n${timeline(recording.samples)}`,
        ).toEqual([]);
        expect(first.placeholder, `${load}: the placeholder holds the account slot`).toBe(true);
        // Nothing in the nav moves until the menu replaces the placeholder. Both pages are hydrated:
        // the markup stays, and the menu may come before the rest of the page is taken over.
        const beforeMenu = samples.slice(
          0,
          samples.findIndex((state) => state.menu),
        );
        expect(layouts(beforeMenu), `${load}\n${timeline(samples)}`).toHaveLength(1);
        await accountMenu(page, localPart(email)).waitFor();
      }
    });
  }

  it("ends as a visitor when the stored token is no longer valid (the 401 signs out)", async () => {
    const { page } = suite;
    await suite.context.addInitScript(navSampler);
    await storeToken(page, paths.home, "expired.or.forged");
    await page.goto(paths.home);
    const recording = await recordingUntil(page, "app's Login");
    expect(recording.violations, "CSP violations").toEqual([]);
    const [first] = fromFirstNavFrame(recording);
    expect(first.mark).toBe("member");
    expect(first.placeholder).toBe(true);
    // Login appears once the app has had the 401, never before (in the server's markup or not).
    const answeredAt = recording.accountAnsweredAt;
    if (answeredAt === undefined) throw new Error("the app never asked about the stored sign-in");
    expect(
      recording.samples.filter((state) => state.login && state.t < answeredAt),
      timeline(recording.samples),
    ).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem("userToken"))).toBeNull();
  });
});

describe("a visitor still sees Login from the first paint", () => {
  for (const where of ["home", "product"] as const) {
    it(`on the ${where} page, in the server's markup before the app runs, and the nav never moves`, async () => {
      const { page } = suite;
      await suite.context.addInitScript(navSampler);
      await slowCpu(page);
      await page.goto(paths[where]);
      const recording = await recordingUntil(page, "app's Login");
      expect(recording.violations, "CSP violations").toEqual([]);
      const samples = fromFirstNavFrame(recording);
      const [first] = samples;
      expect(first.mark).toBe("visitor");
      // Login from the first frame that painted the whole nav on, through the app taking over: no
      // placeholder, no gap, and nothing in the nav moves.
      expect(
        samples.filter((state) => !state.login || state.placeholder),
        timeline(samples),
      ).toEqual([]);
      expect(samples.some((state) => !state.shell)).toBe(true);
      expect(layouts(samples), timeline(samples)).toHaveLength(1);
    });
  }
});
