import { messages, paths } from "@clutch/contract";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { uniqueEmail } from "../support/accounts";
import { accessibilityViolations } from "../support/axe";
import { consoleSuite } from "../support/console-suite";
import { layoutProblems, PHONE_VIEWPORT } from "../support/layout";
import { SLOW } from "../support/timeouts";

/*
 * Contact messages end to end, on the built server: a visitor sends the contact form (the support
 * address gets it), an operator opens it in the console's inbox, answers with the keyboard, and the
 * answer arrives in the visitor's mailbox. The inbox and the message pass axe, also at 360 px. The
 * console's second-factor screens have their own test (console.test.ts): here the admin's console
 * session is made through the API and handed to the browser.
 */

const SUPPORT = "support@clutch.example";

const suite = consoleSuite({ tag: "inbox-admin", env: { SUPPORT_EMAIL: SUPPORT } });
const { heading } = suite;

describe("contact messages", () => {
  it(
    "a visitor's message reaches the inbox; the admin answers it and the answer arrives by mail",
    SLOW,
    async () => {
      const visitor = uniqueEmail("visitor");
      const subject = `Team coaching ${Date.now().toString(36)}`;
      const text = "Do you coach a whole Valorant team at once?";

      // The visitor, on a phone.
      let page = await suite.openPage(PHONE_VIEWPORT);
      await page.goto(paths.contactUs);
      const form = page.getByRole("form", { name: "Contact form" });
      await form.getByLabel("Name").fill("Kabir Shah");
      await form.getByLabel("Email").fill(visitor);
      await form.getByLabel("Subject").fill(subject);
      await form.getByLabel("Message").fill(text);
      expect(await layoutProblems(page)).toEqual([]);
      expect(await accessibilityViolations(page)).toEqual([]);
      const sentAt = Date.now();
      await form.getByRole("button", { name: "Send message" }).click();
      await page.getByRole("dialog", { name: "Message sent!" }).waitFor();
      expect(await form.getByLabel("Message").inputValue()).toBe("");
      const toSupport = await suite.mail.waitFor(SUPPORT, { since: sentAt });
      expect(toSupport.subject).toBe(`Contact: ${subject}`);
      expect(toSupport.raw).toMatch(new RegExp(`^Reply-To: ${visitor}`, "im"));

      // The admin: the inbox shows it as new.
      page = await suite.openConsole(`${paths.admin}/messages`);
      await heading("Messages").waitFor();
      const row = page.getByRole("row").filter({ hasText: subject });
      await row.waitFor();
      await row.getByText("New", { exact: true }).waitFor();
      await page
        .getByRole("link", { name: /^Messages/ })
        .getByText("new")
        .waitFor();
      expect(await accessibilityViolations(page), "inbox").toEqual([]);

      // Open it and answer with the keyboard only.
      await row.getByRole("link", { name: subject }).focus();
      await page.keyboard.press("Enter");
      await heading(subject).waitFor();
      await page.getByText(text).waitFor();
      expect(await accessibilityViolations(page), "message").toEqual([]);
      await page.getByLabel("Your answer").focus();
      const answer = "Yes: the team plans cover five players. Pick one on the Team plans page.";
      await page.keyboard.type(answer);
      const answeredAt = Date.now();
      await page.keyboard.press("Tab"); // the Send answer button
      await page.keyboard.press("Enter");
      await page
        .getByRole("listitem")
        .filter({ hasText: answer })
        .getByText("Sent", { exact: true })
        .waitFor();
      expect(await page.getByLabel("Your answer").inputValue()).toBe("");

      // The answer arrives in the visitor's mailbox, quoting the message, replies going to support.
      const toVisitor = await suite.mail.waitFor(visitor, { since: answeredAt });
      expect(toVisitor.subject).toBe(`Re: ${subject}`);
      expect(toVisitor.text).toContain(answer);
      expect(toVisitor.text).toContain(`> ${text}`);
      expect(toVisitor.raw).toMatch(new RegExp(`^Reply-To: ${SUPPORT}`, "im"));

      // Close it: it leaves the New tab.
      await page.getByRole("button", { name: "Close message" }).click();
      await page.getByRole("button", { name: "Reopen" }).waitFor();
      await page.goto(`${paths.admin}/messages?status=closed`);
      await page.getByRole("row").filter({ hasText: subject }).waitFor();

      // A phone: the inbox and the message fit and pass.
      await page.setViewportSize(PHONE_VIEWPORT);
      for (const path of [`${paths.admin}/messages?status=closed`, await messagePath(page, subject)]) {
        await page.goto(path);
        await page.getByRole("button", { name: "Open the console menu" }).waitFor();
        await page.getByText(subject).first().waitFor();
        expect(await layoutProblems(page), `phone ${path}`).toEqual([]);
        expect(await accessibilityViolations(page), `phone ${path}`).toEqual([]);
      }
    },
  );

  it("keeps the visitor's fields and says why when the form is refused", SLOW, async () => {
    const page = await suite.openPage();
    await page.goto(paths.contactUs);
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("Name").fill("Kabir Shah");
    await form.getByLabel("Email").fill(uniqueEmail("refused"));
    await form.getByLabel("Message").fill("x".repeat(10));
    await page.route("**/api/contact", (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/json",
        body: JSON.stringify({ success: false, code: "RATE_LIMITED", message: messages.contact.tooMany }),
      }),
    );
    suite.watch?.allow(/status of 429/);
    await form.getByRole("button", { name: "Send message" }).click();
    await form.getByRole("alert").filter({ hasText: messages.contact.tooMany }).waitFor();
    expect(await form.getByLabel("Message").inputValue()).toBe("x".repeat(10));
  });
});

/** The console address of the message with `subject`, as the inbox links it. */
async function messagePath(page: Page, subject: string): Promise<string> {
  const href = await page.getByRole("link", { name: subject }).getAttribute("href");
  return href ?? "";
}
