import { popularityRank } from "@clutch/contract";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { appStarted, newContext, watchedPage } from "../support/browser";
import { layoutShift } from "../support/layout";
import { pageSuite } from "../support/page-suite";

/* Product pages as the built server renders them: first screen, head tags and data in the HTML. */

const suite = pageSuite();

type Item = { _id: string; name: string; headerImage: string };
type Kind = "game" | "coach" | "course" | "guide";

async function first(kind: Kind): Promise<Item> {
  const response = await fetch(`${suite.server.baseUrl}/api/${kind}?limit=1`);
  const item = ((await response.json()) as { data: Item[] }).data[0];
  if (!item) throw new Error(`the demo catalogue has no ${kind}`);
  return item;
}

/** Every /api request the page makes from now on. */
function recordApiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/")) seen.push(url.pathname);
  });
  return seen;
}

const headContent = (page: Page, selector: string, attribute = "content") =>
  page.locator(selector).first().getAttribute(attribute);

describe("server-rendered product pages over HTTP", () => {
  it("answer with the item's page: its title, canonical URL and data, revalidated and compressed", async () => {
    const course = await first("course");
    const url = `${suite.server.baseUrl}/product-course/${course._id}`;
    const response = await fetch(url, { headers: { "accept-encoding": "br" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("content-encoding")).toBe("br");
    const html = await response.text();
    expect(html).toContain(`<title>${course.name} | Clutch Academy</title>`);
    expect(html).toContain(`<link rel="canonical" href="${url}"/>`);
    expect(html).toContain(`<script type="application/json" id="page-data">`);
    expect(html).toContain(`<h1 class=`);

    const etag = response.headers.get("etag");
    expect(etag).toBeTruthy();
    const again = await fetch(url, { headers: { "if-none-match": etag ?? "" } });
    expect(again.status).toBe(304);
    const head = await fetch(url, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("text/html; charset=utf-8");
    // A query string (a shared link's tracking parameter) changes nothing.
    expect(await (await fetch(`${url}?ref=share`)).text()).toBe(html);
  });

  // Hidden items (unapproved, disabled) are 404s too: apps/server/test/api/product-pages.test.ts.
  it("are a 404, with the app that shows why, for an unknown item", async () => {
    for (const path of [
      "/product-course/does-not-exist",
      "/product-game/%3Cscript%3E",
      `/product-coach/${"x".repeat(300)}`,
    ]) {
      const response = await fetch(`${suite.server.baseUrl}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("content-type"), path).toContain("text/html");
      expect(await response.text(), path).toContain('<div id="root"></div>');
    }
  });
});

describe("server-rendered product pages in the browser", () => {
  it("start from the page's own data: no request for the item, and nothing moves when the app takes over", async () => {
    const { page } = suite;
    await page.setViewportSize({ width: 412, height: 823 });
    for (const kind of ["course", "coach", "game", "guide"] as const) {
      const item = await first(kind);
      const requests = recordApiRequests(page);
      await page.goto(`/product-${kind}/${item._id}`);
      await page.getByRole("heading", { level: 1, name: item.name }).waitFor();
      await appStarted(page, kind);
      // Not the item, nor anything else: a coach's rank among all coaches comes with the page too.
      expect(requests, kind).toEqual([]);
      if (kind === "coach") {
        const all = (await (await fetch(`${suite.server.baseUrl}/api/coach?limit=100`)).json()) as {
          data: { _id: string; popularity: number }[];
        };
        const rank = popularityRank(all.data, item._id);
        await page.getByText(`#${rank?.position} of ${all.data.length}`, { exact: true }).waitFor();
      }
      expect(await layoutShift(page), kind).toBe(0);
      expect(await page.title(), kind).toBe(`${item.name} | Clutch Academy`);
      page.removeAllListeners("request");
    }
    expect(suite.pageErrors).toEqual([]);
  });

  it("show the item's hero without JavaScript", async ({ onTestFinished }) => {
    const coach = await first("coach");
    const context = await newContext(suite.browser, {
      baseURL: suite.server.baseUrl,
      javaScriptEnabled: false,
    });
    const { page } = await watchedPage(context, onTestFinished, "no JavaScript");
    await page.goto(`/product-coach/${coach._id}`);
    expect(await page.locator("h1").textContent()).toBe(coach.name);
    expect(await page.title()).toBe(`${coach.name} | Clutch Academy`);
    const backdrop = page.locator(`img[src="${coach.headerImage}"]`).first();
    await expect
      .poll(() => backdrop.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    // Links work without script: the nav's, and the way back to the list.
    await page.getByRole("link", { name: "Courses" }).first().waitFor();
  });

  it("keep their head tags right after client-side navigation, as the server writes them", async () => {
    const { page } = suite;
    const course = await first("course");
    await page.goto("/courses");
    await page.locator(`main a[href="/product-course/${course._id}"]`).first().click();
    await page.getByRole("heading", { level: 1, name: course.name }).waitFor();
    const served = await (await fetch(`${suite.server.baseUrl}/product-course/${course._id}`)).text();
    const ogImage = /<meta property="og:image" content="([^"]*)"/.exec(served)?.[1];
    const description = /<meta name="description" content="([^"]*)"/.exec(served)?.[1];
    expect(ogImage).toBe(new URL(course.headerImage, suite.server.baseUrl).href);
    expect(await headContent(page, 'meta[property="og:image"]')).toBe(ogImage);
    expect(await headContent(page, 'link[rel="canonical"]', "href")).toBe(
      `${suite.server.baseUrl}/product-course/${course._id}`,
    );
    // The same text (the server's is HTML-escaped).
    const text = await page.evaluate((html) => {
      const area = document.createElement("textarea");
      area.innerHTML = html;
      return area.value;
    }, description ?? "");
    expect(await headContent(page, 'meta[name="description"]')).toBe(text);
    expect(suite.pageErrors).toEqual([]);
  });
});

/* Browse pages, rendered by the server with their first page of results for the URL's filters. */

type ListAnswer = { data: { _id: string; name: string }[]; meta: { total: number } };

async function apiList(kind: Kind, query: string): Promise<ListAnswer> {
  return (await (await fetch(`${suite.server.baseUrl}/api/${kind}?${query}`)).json()) as ListAnswer;
}

describe("server-rendered browse pages", () => {
  it("carry the first page of results for the URL's filters, in order, with the answers they came from", async () => {
    const expected = await apiList("course", "platform=PC&sort=newest&page=1&limit=12");
    expect(expected.data.length).toBeGreaterThan(1);
    const response = await fetch(`${suite.server.baseUrl}/courses?platform=PC&sort=newest&utm_source=ad`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    const html = await response.text();
    expect(html).toContain("<title>Courses | Clutch Academy</title>");
    expect(html).toContain(`<link rel="canonical" href="${suite.server.baseUrl}/courses"/>`);
    const cards = [...html.matchAll(/<a[^>]*href="\/product-course\/([^"]+)"/g)].map((match) => match[1]);
    expect(cards).toEqual(expected.data.map((course) => course._id));
    const data = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html)?.[1];
    const page = JSON.parse(data ?? "null") as {
      kind: string;
      lists: { query: unknown; body: unknown }[];
      names: unknown;
    };
    // Narrowed by platform: no featured strip, one list.
    expect(page.kind).toBe("course");
    expect(page.lists).toEqual([
      { query: { sort: "newest", page: 1, limit: 12, platform: "PC" }, body: expected },
    ]);
    // The game and coach filters' options: every game and coach by id and name, in the markup too.
    const [games, coaches] = await Promise.all([apiList("game", "limit=100"), apiList("coach", "limit=100")]);
    const names = (list: ListAnswer) => list.data.map(({ _id, name }) => ({ _id, name }));
    expect(page.names).toEqual({ game: names(games), coach: names(coaches) });
    for (const item of [...games.data, ...coaches.data])
      expect(html).toContain(`<option value="${item._id}">`);
    // The first card's picture is the page's first fetch; the rest of the first row comes eagerly too.
    const images = [...html.matchAll(/<img [^>]*>/g)].map((match) => match[0]);
    expect(images[0]).toContain('fetchPriority="high"');
    expect(images[0]).toContain('loading="eager"');
    expect(images.filter((image) => image.includes('fetchPriority="high"'))).toHaveLength(1);
  });

  it("start from the page's own data: no API request at all, and nothing moves when the app takes over", async () => {
    const { page } = suite;
    await page.setViewportSize({ width: 412, height: 823 });
    for (const [kind, path] of [
      ["game", "/games"],
      ["coach", "/coaches"],
      ["course", "/courses?page=2"],
      ["guide", "/guides?sort=newest"],
    ] as const) {
      const requests = recordApiRequests(page);
      await page.goto(path);
      await page
        .getByRole("status")
        .filter({ hasText: /^Showing / })
        .waitFor();
      await appStarted(page, path);
      // Neither its lists nor its filters' options (every game, every coach) are asked for.
      expect(requests, `${kind} ${path}`).toEqual([]);
      expect(await layoutShift(page), path).toBe(0);
      page.removeAllListeners("request");
    }
    expect(suite.pageErrors).toEqual([]);
  });
});

describe("the coach page", () => {
  it("starts light: the booking panel's code and free times load when the panel comes near the screen", async () => {
    const { page } = suite;
    await page.setViewportSize({ width: 412, height: 823 });
    const coach = await first("coach");
    const fetched: string[] = [];
    page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto(`/product-coach/${coach._id}`);
    // Every staged section is in: the page has started.
    await page.getByRole("heading", { level: 2, name: "All courses" }).waitFor();
    await expect.poll(() => page.locator("[data-staged-pending]").count()).toBe(0);
    const bookingLoads = () =>
      fetched.filter((path) => path.endsWith("/availability") || /\/BookingPanel-[^/]+\.js$/.test(path));
    expect(bookingLoads()).toEqual([]);
    await page.getByRole("heading", { level: 2, name: "Book a live session" }).scrollIntoViewIfNeeded();
    await page.getByTestId("booking-panel").waitFor();
    await expect.poll(() => bookingLoads().length).toBeGreaterThanOrEqual(2);
    page.removeAllListeners("request");
    expect(suite.pageErrors).toEqual([]);
  });
});
