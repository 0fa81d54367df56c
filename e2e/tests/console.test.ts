import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { EDITOR_KINDS, EDITOR_LABELS, editorMessages, messages, paths } from "@clutch/contract";
import { describe, expect, it } from "vitest";
import { makePng, openDialog, signInWithToken, uniqueEmail } from "../support/accounts";
import { accessibilityViolations } from "../support/axe";
import { consoleSuite, PASSWORD } from "../support/console-suite";
import { authenticator, totpCode } from "../support/operators";
import { SLOW } from "../support/timeouts";

/*
 * The operators' console against the built server on PostgreSQL (so `npm run admin` can grant the
 * role while the server runs): an admin sets up and uses the TOTP second factor, creates a course
 * with a chapter and an uploaded video, approves it, and a learner buys it and plays the chapter.
 * Every console page is checked with axe, and the main form is used with the keyboard only.
 */

const DEMO_VIDEO = join(
  resolve(fileURLToPath(import.meta.url), "../../.."),
  "apps/server/private-media/demo-chapter.mp4",
);

/** The admin's second factor is this file's to set up, in the browser (its first test). */
const suite = consoleSuite({ tag: "console-admin", secondFactor: false });
const { admin, api, enterConsole, heading, openConsole, openPage } = suite;
const codeField = () => suite.page.getByLabel("Code from your authenticator app");

describe("the operators' console", () => {
  it(
    "refuses a learner, and sets up the admin's second factor with a QR code and recovery codes shown once",
    SLOW,
    async () => {
      let page = await openPage();
      const learner = await suite.createAccount(uniqueEmail("console-learner"));
      await signInWithToken(page, learner, paths.admin);
      await page.getByText(messages.admin.forbidden).waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);

      await signInWithToken(page, admin.token, paths.admin);
      await heading("Set up two-step sign-in").waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
      // The account's password again: a wrong one is refused with the server's words.
      const password = page.getByLabel("Your password");
      await password.fill("Not-the-password1");
      await page.getByRole("button", { name: "Start set-up" }).click();
      await page.getByText(messages.admin.wrongPassword).waitFor();
      await password.fill(PASSWORD);
      await page.getByRole("button", { name: "Start set-up" }).click();
      const qr = page.getByRole("img", { name: /QR code/ });
      await qr.waitFor();
      expect(await qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(
        true,
      );
      const secret = (await page.locator("code").first().innerText()).trim();
      expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
      admin.app = authenticator(secret);
      expect(await accessibilityViolations(page)).toEqual([]);

      // A wrong code is refused with the server's words; the right one shows the recovery codes once.
      await codeField().fill(totpCode(secret, 5));
      await page.keyboard.press("Enter");
      await page.getByText(messages.admin.invalidCode).waitFor();
      await codeField().fill(await admin.app.next());
      await page.keyboard.press("Enter");
      const codes = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
      await codes.first().waitFor();
      expect(await codes.count()).toBe(10);
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.getByRole("button", { name: "I have saved them" }).click();
      await heading("Games").waitFor();
      // The later tests but one reuse this console session (a new code needs a new 30-second window).
      admin.session = (await page.evaluate(() => sessionStorage.getItem("consoleSession"))) ?? "";
      expect(admin.session).not.toBe("");

      // A new browser: the code entry, not the set-up, and the recovery codes are not shown again.
      page = await openPage();
      await signInWithToken(page, admin.token, paths.admin);
      await codeField().waitFor();
      expect(await page.getByRole("list", { name: "Recovery codes" }).count()).toBe(0);
      expect(await accessibilityViolations(page)).toEqual([]);
    },
  );

  it(
    "passes axe on every list, editor and the audit trail (and a phone's list and editor)",
    SLOW,
    async () => {
      const page = await openConsole(paths.admin);
      for (const kind of EDITOR_KINDS) {
        await page.goto(`${paths.admin}/${kind}`);
        await heading(EDITOR_LABELS[kind].many).waitFor();
        await page.getByRole("table").waitFor();
        expect(await accessibilityViolations(page), `${kind} list`).toEqual([]);
        await page.goto(`${paths.admin}/${kind}/new`);
        await heading(new RegExp(`New ${EDITOR_LABELS[kind].one}`, "i")).waitFor();
        expect(await accessibilityViolations(page), `${kind} editor`).toEqual([]);
      }
      // A coach's page with its sessions and hours.
      await page.goto(`${paths.admin}/coaches`);
      await page.getByRole("table").getByRole("link").first().click();
      await page.getByRole("heading", { name: "Sessions and hours" }).waitFor();
      expect(await accessibilityViolations(page), "coach editor").toEqual([]);
      await page.goto(`${paths.admin}/audit`);
      await heading("Audit trail").waitFor();
      await page.getByRole("table").waitFor();
      expect(await accessibilityViolations(page), "audit trail").toEqual([]);

      // A phone: the menu folds away, and the list and the editor still pass.
      await page.setViewportSize({ width: 360, height: 740 });
      for (const path of [`${paths.admin}/courses`, `${paths.admin}/courses/new`]) {
        await page.goto(path);
        await page.getByRole("button", { name: "Open the console menu" }).waitFor();
        expect(await accessibilityViolations(page), `phone ${path}`).toEqual([]);
      }
    },
  );

  it("creates a game with the keyboard only", SLOW, async () => {
    const page = await openPage();
    await enterConsole(`${paths.admin}/games/new`);
    await heading(/New game/i).waitFor();
    const name = `Keyboard game ${Date.now().toString(36)}`;
    // From the page's first field onwards, only the keyboard.
    await page.getByLabel("Name", { exact: true }).focus();
    await page.keyboard.type(name);
    await page.keyboard.press("Tab");
    await page.keyboard.press("ArrowDown"); // Platform: the next option
    const typeInto = async (label: string, text: string) => {
      while (
        !(await page.getByLabel(label, { exact: true }).evaluate((el) => el === document.activeElement))
      ) {
        await page.keyboard.press("Tab");
      }
      await page.keyboard.type(text);
    };
    await typeInto("Summary", "Made without a mouse.");
    await typeInto("Header image", "/img/keyboard-header.webp");
    await typeInto("Logo", "/img/keyboard-logo.webp");
    await typeInto("Hexagon image", "/img/keyboard-hexagon.webp");
    await page.keyboard.press("Enter");
    await page.getByText(editorMessages.created).waitFor();
    await page.goto(`${paths.admin}/games?q=${encodeURIComponent(name)}`);
    const row = page.getByRole("row").filter({ hasText: name });
    await row.waitFor();
    await row.getByRole("cell", { name: "PC", exact: true }).waitFor();
  });

  it(
    "creates a course with a chapter and an uploaded video, approves it; a learner buys it and plays the chapter",
    SLOW,
    async () => {
      let page = await openConsole(`${paths.admin}/courses/new`);
      await heading(/New course/i).waitFor();
      const name = `Console course ${Date.now().toString(36)}`;
      await page.getByLabel("Name", { exact: true }).fill(name);
      await page.getByLabel(/^Price/).fill("499");
      await page.getByLabel("Overview").fill("Built in the console, end to end.");
      const png = { name: "header.png", mimeType: "image/png", buffer: makePng(400) };
      await page.getByLabel("Upload header image").setInputFiles(png);
      await expect
        .poll(() => page.getByLabel("Header image", { exact: true }).inputValue())
        .toMatch(/^\/uploads\/images\/[\w-]+-400\.webp$/);
      await page.getByLabel("Upload hexagon image").setInputFiles({ ...png, name: "hexagon.png" });
      await expect
        .poll(() => page.getByLabel("Hexagon image", { exact: true }).inputValue())
        .toMatch(/^\/uploads\/images\//);

      await page.getByRole("button", { name: "Add chapter" }).click();
      await page.getByLabel("Chapter name").fill("Chapter one");
      await page.getByLabel("Summary").fill("The first steps.");
      await page.getByLabel("Description").fill("Everything about the first steps.");
      await page.getByLabel("Chapter image", { exact: true }).fill("/img/chapter.webp");
      await page.getByLabel("Upload video").setInputFiles(DEMO_VIDEO);
      await expect
        .poll(() => page.getByLabel("Video", { exact: true }).inputValue(), { timeout: 60_000 })
        .toMatch(/^private:/);
      await page.getByRole("checkbox", { name: "Approved" }).last().check();
      await page.getByRole("button", { name: /^(Create|Save)/ }).click();
      await page.getByText(editorMessages.created).waitFor();

      // Not public until approved; approved from the list, it is at once.
      const publicList = async () =>
        (await api<{ data: { _id: string; name: string }[] }>(`/api/course?q=${encodeURIComponent(name)}`))
          .data;
      expect(await publicList()).toEqual([]);
      await page
        .getByRole("navigation", { name: "Console sections" })
        .getByRole("link", { name: "Courses" })
        .click();
      await page.getByRole("searchbox", { name: /Search courses/i }).fill(name);
      await page.getByRole("button", { name: `Approve ${name}` }).click();
      await page.getByRole("button", { name: `Unapprove ${name}` }).waitFor();
      const [course] = await publicList();
      expect(course?.name).toBe(name);

      // A learner buys it with the test checkout and plays the chapter.
      page = await openPage();
      const learner = await suite.createAccount(uniqueEmail("console-buyer"));
      await signInWithToken(page, learner, paths.course(course?._id ?? ""));
      await heading(name).waitFor();
      await page.getByRole("button", { name: "Purchase" }).click();
      await page.waitForURL(/\/checkout\/local\//);
      await page.getByRole("button", { name: "Pay ₹499" }).click();
      await page.waitForURL(/\/payment-success\//);
      await page.goto(paths.course(course?._id ?? ""));
      await page.getByRole("button", { name: /^Play chapter 1: Chapter one/ }).click();
      const dialog = await openDialog(page, /Chapter one/);
      const video = dialog.locator("video");
      expect(await video.getAttribute("src")).toMatch(/^\/api\/media\/private\//);
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(0);
    },
  );

  it("signs out of the console: the server ends that console session", SLOW, async () => {
    const page = await openPage();
    await enterConsole(`${paths.admin}/games`);
    await heading("Games").waitFor();
    const session = (await page.evaluate(() => sessionStorage.getItem("consoleSession"))) ?? "";
    expect(session).not.toBe("");
    await page.getByRole("button", { name: "Sign out of the console" }).click();
    await codeField().waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem("consoleSession"))).toBeNull();
    const refused = await fetch(`${suite.server.baseUrl}/api/admin/audit`, {
      headers: { authorization: `Bearer ${admin.token}`, "x-admin-session": session },
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe("SECOND_FACTOR_REQUIRED");
  });
});
