import { orderMessages, paths } from "@clutch/contract";
import { describe, expect, it } from "vitest";
import { uniqueEmail } from "../support/accounts";
import { accessibilityViolations } from "../support/axe";
import { consoleSuite } from "../support/console-suite";
import { layoutProblems, layoutShift, PHONE_VIEWPORT, withoutScripts } from "../support/layout";
import { SLOW } from "../support/timeouts";

/*
 * The console's orders against the built server on PostgreSQL: an admin finds a learner's order,
 * refunds it in full with the keyboard, and the learner loses access to the course. Both pages are
 * checked with axe, on a desktop and on a 360 px phone.
 */

const suite = consoleSuite({ tag: "orders-admin" });
const { api, heading, openConsole } = suite;

describe("the console's orders", () => {
  it(
    "paint the console's frame and their heading from the server's page, where the app then draws it",
    SLOW,
    async () => {
      const address = `${paths.admin}/orders`;
      let page = await openConsole(address, PHONE_VIEWPORT);
      await page.getByRole("table").or(page.getByText("No orders match this search.")).waitFor();
      expect(await layoutShift(page)).toBe(0);
      const drawn = await heading("Orders").boundingBox();

      // The server's page alone: a member sees the frame and the heading, in the same place.
      suite.watch?.allow(/net::ERR_FAILED/);
      const served = page.locator("#root h1");
      const [text, visible, box] = await withoutScripts(page, async () => [
        await served.textContent(),
        await served.isVisible(),
        await served.boundingBox(),
      ]);
      expect([text, visible]).toEqual(["Orders", true]);
      expect(box).toEqual(drawn);

      // A visitor does not see it: the app asks them to sign in instead.
      page = await suite.openPage(PHONE_VIEWPORT);
      suite.watch?.allow(/net::ERR_FAILED/);
      await page.goto(address);
      // Asked to sign in first: the dialog's code is in before the page is reloaded without scripts,
      // whose refusal would otherwise fail that import as the page's own error.
      await page.getByRole("dialog", { name: "Login" }).waitFor();
      const visitor = page.locator("#root h1");
      expect(
        await withoutScripts(page, async () => [await visitor.textContent(), await visitor.isVisible()]),
      ).toEqual(["Orders", false]);

      // The server's page asks for the orders page's own code beside the console's, not after it.
      const frame = await (await fetch(`${suite.server.baseUrl}${address}`)).text();
      expect(frame).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/OrdersPage-[\w-]+\.js">/);

      // An order's page has no frame of its own: its heading is the order's.
      const orderPage = await fetch(`${suite.server.baseUrl}${address}/0123456789abcdef01234567`);
      expect(await orderPage.text()).toContain('<div id="root"></div>');
    },
  );

  it(
    "an admin finds a learner's order and refunds it in full with the keyboard; the learner loses access",
    SLOW,
    async () => {
      // A learner buys a paid course with the test checkout.
      const email = uniqueEmail("orders-learner");
      const token = await suite.createAccount(email, { preferences: false });
      const me = (await api("/api/auth/user-data", { token })).user as { _id: string };
      const courses = (await api("/api/course?limit=50")).data as {
        _id: string;
        name: string;
        price: number;
      }[];
      const course = courses.find((candidate) => candidate.price > 0);
      if (!course) throw new Error("the demo catalogue has no paid course");
      const created = (await api("/api/payment/create-order-course", {
        token,
        json: { userId: me._id, courseId: course._id },
      })) as { order: { orderId: string; paymentSessionId: string } };
      await api(`/api/payment/local/${created.order.paymentSessionId}/complete`, {
        json: { outcome: "success" },
      });
      const hasAccess = async () =>
        (await api("/api/payment/check-access", { token, json: { userId: me._id, courseId: course._id } }))
          .hasAccess;
      expect(await hasAccess()).toBe(true);

      const page = await openConsole(`${paths.admin}/orders`);
      await heading("Orders").waitFor();
      await page.getByRole("table").waitFor();
      expect(await accessibilityViolations(page), "orders list").toEqual([]);

      // Found by the learner's e-mail, typed and sent with the keyboard.
      await page.getByRole("searchbox", { name: "Search" }).focus();
      await page.keyboard.type(email);
      await page.keyboard.press("Enter");
      await page.waitForURL(/[?&]q=/);
      const row = page.getByRole("row").filter({ hasText: email });
      await row.waitFor();
      expect(await page.getByRole("row").count()).toBe(2);
      await row.getByRole("link", { name: created.order.orderId }).focus();
      await page.keyboard.press("Enter");

      await heading("Order").waitFor();
      await page.getByRole("heading", { name: "Timeline" }).waitFor();
      await page.getByText(course.name).first().waitFor();
      expect(await accessibilityViolations(page), "order page").toEqual([]);

      // The refund: everything left (the default), a reason, Refund, then confirmed.
      await page.getByLabel("Reason").focus();
      await page.keyboard.type("Course withdrawn by the coach");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: `Refund ₹${course.price.toLocaleString("en-IN")}?` });
      await dialog.waitFor();
      expect(await accessibilityViolations(page), "refund confirmation").toEqual([]);
      await dialog.getByRole("button", { name: "Confirm refund" }).focus();
      await page.keyboard.press("Enter");
      await page.getByText(orderMessages.refunded).waitFor();
      await page.getByText("This order was refunded in full.").waitFor();
      await page.getByText("Refund paid out").waitFor();
      expect(await hasAccess()).toBe(false);

      // Back in the list, the order is refunded; the search is still in the address.
      await page.getByRole("link", { name: "All orders" }).click();
      await heading("Orders").waitFor();
      await page.getByRole("row").filter({ hasText: email }).getByText("Refunded", { exact: true }).waitFor();
    },
  );

  it("passes axe on a 360 px phone, with nothing wider than the screen", SLOW, async () => {
    const page = await openConsole(`${paths.admin}/orders?kind=course`, PHONE_VIEWPORT);
    await heading("Orders").waitFor();
    const link = page.getByRole("table").getByRole("link").first();
    await link.waitFor();
    expect(await accessibilityViolations(page), "phone orders list").toEqual([]);
    expect(await layoutProblems(page), "phone orders list").toEqual([]);

    // The search and filters fold behind a button, so the first orders are on the first screen.
    const search = page.getByRole("searchbox", { name: "Search" });
    const filters = page.getByRole("button", { name: "Search and filters 1 in use" });
    expect([await search.isVisible(), await filters.isVisible()]).toEqual([false, true]);
    expect(
      await link.evaluate((element) => element.getBoundingClientRect().bottom <= window.innerHeight),
    ).toBe(true);
    await filters.click();
    expect(await page.getByLabel("Kind").inputValue()).toBe("course");
    expect(await accessibilityViolations(page), "phone orders filters").toEqual([]);
    expect(await layoutProblems(page), "phone orders filters").toEqual([]);
    await search.fill("@");
    await search.press("Enter");
    await page.waitForURL(/[?&]q=%40/);
    await page.getByRole("button", { name: "Search and filters 2 in use", expanded: false }).waitFor();
    expect(await search.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-expanded"))).toBe("false");
    await link.click();
    await page.getByRole("heading", { name: "Timeline" }).waitFor();
    expect(await accessibilityViolations(page), "phone order page").toEqual([]);
    expect(await layoutProblems(page), "phone order page").toEqual([]);
  });
});
