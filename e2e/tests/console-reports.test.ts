import { readFile } from "node:fs/promises";
import { paths } from "@clutch/contract";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { uniqueEmail } from "../support/accounts";
import { accessibilityViolations } from "../support/axe";
import { consoleSuite } from "../support/console-suite";
import { layoutProblems, PHONE_VIEWPORT } from "../support/layout";
import { SLOW } from "../support/timeouts";

/*
 * The console's reports and subscribers against the built server on PostgreSQL: a learner buys a
 * course through the built-in test checkout, and the admin reads it in the revenue chart and its
 * table, regroups the report with the keyboard only, exports both CSVs; axe on both pages.
 */

const COURSE_NAME = "Valorant IGL Masterclass";

const subscribers = [uniqueEmail("report-sub-a"), uniqueEmail("report-sub-b")];
let coursePrice = 0;

const suite = consoleSuite({
  tag: "reports-admin",
  setUp: ({ api }) =>
    Promise.all([
      buyCourse(),
      ...subscribers.map((address) => api("/api/subscription", { json: { email: address } })),
    ]),
});
const { api, heading } = suite;

/** A learner pays for the course through the built-in test checkout: today's revenue. */
async function buyCourse() {
  const { data } = await api<{ data: { _id: string; name: string; price: number }[] }>(
    "/api/course?limit=100",
  );
  const course = data.find((item) => item.name === COURSE_NAME);
  if (!course) throw new Error(`the demo catalogue has no course "${COURSE_NAME}"`);
  coursePrice = course.price;
  const token = await suite.createAccount(uniqueEmail("report-buyer"), { preferences: false });
  const { user } = await api<{ user: { _id: string } }>("/api/auth/user-data", { token });
  const { order } = await api<{ order: { paymentSessionId: string } }>("/api/payment/create-order-course", {
    token,
    json: { userId: user._id, courseId: course._id },
  });
  await api(`/api/payment/local/${encodeURIComponent(order.paymentSessionId)}/complete`, {
    json: { outcome: "success" },
  });
}

const rupees = (amount: number) =>
  new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 }).format(
    amount,
  );

describe("the console's reports", () => {
  it(
    "shows today's sale in the revenue chart and its table, regroups with the keyboard, exports CSV",
    SLOW,
    async () => {
      const page = await suite.openConsole(`${paths.admin}/reports`);
      await heading("Reports").waitFor();

      const chart = page.getByRole("img", { name: "Revenue by day" });
      await chart.waitFor();
      const description = await chart.evaluate((svg) => svg.querySelector("desc")?.textContent ?? "");
      expect(description).toContain(`Gross ${rupees(coursePrice)}`);
      expect(await chart.locator("rect").count()).toBe(60);

      // The chart's figures as a table: 30 days, today's row with the sale.
      const days = page.getByRole("table", { name: /^Revenue by day/ });
      expect(await days.getByRole("row").count()).toBe(31);
      const today = days.getByRole("row").last();
      expect(await today.getByRole("cell").allInnerTexts()).toEqual([
        expect.any(String),
        rupees(coursePrice),
        rupees(0),
        rupees(coursePrice),
        "1",
        "0",
        "0",
      ]);
      const totals = page.getByRole("region", { name: "Totals" });
      expect(await totals.innerText()).toContain(rupees(coursePrice));
      const byKind = page.getByRole("table", { name: /^Revenue by kind/ });
      expect(await byKind.getByRole("row", { name: /Courses/ }).count()).toBe(1);
      expect(await accessibilityViolations(page)).toEqual([]);

      // Keyboard only: from the step's list, every control in turn; "Group by" changed by typing.
      const isFocused = (control: ReturnType<Page["getByLabel"]>) =>
        control.evaluate((element) => element === document.activeElement);
      await page.getByLabel("Bars by").focus();
      await page.keyboard.press("Tab");
      expect(await isFocused(page.getByLabel("Group by"))).toBe(true);
      await page.keyboard.type("item");
      await page.keyboard.press("Tab");
      expect(await isFocused(page.getByRole("button", { name: "Show report" }))).toBe(true);
      await page.keyboard.press("Enter");
      await page.waitForURL((url) => url.searchParams.get("groupBy") === "item");
      const byItem = page.getByRole("table", { name: /^Revenue by item/ });
      await byItem.getByRole("row", { name: new RegExp(COURSE_NAME) }).waitFor();

      // CSV export of the same figures: the sale, under its course.
      const download = page.waitForEvent("download");
      await page.getByRole("button", { name: "Export CSV" }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(
        /^revenue-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}-by-day-item\.csv$/,
      );
      const lines = (await readFile((await file.path()) ?? "", "utf8")).trim().split("\r\n");
      expect(lines[0]).toBe(
        "period_start,period_end,item_key,item,gross_inr,refunds_inr,net_inr,orders_paid,bookings_confirmed,refunds",
      );
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(`,${COURSE_NAME},${coursePrice},0,${coursePrice},1,0,0`);
    },
  );

  it("lists, searches and exports the subscribers; both pages fit a phone and pass axe", SLOW, async () => {
    const page = await suite.openConsole(`${paths.admin}/subscribers`);
    await heading("Subscribers").waitFor();
    const table = page.getByRole("table", { name: /subscribers/ });
    for (const address of subscribers) await table.getByRole("cell", { name: address }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByLabel("Search by e-mail").fill(subscribers[0] ?? "");
    await page.getByText("1 subscriber matches").waitFor();
    expect(await table.getByRole("row").count()).toBe(2);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("subscribers.csv");
    const csv = await readFile((await file.path()) ?? "", "utf8");
    expect(csv.split("\r\n")[0]).toBe("email,subscribed_at");
    expect(csv).toContain(subscribers[0]);
    expect(csv).not.toContain(subscribers[1]);

    // A phone: both pages fit 360 px without sideways scrolling.
    await page.setViewportSize(PHONE_VIEWPORT);
    expect(await layoutProblems(page)).toEqual([]);
    await page.goto(`${paths.admin}/reports`);
    await page.getByRole("img", { name: "Revenue by day" }).waitFor();
    expect(await layoutProblems(page)).toEqual([]);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
