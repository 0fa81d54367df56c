import { describe, expect, it, type TestContext } from "vitest";
import { accountMenu, createAccount, localPart, signInWithToken, uniqueEmail } from "../support/accounts";
import { attributeTimeline } from "../support/attribute-timeline";
import { accessibilityViolations } from "../support/axe";
import { newContext, watchedPage } from "../support/browser";
import { DESKTOP_VIEWPORT, layoutProblems, PHONE_VIEWPORT, untilPageComplete } from "../support/layout";
import { pageSuite } from "../support/page-suite";

const suite = pageSuite({ mail: true });

/** A page of its own that lets the site move (suites' pages prefer reduced motion). */
async function movingPage(onTestFinished: TestContext["onTestFinished"]) {
  const context = await newContext(suite.browser, {
    baseURL: suite.server.baseUrl,
    viewport: DESKTOP_VIEWPORT,
    reducedMotion: "no-preference",
  });
  return (await watchedPage(context, onTestFinished, "motion")).page;
}

describe("home page", () => {
  it("shows the hero, the selling points and the three steps (docs/product.md#home-page)", async ({
    onTestFinished,
  }) => {
    const page = await movingPage(onTestFinished);
    await page.goto("/");
    await page.getByRole("heading", { level: 1 }).waitFor();
    const h1 = (await page.getByRole("heading", { level: 1 }).innerText()).replace(/\s+/g, " ");
    expect(h1).toContain("LEVEL UP YOUR GAME WITH");
    expect(h1).toContain("CLUTCH ACADEMY");
    await page
      .getByText(
        "Empowering gamers with top-notch skills and career opportunities. Train like a pro, compete like a champion!",
      )
      .first()
      .waitFor();
    // The sections below the first screen render after it, in order.
    await page.getByText("Get started in just three steps and unlock your full gaming potential.").waitFor();
    expect(await page.getByRole("heading", { name: /why choose clutch academy/i }).count()).toBe(1);
    expect(await page.getByRole("heading", { name: /how clutch academy works/i }).count()).toBe(1);
    for (const point of [
      "Train with elite professionals",
      "Get in-depth performance analysis",
      "Advance your gaming career",
    ]) {
      expect(await page.getByRole("heading", { name: point }).count()).toBe(1);
    }
    for (const step of ["Create your profile", "Pick a coach or course", "Train and track progress"]) {
      expect(await page.getByRole("heading", { name: step }).count()).toBe(1);
    }
    // Each of those blocks lets the browser skip its rendering while it is far off screen.
    const howItWorks = page
      .getByRole("heading", { name: /how clutch academy works/i })
      .locator("xpath=ancestor::div[contains(@class, 'render-when-near')][1]");
    expect(await howItWorks.evaluate((element) => getComputedStyle(element).contentVisibility)).toBe("auto");
    // Three slides in the hero carousel, cycling every 3000 ms; the banner's at 2000 ms.
    const hero = page.getByRole("region", { name: "Clutch Academy highlights" });
    expect(await hero.locator("img").count()).toBe(3);
    expect(await hero.getAttribute("data-interval")).toBe("3000");
    await untilPageComplete(page);
    expect(await page.locator('[data-interval="2000"] img').count()).toBe(3);
    // Strips loop every 2.5 s.
    const duration = await page
      .locator('[data-strip="up"]')
      .evaluate((element) => getComputedStyle(element).animationDuration);
    expect(duration).toBe("2.5s");
  });

  it("lists top games, popular courses and top coaches from the API, linking to their pages", async () => {
    const apiRequests: string[] = [];
    suite.page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith("/api/")) apiRequests.push(url.pathname);
    });
    await suite.page.goto("/");
    const games = suite.page.getByRole("region", { name: "Top games" });
    await games.getByRole("link").first().waitFor();
    const gameHref = await games.locator('a[href^="/product-game/"]').first().getAttribute("href");
    expect(gameHref).toMatch(/^\/product-game\//);

    const top = (await (await fetch(`${suite.server.baseUrl}/api/game?sort=popularity&limit=1`)).json()) as {
      data: { _id: string }[];
    };
    expect(gameHref).toBe(`/product-game/${top.data[0]?._id}`);

    const courses = suite.page.getByRole("region", { name: "Most popular courses" });
    await courses.locator('a[href^="/product-course/"]').first().waitFor();
    const coaches = suite.page.getByRole("region", { name: "Top coaches" });
    await coaches.locator('a[href^="/product-coach/"]').first().waitFor();
    // Below-the-fold catalogue images are lazy with explicit dimensions.
    const lazy = await coaches
      .locator("img")
      .evaluateAll((images) => images.map((img) => [img.getAttribute("loading"), img.getAttribute("width")]));
    for (const [loading, width] of lazy) {
      expect(loading).toBe("lazy");
      expect(width).not.toBeNull();
    }
    // The page came with the shelves' answers: the app asked the API for none of them.
    expect(apiRequests).toEqual([]);
    suite.page.removeAllListeners("request");
  });

  it("carries the shelves' answers in the page, exactly as the API gives them", async () => {
    const html = await (await fetch(`${suite.server.baseUrl}/`)).text();
    const data = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html)?.[1];
    const page = JSON.parse(data ?? "null") as { page: string; lists: { kind: string; query: object }[] };
    expect(page.page).toBe("home");
    const expected = [
      { kind: "game", query: { sort: "popularity", limit: 6 } },
      { kind: "course", query: { flag: "mostPopularFlag", sort: "popularity", limit: 4 } },
      { kind: "coach", query: { flag: "topFlag", sort: "popularity", limit: 4 } },
    ];
    for (const [index, { kind, query }] of expected.entries()) {
      const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
      const body: unknown = await (await fetch(`${suite.server.baseUrl}/api/${kind}?${search}`)).json();
      expect(page.lists[index]).toEqual({ kind, query, body });
    }
    // The prerendered first screen is still there, before the data.
    expect(html.indexOf("LEVEL UP YOUR GAME")).toBeGreaterThan(-1);
    expect(html.indexOf("LEVEL UP YOUR GAME")).toBeLessThan(html.indexOf('id="page-data"'));
  });

  it("shows 'Error: {message}' on a shelf whose list fails, and Try again loads it", async () => {
    suite.watch.allow(/Failed to load resource: the server responded with a status of 500/);
    let failing = true;
    await suite.page.route("**/api/course?*", (route) =>
      failing
        ? route.fulfill({
            status: 500,
            contentType: "application/json",
            body: JSON.stringify({ success: false, code: "INTERNAL_ERROR", message: "Database on fire" }),
          })
        : route.continue(),
    );
    // Reached from another page, the home page asks for its shelves itself (a fresh load carries them).
    await suite.page.goto("/subscription-packages");
    await suite.page.getByRole("link", { name: "Clutch Academy home" }).first().click();
    const shelf = suite.page.getByRole("region", { name: "Most popular courses" });
    await shelf.getByText("Error: Database on fire").waitFor();
    failing = false;
    await shelf.getByRole("button", { name: "Try again" }).click();
    await shelf.locator("a[href^='/product-course/']").first().waitFor();
    expect(await shelf.getByText("Error: Database on fire").count()).toBe(0);
  });

  it("opens the login dialog from Get Started and from the banner for a visitor", async () => {
    await suite.page.goto("/");
    await suite.page.getByRole("button", { name: "Get Started" }).click();
    // The accounts work supplies the dialog; its name mentions log in / sign in.
    const dialog = suite.page.getByRole("dialog");
    await dialog.first().waitFor();
    const name = await dialog
      .first()
      .evaluate(
        (element) =>
          element.getAttribute("aria-label") ??
          document.getElementById(element.getAttribute("aria-labelledby") ?? "")?.textContent ??
          "",
      );
    expect(name).toMatch(/log ?in|sign ?in|welcome/i);
    expect(new URL(suite.page.url()).pathname).toBe("/");

    // The join-community banner does the same.
    await suite.page.goto("/");
    await suite.page.getByRole("button", { name: /join the clutch community/i }).click();
    await suite.page.getByRole("dialog").first().waitFor();
    expect(new URL(suite.page.url()).pathname).toBe("/");
  });

  it("sends a signed-in user from Get Started and the banner to /games", async () => {
    const email = uniqueEmail("home");
    const token = await createAccount(suite.server.baseUrl, suite.mail, email, "Str0ng!pass");
    await signInWithToken(suite.page, token);
    await accountMenu(suite.page, localPart(email)).waitFor();
    await suite.page.getByRole("button", { name: "Get Started" }).click();
    await suite.page.waitForURL((url) => url.pathname === "/games");
    await suite.page.goto("/");
    await suite.page.getByRole("button", { name: /join the clutch community/i }).click();
    await suite.page.waitForURL((url) => url.pathname === "/games");
  });

  it("cycles the hero slideshow every 3 s, and not at all for reduced motion", async ({ onTestFinished }) => {
    const page = await movingPage(onTestFinished);
    await page.goto("/");
    const hero = page.getByRole("region", { name: "Clutch Academy highlights" });
    await hero.waitFor();
    const slides = await attributeTimeline(hero, "data-active-slide");
    expect(await hero.getAttribute("data-active-slide")).toBe("0");
    // Each slide's time, by the page's own clock: from the first change to the second.
    await expect
      .poll(async () => (await slides.changes()).length, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(2);
    const [first, second] = await slides.changes();
    expect([first?.value, second?.value]).toEqual(["1", "2"]);
    const slideMs = (second?.at ?? 0) - (first?.at ?? 0);
    expect(slideMs).toBeGreaterThan(2900);
    expect(slideMs).toBeLessThan(4500);
    // Parallax: the space backdrop moves at 60% of the scroll speed (transform only).
    await page.evaluate(() => window.scrollTo(0, 500));
    const backdrop = page.locator("section[aria-labelledby=hero-heading] > div").first();
    await expect
      .poll(() => backdrop.evaluate((element) => (element as HTMLElement).style.transform))
      .toBe("translate3d(0px, 200px, 0px)");

    const calm = await newContext(suite.browser, { baseURL: suite.server.baseUrl, reducedMotion: "reduce" });
    const { page: still } = await watchedPage(calm, onTestFinished, "reduced motion");
    await still.goto("/");
    const calmHero = still.getByRole("region", { name: "Clutch Academy highlights" });
    await calmHero.waitFor();
    await still.waitForTimeout(3500);
    expect(await calmHero.getAttribute("data-active-slide")).toBe("0");
    // The backdrop does not move on scroll either.
    await still.mouse.wheel(0, 600);
    await still.waitForTimeout(300);
    const transform = await still
      .locator("section[aria-labelledby=hero-heading] > div")
      .first()
      .evaluate((element) => (element as HTMLElement).style.transform);
    expect(transform).toBe("");
  });

  it("activates one feature card at a time on hover, keyboard focus and tap", async () => {
    await suite.page.goto("/");
    const cards = suite.page.locator("[data-state][aria-describedby]");
    await cards.first().waitFor();
    expect(await cards.count()).toBe(3);
    const states = () => cards.evaluateAll((els) => els.map((el) => el.getAttribute("data-state")));
    const opacityOf = (index: number) =>
      cards
        .nth(index)
        .locator('[data-part="description"]')
        .evaluate((el) => Number(getComputedStyle(el).opacity));

    expect(await states()).toEqual(["idle", "idle", "idle"]);
    await cards.nth(1).hover();
    expect(await states()).toEqual(["idle", "active", "idle"]);
    await expect.poll(() => opacityOf(1)).toBe(1);
    expect(await cards.nth(1).innerText()).toContain(
      "Get Detailed Stats And Insights To Improve Your Skills",
    );
    await cards.nth(2).hover();
    expect(await states()).toEqual(["idle", "idle", "active"]);
    await suite.page.mouse.move(5, 5);
    expect(await states()).toEqual(["idle", "idle", "idle"]);
    await expect.poll(() => opacityOf(2)).toBe(0);

    // Keyboard: focus activates, moving focus on moves the active card.
    await cards.nth(0).focus();
    expect(await states()).toEqual(["active", "idle", "idle"]);
    await suite.page.keyboard.press("Tab");
    expect(await states()).toEqual(["idle", "active", "idle"]);
    await suite.page.keyboard.press("Shift+Tab");
    await suite.page.keyboard.press("Shift+Tab");
    expect(await states()).toEqual(["idle", "idle", "idle"]);
  });

  it("activates a card by tap on a touch screen", async ({ onTestFinished }) => {
    const touch = await newContext(suite.browser, {
      baseURL: suite.server.baseUrl,
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const { page: phone } = await watchedPage(touch, onTestFinished, "touch screen");
    await phone.goto("/");
    const cards = phone.locator("[data-state][aria-describedby]");
    await cards.nth(0).scrollIntoViewIfNeeded();
    await cards.nth(0).tap();
    expect(await cards.nth(0).getAttribute("data-state")).toBe("active");
    await cards.nth(2).scrollIntoViewIfNeeded();
    await cards.nth(2).tap();
    expect(await cards.evaluateAll((els) => els.map((el) => el.getAttribute("data-state")))).toEqual([
      "idle",
      "idle",
      "active",
    ]);
  });

  it("scrolls to the top when the path changes", async () => {
    await suite.page.goto("/");
    await suite.page.locator("footer").scrollIntoViewIfNeeded();
    expect(await suite.page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await suite.page.locator("footer").getByRole("link", { name: "Privacy Policy" }).click();
    await suite.page.getByRole("heading", { level: 1, name: "Privacy Policy" }).waitFor();
    expect(await suite.page.evaluate(() => window.scrollY)).toBe(0);
    expect(await suite.page.title()).toBe("Privacy Policy | Clutch Academy");
    const description = await suite.page.locator('meta[name="description"]').getAttribute("content");
    expect(description).toMatch(/personal data/);
    expect(await suite.page.locator('meta[property="og:title"]').getAttribute("content")).toBe(
      "Privacy Policy | Clutch Academy",
    );
  });

  it("has no accessibility violations (desktop and phone) and fits a 360 px screen", async () => {
    await suite.page.goto("/");
    await suite.page.getByRole("region", { name: "Top coaches" }).locator("a").first().waitFor();
    await untilPageComplete(suite.page);
    expect(await accessibilityViolations(suite.page)).toEqual([]);
    await suite.page.setViewportSize(PHONE_VIEWPORT);
    expect(await accessibilityViolations(suite.page)).toEqual([]);
    expect(await layoutProblems(suite.page)).toEqual([]);
  });

  it("serves the favicon set, the manifest and the social image", async () => {
    await suite.page.goto("/");
    for (const path of [
      "/favicon.svg",
      "/favicon-32.png",
      "/apple-touch-icon.png",
      "/icon-192.png",
      "/icon-512.png",
      "/og-image.png",
      "/site.webmanifest",
    ]) {
      const response = await fetch(`${suite.server.baseUrl}${path}`);
      expect(response.status, path).toBe(200);
    }
    expect(await suite.page.locator('link[rel="manifest"]').getAttribute("href")).toBe("/site.webmanifest");
    // The tab's icon is the PNG: an SVG one is drawn by a page of its own on the main thread (decision 050).
    const icons = await suite.page
      .locator('link[rel="icon"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(icons).toEqual(["/favicon-32.png"]);
    expect(await suite.page.locator('meta[property="og:image"]').getAttribute("content")).toMatch(
      /og-image\.png$/,
    );
  });
});
