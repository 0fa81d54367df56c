import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { newContext, type PageWatch, releaseBrowser, sharedBrowser, watchPage } from "../support/browser";
import { type E2EServer, startBuiltServer } from "../support/server";

let server: E2EServer;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];
let watch: PageWatch;

beforeAll(async () => {
  [server, browser] = await Promise.all([startBuiltServer(), sharedBrowser()]);
});
afterAll(async () => {
  await releaseBrowser(browser);
  await server?.stop();
});
beforeEach(async () => {
  const context = await newContext(browser, { baseURL: server.baseUrl });
  page = await context.newPage();
  pageErrors.length = 0;
  page.on("pageerror", (error) => pageErrors.push(error.message));
  watch = watchPage(page);
});
afterEach(({ task }) => watch.finish(task));

describe("the built product in Chromium", () => {
  it("loads the home page", async () => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByText("LEVEL UP YOUR GAME WITH").count()).toBeGreaterThan(0);
    expect(await page.title()).toContain("Clutch Academy");
    expect(
      await page.getByRole("navigation").first().getByRole("link", { name: "Courses" }).count(),
    ).toBeGreaterThan(0);
    expect(pageErrors).toEqual([]);
  });

  it("serves a deep link to a course page on a fresh load and after a reload", async () => {
    const list = (await (await fetch(`${server.baseUrl}/api/course?limit=1`)).json()) as {
      data: { _id: string; name: string }[];
    };
    const course = list.data[0];
    if (!course) throw new Error("the demo catalogue has no course");
    const response = await page.goto(`/product-course/${course._id}`);
    expect(response?.status()).toBe(200);
    await page.getByRole("heading", { name: course.name }).first().waitFor();
    await page.reload();
    await page.getByRole("heading", { name: course.name }).first().waitFor();
    expect(pageErrors).toEqual([]);
  });

  it("serves hashed assets immutable and pre-compressed, and the page itself revalidated", async () => {
    const html = await (await fetch(`${server.baseUrl}/`)).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    if (!script) throw new Error("index.html names no /assets script");
    const asset = await fetch(`${server.baseUrl}${script}`, { headers: { "accept-encoding": "br" } });
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(asset.headers.get("content-encoding")).toBe("br");
    // Scripts carry nosniff, not the page's policies (about 1 KB per response on a phone).
    expect(asset.headers.get("x-content-type-options")).toBe("nosniff");
    expect(asset.headers.get("content-security-policy")).toBeNull();
    // Nor validators or ranges: nothing revalidates a file that never changes.
    expect([asset.headers.get("etag"), asset.headers.get("last-modified")]).toEqual([null, null]);
    expect(asset.headers.get("accept-ranges")).toBeNull();
    await asset.arrayBuffer();
    for (const path of ["/", "/games"]) {
      // Clients that ask for no compression (monitors, crawlers) get the page too.
      const plain = await fetch(`${server.baseUrl}${path}`, { headers: { "accept-encoding": "identity" } });
      expect(plain.status, path).toBe(200);
      expect(plain.headers.get("content-security-policy"), path).toContain("frame-ancestors 'none'");
      expect(await plain.text(), path).toContain('<div id="root"');
    }
    const page = await fetch(`${server.baseUrl}/product-course/deep/link`);
    expect(page.headers.get("cache-control")).toBe("no-cache");
    expect(await page.text()).toContain('<div id="root"');
    // Other public files keep their validators (an hour's cache, then a revalidation).
    const icon = await fetch(`${server.baseUrl}/favicon.svg`);
    expect(icon.headers.get("etag")).not.toBeNull();
    await icon.arrayBuffer();
  });

  it("has pages the app renders ask for its start-up chunks at once, and the console's and the workspace's for their part", async () => {
    const preloads = async (path: string) => {
      const html = await (await fetch(`${server.baseUrl}${path}`)).text();
      return [...html.matchAll(/<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+)">/g)].map(
        (match) => match[1] as string,
      );
    };
    const named = (files: string[], chunk: string) =>
      files.some((file) => file.startsWith(`/assets/${chunk}-`));
    const app = await preloads("/profile/courses");
    expect([named(app, "start"), named(app, "vendor"), named(app, "console")]).toEqual([true, true, false]);
    const admin = await preloads("/admin/orders");
    expect([named(admin, "start"), named(admin, "console")]).toEqual([true, true]);
    const coach = await preloads("/coach");
    expect([named(coach, "start"), named(coach, "coach-workspace"), named(coach, "console")]).toEqual([
      true,
      true,
      false,
    ]);
    // A workspace page other than the sessions asks for its own code beside the workspace's.
    const hours = await preloads("/coach/hours");
    expect([named(coach, "HoursPage"), named(hours, "coach-workspace"), named(hours, "HoursPage")]).toEqual([
      false,
      true,
      true,
    ]);
    // Not the invitation's page (a path that merely starts like the workspace's).
    expect(named(await preloads("/coach-invitation/some-token"), "coach-workspace")).toBe(false);
    // Prerendered pages paint their first screen before the app's code is asked for.
    expect(await preloads("/")).toEqual([]);
    expect(await preloads("/games")).toEqual([]);
    // Their entry lists the app's start-up chunks, which it asks for once the first screen is up.
    const appChunks = async (path: string) => {
      const html = await (await fetch(`${server.baseUrl}${path}`)).text();
      return (
        html
          .match(/<script type="module" crossorigin src="[^"]+" data-app-chunks="([^"]+)">/)?.[1]
          ?.split(" ") ?? []
      );
    };
    const listed = [...(await appChunks("/")), ...(await appChunks("/games"))];
    expect([
      named(listed, "start"),
      named(listed, "react"),
      named(listed, "vendor"),
      named(listed, "console"),
    ]).toEqual([true, true, true, false]);
    // React's and the libraries' chunks, which run almost whole at start, ask V8 to compile every
    // function as they arrive (docs/decisions/055); the app's own start chunk is not one of them.
    const firstLine = async (chunk: string) => {
      const file = listed.find((path) => path.startsWith(`/assets/${chunk}-`));
      return (await (await fetch(`${server.baseUrl}${file}`)).text()).split("\n", 1)[0];
    };
    expect([await firstLine("react"), await firstLine("vendor")]).toEqual([
      "//# allFunctionsCalledOnLoad",
      "//# allFunctionsCalledOnLoad",
    ]);
    // zod and the form library load with a form or a page that parses something, not at start:
    // not on a page the app renders, nor the console's or the workspace's first screen.
    const formCode = ["$ZodType", "shouldUnregister"];
    for (const file of new Set([...app, ...admin, ...coach, ...listed])) {
      const asset = await fetch(`${server.baseUrl}${file}`);
      expect(asset.status, file).toBe(200);
      const code = await asset.text();
      expect(
        formCode.filter((marker) => code.includes(marker)),
        file,
      ).toEqual([]);
    }
    // The console's and the workspace's endpoints load with their part, not on a site page's start.
    const partPaths = ["/api/admin/", "/api/coach-workspace/"];
    for (const file of new Set([...app, ...listed])) {
      const code = await (await fetch(`${server.baseUrl}${file}`)).text();
      expect(
        partPaths.filter((marker) => code.includes(marker)),
        file,
      ).toEqual([]);
    }
    // The build's manifest is not published.
    expect((await fetch(`${server.baseUrl}/.vite/manifest.json`)).status).toBe(404);
  });

  it("shows a not-found screen for an unknown path", async () => {
    await page.goto("/no-such-page");
    await page.getByRole("heading", { name: /page not found/i }).waitFor();
  });
});
