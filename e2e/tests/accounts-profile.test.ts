/// <reference lib="dom" />
// Browser globals: the callbacks passed to page.evaluate run in the page.
import { messages } from "@clutch/contract";
import type { Page } from "playwright-core";
import { beforeEach, describe, expect, it } from "vitest";
import {
  accountMenu,
  createAccount,
  localPart,
  makePng,
  openDialog,
  signInWithToken,
  uniqueEmail,
} from "../support/accounts";
import { accountsSuite, expectNoViolations as axeCheck, press } from "../support/accounts-suite";
import type { MailCapture } from "../support/mail";
import type { E2EServer } from "../support/server";

const v = messages.validation;
const PASSWORD = "Start#2026";
const NEW_PASSWORD = "Clutch!2027";

const suite = accountsSuite();
let mail: MailCapture;
let server: E2EServer;
let page: Page;
let pageErrors: string[];
beforeEach(() => {
  ({ mail, server, page, pageErrors } = suite);
});

const expectNoViolations = (include?: string) => axeCheck(page, include);

describe("account pages", () => {
  it("changes the password from the profile and keeps the session on the new token", async () => {
    const email = uniqueEmail("change");
    const token = await createAccount(server.baseUrl, mail, email, PASSWORD);
    await signInWithToken(page, token, "/profile");
    await page.getByRole("heading", { name: "Personal details" }).waitFor();

    await page.getByRole("button", { name: "Change Password" }).click();
    const dialog = await openDialog(page, "Change password");
    await expectNoViolations('[role="dialog"]');
    await press(dialog, "Change password");
    await dialog.getByText(messages.auth.wrongPassword).waitFor();
    await dialog.getByText(v.resetPassword).waitFor();
    await dialog.getByLabel("Old password").fill("Nope#2026");
    await dialog.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await dialog.getByLabel("Confirm new password").fill(PASSWORD);
    await press(dialog, "Change password");
    await dialog.getByText(v.passwordMismatch, { exact: true }).waitFor();
    await dialog.getByLabel("Confirm new password").fill(NEW_PASSWORD);
    await press(dialog, "Change password");
    const failure = dialog.getByRole("alert").filter({ hasText: messages.auth.wrongPassword });
    await failure.waitFor();
    await failure.getByRole("button", { name: "Close" }).click();

    await dialog.getByLabel("Old password").fill(PASSWORD);
    const started = Date.now();
    await press(dialog, "Change password");
    await dialog.getByText(messages.auth.passwordChanged).waitFor();
    await dialog.waitFor({ state: "detached" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    const stored = await page.evaluate(() => localStorage.getItem("userToken"));
    expect(stored).toBeTruthy();
    expect(stored).not.toBe(token);

    // The new token works after a reload; the old password no longer does.
    await page.reload();
    await page.getByRole("heading", { name: "Personal details" }).waitFor();
    await accountMenu(page, localPart(email)).waitFor();
    const oldLogin = await fetch(`${server.baseUrl}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(oldLogin.status).toBe(401);
    expect(pageErrors).toEqual([]);
  });

  it("edits the profile with a country code and an avatar; the saved values survive the reload", async () => {
    const email = uniqueEmail("profile");
    const token = await createAccount(server.baseUrl, mail, email, PASSWORD);
    await signInWithToken(page, token, "/profile");
    const main = page.locator("main");
    const name = main.getByLabel("Name", { exact: true });
    await name.waitFor();
    await expectNoViolations();
    expect(await name.getAttribute("readonly")).not.toBeNull();
    expect(await main.getByRole("img", { name: "Profile picture" }).getAttribute("src")).toBe(
      "/media/avatars/default.webp",
    );

    // Update Preferences opens prefilled from the saved flags (1 vs 1).
    await page.getByRole("button", { name: "Update Preferences" }).click();
    const preferences = await openDialog(page, "Additional Information");
    await preferences.getByRole("checkbox").first().waitFor();
    expect(await preferences.getByRole("radio", { name: "1 vs 1 Coaching" }).isChecked()).toBe(true);
    expect(await preferences.getByRole("checkbox", { checked: true }).count()).toBe(1);
    await expectNoViolations('[role="dialog"]');
    await preferences.getByRole("radio", { name: "Both" }).check();
    await press(preferences, "Submit");
    await preferences.getByText(messages.auth.preferencesUpdated).waitFor();
    await preferences.waitFor({ state: "detached" });

    await main.getByRole("button", { name: "Edit", exact: true }).click();
    expect(await name.getAttribute("readonly")).toBeNull();
    expect(await main.getByLabel("Email", { exact: true }).getAttribute("readonly")).not.toBeNull();
    await name.fill("Aarav Clutch");

    // The country picker: type a name, move with the arrows, choose with Enter.
    const picker = main.getByRole("combobox", { name: "Country code" });
    await picker.fill("india");
    const listbox = main.getByRole("listbox", { name: "Countries" });
    await listbox.waitFor();
    expect(await listbox.evaluate((element) => getComputedStyle(element).maxHeight)).toBe("200px");
    const options = await listbox.getByRole("option").allTextContents();
    const india = options.findIndex((text) => text.includes("India") && text.includes("+91"));
    expect(india).toBeGreaterThanOrEqual(0);
    for (let i = 0; i <= india; i++) await picker.press("ArrowDown");
    await picker.press("Enter");
    await listbox.waitFor({ state: "hidden" });
    expect(await picker.inputValue()).toBe("+91");

    await main.getByLabel("Phone").fill("9876543210");
    await main.getByLabel("Age").fill("21");
    await main.getByLabel("City").fill("Mumbai");
    await main.getByLabel("State").fill("Maharashtra");
    await main.getByLabel("Country", { exact: true }).fill("India");
    await main.getByLabel("Gender").selectOption("Female");

    await main.getByLabel("Profile picture file").setInputFiles({
      name: "avatar.png",
      mimeType: "image/png",
      buffer: makePng(),
    });
    const preview = main.getByRole("img", { name: "New profile picture preview" });
    expect(await preview.getAttribute("src")).toMatch(/^blob:/);

    await Promise.all([
      page.waitForEvent("load"),
      (async () => {
        await main.getByRole("button", { name: "Save", exact: true }).click();
        await main.getByRole("button", { name: "Saving..." }).waitFor();
      })(),
    ]);

    await name.waitFor();
    expect(await name.inputValue()).toBe("Aarav Clutch");
    expect(await picker.inputValue()).toBe("+91");
    expect(await main.getByLabel("Phone").inputValue()).toBe("9876543210");
    expect(await main.getByLabel("Age").inputValue()).toBe("21");
    expect(await main.getByLabel("City").inputValue()).toBe("Mumbai");
    expect(await main.getByLabel("State").inputValue()).toBe("Maharashtra");
    expect(await main.getByLabel("Country", { exact: true }).inputValue()).toBe("India");
    expect(await main.getByLabel("Gender").inputValue()).toBe("Female");
    const avatar = main.getByRole("img", { name: "Profile picture" });
    expect(await avatar.getAttribute("src")).not.toBe("/media/avatars/default.webp");
    // Loaded (its download may still be on its way right after the reload).
    await expect
      .poll(() => avatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    await accountMenu(page, "Aarav Clutch").waitFor();
    expect(pageErrors).toEqual([]);
  });

  it("asks a visitor to sign in on the profile pages and keeps them there afterwards", async () => {
    const email = uniqueEmail("gate");
    await createAccount(server.baseUrl, mail, email, PASSWORD);
    await page.goto("/profile/bookings");
    await page.getByRole("heading", { name: "Please sign in" }).waitFor();
    const login = await openDialog(page, "Login");
    await login.getByLabel("Email").fill(email);
    await login.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await Promise.all([page.waitForEvent("load"), press(login, "Continue")]);

    expect(new URL(page.url()).pathname).toBe("/profile/bookings");
    // Booking live sessions is not open yet: the page says there are none and points to the coaches.
    await page.getByText("No bookings yet", { exact: false }).waitFor();
    await page.getByRole("link", { name: "My Courses" }).click();
    await page.getByText("You have no courses yet.").waitFor();
    await page.getByRole("link", { name: "My Guides" }).click();
    await page.getByText("You have no guides yet.").waitFor();
    await expectNoViolations();
    expect(pageErrors).toEqual([]);
  });
});
