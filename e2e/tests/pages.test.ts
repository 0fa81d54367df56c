import { CANCEL_NOTICE_HOURS, REFUND_PROCESSING_BUSINESS_DAYS, REFUND_REQUEST_DAYS } from "@clutch/contract";
import { describe, expect, it } from "vitest";
import { attributeTimeline } from "../support/attribute-timeline";
import { accessibilityViolations } from "../support/axe";
import { layoutProblems, PHONE_VIEWPORT, problemsOnEach } from "../support/layout";
import { pageSuite } from "../support/page-suite";

const suite = pageSuite();

let counter = 0;
const uniqueEmail = () => `e2e-${Date.now()}-${counter++}@example.com`;

function api(path: string, init?: RequestInit) {
  return fetch(`${suite.server.baseUrl}${path}`, {
    ...init,
    headers: { "content-type": "application/json", ...(init?.headers ?? {}) },
  });
}

describe("footer mailing list", () => {
  const footerToasts = () => suite.page.locator("#footer-toasts");

  it("validates, subscribes and unsubscribes with toasts at the top right", async () => {
    await suite.page.goto("/contact-us");
    const footer = suite.page.locator("footer");
    // The form loads as the footer comes into view.
    await footer.scrollIntoViewIfNeeded();
    const input = footer.getByLabel("Email address");
    expect(await input.getAttribute("type")).toBe("email");

    await footer.getByRole("button", { name: "Subscribe", exact: true }).click();
    await footer.getByText("Please enter an email address").waitFor();

    const email = uniqueEmail();
    await input.fill(email);
    // Slow the call down to see the busy state.
    await suite.page.route("**/api/subscription", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await footer.getByRole("button", { name: "Subscribe", exact: true }).click();
    await footer.getByRole("button", { name: "Subscribing..." }).waitFor();
    expect(await input.isDisabled()).toBe(true);
    await footerToasts().getByText("Subscribed successfully!").waitFor();
    expect(await input.inputValue()).toBe("");
    expect(await input.isDisabled()).toBe(false);
    const container = footerToasts().locator(".Toastify__toast-container");
    expect(await container.getAttribute("class")).toContain("top-right");

    // Alt+T focuses the toast.
    await suite.page.keyboard.press("Alt+T");
    expect(await suite.page.evaluate(() => document.activeElement?.closest("#footer-toasts") !== null)).toBe(
      true,
    );

    // Unsubscribe mode.
    await footer.getByRole("button", { name: "Want to unsubscribe?" }).click();
    await footer.getByRole("button", { name: "Want to subscribe instead?" }).waitFor();
    await input.fill(email);
    await footer.getByRole("button", { name: "Unsubscribe", exact: true }).click();
    await footerToasts().getByText("Unsubscribed successfully!").waitFor();
    expect(await input.inputValue()).toBe("");

    // Failure: the server's message.
    await input.fill(email);
    await footer.getByRole("button", { name: "Unsubscribe", exact: true }).click();
    await footerToasts().getByText("This email is not subscribed").waitFor();
    expect(await input.inputValue()).toBe(email);
    expect(suite.pageErrors).toEqual([]);
  });

  it("loads the form when the footer comes into view; auto-closes footer toasts after about 5 s", async () => {
    const formCode: string[] = [];
    suite.page.on("request", (request) => {
      if (/\/MailingListForm-[^/]+\.js$/.test(request.url())) formCode.push(request.url());
    });
    await suite.page.goto("/contact-us");
    await suite.page.getByRole("heading", { level: 1 }).waitFor();
    await suite.page.waitForLoadState("networkidle");
    const footer = suite.page.locator("footer");
    // Even on a short page the footer starts below the first screen (a page holds at least one),
    // and the form's code waits until it is in view.
    expect(formCode).toEqual([]);
    expect(await footer.getByLabel("Email address").count()).toBe(0);
    await footer.scrollIntoViewIfNeeded();
    await footer.getByLabel("Email address").fill(uniqueEmail());
    expect(formCode).toHaveLength(1);
    suite.page.removeAllListeners("request");
    await footer.getByRole("button", { name: "Subscribe", exact: true }).click();
    const toast = footerToasts().getByText("Subscribed successfully!");
    await toast.waitFor();
    const shown = Date.now();
    await suite.page.mouse.move(5, 5);
    await toast.waitFor({ state: "detached", timeout: 30_000 });
    const elapsed = Date.now() - shown;
    expect(elapsed).toBeGreaterThan(4000);
  });
});

describe("unsubscribe page", () => {
  it("says 'No email provided.' without an address", async () => {
    await suite.page.goto("/unsubscribe");
    await suite.page.getByText("No email provided.").waitFor();
  });

  it("unsubscribes on page load", async () => {
    const email = uniqueEmail();
    expect((await api("/api/subscription", { method: "POST", body: JSON.stringify({ email }) })).status).toBe(
      201,
    );
    let calls = 0;
    suite.page.on("request", (request) => {
      if (request.url().includes("/api/unsubscribe")) calls++;
    });
    await suite.page.goto(`/unsubscribe?email=${encodeURIComponent(email)}`);
    await suite.page.getByText("Successfully unsubscribed!").waitFor();
    expect(calls).toBe(1);
    const again = await api("/api/subscription/unsubscribe", {
      method: "DELETE",
      body: JSON.stringify({ email }),
    });
    expect(again.status).toBe(404);
    expect(await accessibilityViolations(suite.page)).toEqual([]);
  });

  it("shows 'Error unsubscribing: {message}' when it fails", async () => {
    await suite.page.goto(`/unsubscribe?email=${encodeURIComponent(uniqueEmail())}`);
    await suite.page.getByText("Error unsubscribing: This email is not subscribed").waitFor();
  });
});

describe("contact page", () => {
  const fillAndSend = async () => {
    const form = suite.page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("Name").fill("Riya");
    await form.getByLabel("Email").fill("riya@example.com");
    await form.getByLabel("Subject").fill("Coaching");
    await form.getByLabel("Message").fill("Do you coach Valorant teams?");
    await form.getByRole("button", { name: "Send message" }).click();
    return form;
  };

  it("sends the message once, clears the form and shows a success dialog", async () => {
    const posted: string[] = [];
    suite.page.on("request", (request) => {
      if (request.method() !== "GET") posted.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    await suite.page.goto("/contact-us");
    const form = await fillAndSend();
    const dialog = suite.page.getByRole("dialog", { name: "Message sent!" });
    await dialog.waitFor();
    for (const label of ["Name", "Email", "Subject", "Message"]) {
      expect(await form.getByLabel(label).inputValue()).toBe("");
    }
    expect(await accessibilityViolations(suite.page)).toEqual([]);
    await dialog.waitFor({ state: "hidden", timeout: 30_000 });
    expect(posted).toEqual(["POST /api/contact"]);
  });

  it("keeps the success dialog open for about 3 s, by the page's own clock", async () => {
    await suite.page.goto("/contact-us");
    const timeline = await attributeTimeline(
      suite.page.locator("dialog", { hasText: "Message sent!" }),
      "open",
    );
    await fillAndSend();
    const dialog = suite.page.getByRole("dialog", { name: "Message sent!" });
    await dialog.waitFor();
    await dialog.waitFor({ state: "hidden", timeout: 30_000 });
    const [opened, closed] = await timeline.changes();
    expect([opened?.value, closed?.value]).toEqual(["", null]);
    const shownMs = (closed?.at ?? 0) - (opened?.at ?? 0);
    expect(shownMs).toBeGreaterThan(2900);
    expect(shownMs).toBeLessThan(4500);
  });
});

describe("static pages", () => {
  const PAGES = [
    { path: "/privacy-policy", heading: "Privacy Policy" },
    { path: "/terms-and-conditions", heading: "Terms & Conditions" },
    { path: "/refund-and-cancellation", heading: "Refund Policy" },
    { path: "/contact-us", heading: "Contact Us" },
    { path: "/product-deal-discount", heading: "Under Construction" },
    { path: "/unsubscribe", heading: "Unsubscribe" },
  ];

  for (const { path, heading } of PAGES) {
    it(`${path} renders "${heading}" with its own title and no accessibility violations`, async () => {
      await suite.page.goto(path);
      await suite.page.getByRole("heading", { level: 1, name: heading }).waitFor();
      expect(await suite.page.title()).toContain("Clutch Academy");
      expect(await accessibilityViolations(suite.page)).toEqual([]);
      expect(suite.pageErrors).toEqual([]);
    });
  }

  it("fit a 360 px phone screen, images with sizes and alt text", async () => {
    await suite.page.setViewportSize(PHONE_VIEWPORT);
    const paths = [...PAGES.map((entry) => entry.path), "/no-such-page-here"];
    expect(await problemsOnEach(suite.page, paths, layoutProblems)).toEqual({});
  });

  it("states the refund rules of docs/product.md#constants", async () => {
    await suite.page.goto("/refund-and-cancellation");
    await suite.page.getByRole("heading", { level: 1, name: "Refund Policy" }).waitFor();
    const text = await suite.page.locator("main").innerText();
    expect(text).toContain(`within ${REFUND_REQUEST_DAYS} days of payment`);
    expect(text).toContain(`processed within ${REFUND_PROCESSING_BUSINESS_DAYS} business days`);
    expect(text).toContain(`up to ${CANCEL_NOTICE_HOURS} hours before it starts`);
    for (const item of [
      "workshop",
      "masterclass",
      "team package",
      "certification program",
      "special offer",
    ]) {
      expect(text.toLowerCase()).toContain(item);
    }
    expect(text).toContain("a service already accessed");
  });

  it("shows the not-found page for an unknown path", async () => {
    await suite.page.goto("/no-such-page-here");
    await suite.page.getByRole("heading", { name: /page not found/i }).waitFor();
    expect(await accessibilityViolations(suite.page)).toEqual([]);
  });

  it("footer has the Mumbai address, contact web address, social links and disabled X / Facebook", async () => {
    await suite.page.goto("/terms-and-conditions");
    const footer = suite.page.locator("footer");
    expect(await footer.innerText()).toContain("Mumbai");
    expect(await footer.getByRole("link", { name: /instagram/i }).count()).toBe(1);
    expect(await footer.getByRole("link", { name: /linkedin/i }).count()).toBe(1);
    expect(await footer.getByRole("button", { name: /^X/ }).isDisabled()).toBe(true);
    expect(await footer.getByRole("button", { name: /facebook/i }).isDisabled()).toBe(true);
    for (const name of ["Home", "Coaches", "Games", "Courses", "Guides", "Contact Us", "Privacy Policy"]) {
      expect(await footer.getByRole("link", { name, exact: true }).count(), name).toBe(1);
    }
  });
});
