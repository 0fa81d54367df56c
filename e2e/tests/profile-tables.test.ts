import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createAccount, signInWithToken, uniqueEmail } from "../support/accounts";
import { newContext, type PageWatch, releaseBrowser, sharedBrowser, watchPage } from "../support/browser";
import { DESKTOP_VIEWPORT } from "../support/layout";
import { type MailCapture, startMailCapture } from "../support/mail";
import { createPostgresDatabase, type E2EDatabase } from "../support/postgres";
import { type E2EServer, startBuiltServer } from "../support/server";

/*
 * /profile/courses and /profile/guides with items in them (docs/product.md#routes): "Course Title" /
 * "Guide Title", Price, Start Date and a View Course / View Guide link to the product page.
 *
 * Ownership is a row in `purchases`. Buying through the checkout is tested in purchases.test.ts;
 * this file needs many items bought on chosen dates (the table's order and date format), so it runs
 * the built server on a PostgreSQL database of its own and writes those rows itself: a real account
 * (registered through the API and its mailed code), real catalogue ids from the API, real rows —
 * nothing of the server or its answers is stubbed.
 */

const PASSWORD = "Start#2026";

type Item = { _id: string; name: string; price: number };

/** What the table must show for one purchase: the row as the page writes it. */
type Owned = { item: Item; boughtAt: string; price: string; date: string };

let database: E2EDatabase;
let mail: MailCapture;
let server: E2EServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let watch: PageWatch;
let token: string;
let courses: Owned[];
let guides: Owned[];

async function api<T>(path: string, bearer?: string): Promise<T> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
  });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}

async function catalogueItem(kind: "course" | "guide", name: string, price: number): Promise<Item> {
  const { data } = await api<{ data: Item[] }>(`/api/${kind}?limit=100`);
  const item = data.find((entry) => entry.name === name);
  if (!item) throw new Error(`the demo catalogue has no ${kind} "${name}"`);
  // The expected price texts below are written for these prices.
  expect(item.price, `${kind} "${name}" price`).toBe(price);
  return item;
}

beforeAll(async () => {
  [database, mail, browser] = await Promise.all([
    createPostgresDatabase(),
    startMailCapture(),
    sharedBrowser(),
  ]);
  server = await startBuiltServer({ DATABASE_URL: database.url, SMTP_URL: mail.url });

  token = await createAccount(server.baseUrl, mail, uniqueEmail("owned"), PASSWORD);
  const { user } = await api<{ user: { _id: string } }>("/api/auth/user-data", token);

  // Bought in this order (the table lists purchases oldest first); noon UTC is the same day in India.
  courses = [
    {
      item: await catalogueItem("course", "Valorant IGL Masterclass", 2999),
      boughtAt: "2025-11-20T12:00:00.000Z",
      price: "₹2,999",
      date: "20 Nov 2025",
    },
    {
      item: await catalogueItem("course", "Valorant Aim Fundamentals", 0),
      boughtAt: "2026-01-15T12:00:00.000Z",
      price: "Free",
      date: "15 Jan 2026",
    },
    {
      item: await catalogueItem("course", "BGMI Squad IGL Bootcamp", 3499),
      boughtAt: "2026-03-05T12:00:00.000Z",
      price: "₹3,499",
      date: "5 Mar 2026",
    },
  ];
  guides = [
    {
      item: await catalogueItem("guide", "Going Pro: Esports Career Pathways in India", 999),
      boughtAt: "2025-12-31T12:00:00.000Z",
      price: "₹999",
      date: "31 Dec 2025",
    },
    {
      item: await catalogueItem("guide", "CS2 Map Callouts Atlas", 0),
      boughtAt: "2026-02-01T12:00:00.000Z",
      price: "Free",
      date: "1 Feb 2026",
    },
  ];

  const { sql } = database;
  for (const { item, boughtAt } of courses) {
    await sql`insert into purchases (id, user_id, course_id, price, created_at)
              values (gen_random_uuid()::text, ${user._id}, ${item._id}, ${item.price}, ${boughtAt})`;
  }
  for (const { item, boughtAt } of guides) {
    await sql`insert into purchases (id, user_id, guide_id, price, created_at)
              values (gen_random_uuid()::text, ${user._id}, ${item._id}, ${item.price}, ${boughtAt})`;
  }
  // The API now reports them as owned: what the pages read.
  const owned = await api<{ user: { courses: { _id: string }[]; guides: { _id: string }[] } }>(
    "/api/auth/user-data",
    token,
  );
  expect(owned.user.courses.map((entry) => entry._id)).toEqual(courses.map(({ item }) => item._id));
  expect(owned.user.guides.map((entry) => entry._id)).toEqual(guides.map(({ item }) => item._id));
});

afterAll(async () => {
  await releaseBrowser(browser);
  await server?.stop();
  await mail?.close();
  await database?.drop();
});

beforeEach(async () => {
  await context?.close();
  context = await newContext(browser, {
    baseURL: server.baseUrl,
    viewport: DESKTOP_VIEWPORT,
    timezoneId: "Asia/Kolkata",
  });
  page = await context.newPage();
  watch = watchPage(page);
});

afterEach(({ task }) => watch.finish(task));

/** Each row's cells as text: the title (a row header), then the data cells. */
function rowTexts(table: Locator): Promise<string[][]> {
  return table
    .locator("tbody tr")
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent?.trim() ?? "")),
    );
}

async function expectOwnedTable(options: {
  path: string;
  heading: string;
  caption: string;
  titleColumn: string;
  view: string;
  productPath: (id: string) => string;
  owned: Owned[];
}) {
  await signInWithToken(page, token, options.path);
  await page.locator("main h1", { hasText: options.heading }).waitFor();
  const table = page.getByRole("table", { name: options.caption });
  await table.waitFor();

  expect(await table.locator("thead th").allTextContents()).toEqual([
    options.titleColumn,
    "Price",
    "Start Date",
    "Actions",
  ]);
  expect(await rowTexts(table)).toEqual(
    options.owned.map(({ item, price, date }) => [item.name, price, date, options.view]),
  );

  for (const { item, boughtAt } of options.owned) {
    const row = table
      .locator("tbody tr")
      .filter({ has: page.getByRole("rowheader", { name: item.name, exact: true }) });
    expect(await row.locator("time").getAttribute("datetime")).toBe(boughtAt);
    const view = row.getByRole("link", { name: `${options.view}: ${item.name}`, exact: true });
    expect(await view.textContent()).toBe(options.view);
    expect(await view.getAttribute("href")).toBe(options.productPath(item._id));
  }

  // A View link leads to the product page of that item (client-side, no reload).
  const last = options.owned.at(-1);
  if (!last) throw new Error("no owned items");
  await table.getByRole("link", { name: `${options.view}: ${last.item.name}`, exact: true }).click();
  await page.waitForURL((url) => url.pathname === options.productPath(last.item._id));
  await page.locator("main h1", { hasText: last.item.name }).first().waitFor();
}

describe("owned items tables (purchases written to the server's PostgreSQL database)", () => {
  it("/profile/courses lists each owned course: title, INR or Free price, start date, View Course", async () => {
    await expectOwnedTable({
      path: "/profile/courses",
      heading: "My Courses",
      caption: "My courses",
      titleColumn: "Course Title",
      view: "View Course",
      productPath: (id) => `/product-course/${id}`,
      owned: courses,
    });
  });

  it("/profile/guides lists each owned guide: title, INR or Free price, start date, View Guide", async () => {
    await expectOwnedTable({
      path: "/profile/guides",
      heading: "My Guides",
      caption: "My guides",
      titleColumn: "Guide Title",
      view: "View Guide",
      productPath: (id) => `/product-guide/${id}`,
      owned: guides,
    });
  });
});
