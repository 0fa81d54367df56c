/// <reference lib="dom" />
// Browser globals: the callbacks passed to page.evaluate run in the page.
import { messages } from "@clutch/contract";
import type { Page } from "playwright-core";
import { beforeEach, describe, expect, it } from "vitest";
import { accountMenu, createAccount, localPart, openDialog, uniqueEmail } from "../support/accounts";
import {
  accountsSuite,
  expectNoViolations as axeCheck,
  openLogin as openLoginFrom,
  press,
} from "../support/accounts-suite";
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
const openLogin = () => openLoginFrom(page);

describe("accounts", () => {
  it("registers: credentials, the mailed OTP, preferences, then signed in", async () => {
    const email = uniqueEmail("register");
    await page.goto("/");
    const login = await openLogin();
    await expectNoViolations('[role="dialog"]');
    await press(login, "Sign up");
    const register = await openDialog(page, "Sign up");
    expect(await page.getByRole("dialog").count()).toBe(1);
    await expectNoViolations('[role="dialog"]');

    // docs/product.md#accounts registration rules, each message in the dialog.
    await press(register, "Sign up");
    await register.getByText(v.loginEmail).waitFor();
    expect(await register.getByLabel("Email").getAttribute("aria-invalid")).toBe("true");
    await register.getByLabel("Email").fill(email);
    await register.getByLabel("Password", { exact: true }).fill("weakpass");
    await press(register, "Sign up");
    await register.getByText(v.registerPassword).waitFor();
    await register.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await register.getByLabel("Confirm password").fill(`${PASSWORD}x`);
    await press(register, "Sign up");
    await register.getByText(v.registerPasswordMismatch).waitFor();
    await register.getByLabel("Confirm password").fill(PASSWORD);
    const since = Date.now();
    await press(register, "Sign up");

    const verify = await openDialog(page, "Verify your email");
    await verify.getByText(messages.auth.otpSent).waitFor();
    await expectNoViolations('[role="dialog"]');
    await press(verify, "Verify");
    await verify.getByText(v.otp).waitFor();
    await verify.getByLabel("OTP").fill("12345");
    await press(verify, "Verify");
    await verify.getByText(v.otp).waitFor();
    const code = await mail.otpFor(email, { since });
    await verify.getByLabel("OTP").fill(code === "000000" ? "111111" : "000000");
    await press(verify, "Verify");
    await verify.getByText(messages.auth.invalidOtp).waitFor();
    await verify.getByLabel("OTP").fill(code);
    await press(verify, "Verify");

    const preferences = await openDialog(page, "Additional Information");
    await preferences.getByRole("checkbox").first().waitFor();
    await expectNoViolations('[role="dialog"]');
    await press(preferences, "Submit");
    await preferences.getByRole("alert").filter({ hasText: v.fillAllFields }).waitFor();
    await preferences.getByRole("radio", { name: "Team Coaching" }).check();
    // The checkbox is visually hidden; its tile (the label) is what users press.
    await preferences.getByRole("listitem").first().click();
    expect(await preferences.getByRole("checkbox").first().isChecked()).toBe(true);
    await Promise.all([page.waitForEvent("load"), press(preferences, "Submit")]);

    await accountMenu(page, localPart(email)).waitFor();
    expect(await page.evaluate(() => localStorage.getItem("userToken"))).toBeTruthy();
    expect(pageErrors).toEqual([]);
  });

  it("logs in after a wrong password; closing clears the fields and gives focus back", async () => {
    const email = uniqueEmail("login");
    const fresh = uniqueEmail("fresh");
    await Promise.all([
      createAccount(server.baseUrl, mail, email, PASSWORD),
      createAccount(server.baseUrl, mail, fresh, PASSWORD, { preferences: false }),
    ]);
    await page.goto("/");

    let login = await openLogin();
    await login.getByLabel("Email").fill(email);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("hidden");
    await page.keyboard.press("Escape");
    await login.waitFor({ state: "detached" });
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("");
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe("Login");

    login = await openLogin();
    expect(await login.getByLabel("Email").inputValue()).toBe("");
    // Focus starts in the first field and stays inside: from the first control (the close
    // button), Shift+Tab wraps to the last one.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("type"))).toBe("email");
    await page.keyboard.press("Shift+Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(
      "Close dialog",
    );
    await page.keyboard.press("Shift+Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Sign up");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(
      "Close dialog",
    );

    // docs/product.md#accounts login rules.
    await press(login, "Continue");
    await login.getByText(v.loginEmail).waitFor();
    await login.getByText(v.loginPassword).waitFor();

    await login.getByLabel("Email").fill(email);
    await login.getByLabel("Password", { exact: true }).fill("Wrong#2026");
    await login.getByRole("button", { name: "Show password" }).click();
    expect(await login.getByLabel("Password", { exact: true }).getAttribute("type")).toBe("text");
    await press(login, "Continue");
    const alert = login.getByRole("alert").filter({ hasText: messages.auth.invalidCredentials });
    await alert.waitFor();
    await alert.getByRole("button", { name: "Close" }).click();
    await alert.waitFor({ state: "detached" });

    await login.getByLabel("Password", { exact: true }).fill(PASSWORD);
    // Preferences already saved: the page reloads, signed in.
    await Promise.all([page.waitForEvent("load"), press(login, "Continue")]);
    await accountMenu(page, localPart(email)).click();
    await Promise.all([
      page.waitForURL((url) => url.pathname === "/"),
      page.getByRole("button", { name: "Logout" }).click(),
    ]);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);

    // A first login without preferences: Additional Information; closing it reloads, signed in.
    login = await openLogin();
    await login.getByLabel("Email").fill(fresh);
    await login.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await press(login, "Continue");
    const preferences = await openDialog(page, "Additional Information");
    await Promise.all([page.waitForEvent("load"), press(preferences, "Close")]);
    await accountMenu(page, localPart(fresh)).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it("sends an unverified account from login to the code step", async () => {
    const email = uniqueEmail("unverified");
    const registered = await fetch(`${server.baseUrl}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(registered.status).toBe(200);
    await page.goto("/");
    const login = await openLogin();
    await login.getByLabel("Email").fill(email);
    await login.getByLabel("Password", { exact: true }).fill(PASSWORD);
    const since = Date.now();
    await press(login, "Continue");
    await login.getByRole("alert").filter({ hasText: messages.auth.notVerified }).waitFor();
    await login.getByRole("button", { name: "Enter the code we emailed you" }).click();
    const verify = await openDialog(page, "Verify your email");
    await verify.getByLabel("OTP").fill(await mail.otpFor(email, { since }));
    await press(verify, "Verify");
    await openDialog(page, "Additional Information");
    expect(pageErrors).toEqual([]);
  });

  it("resets a forgotten password with the mailed OTP, then logs in with the new one", async () => {
    const email = uniqueEmail("forgot");
    await createAccount(server.baseUrl, mail, email, PASSWORD);
    await page.goto("/");
    const login = await openLogin();
    await login.getByRole("button", { name: "forgot password?" }).click();
    const forgot = await openDialog(page, "Reset password");
    await expectNoViolations('[role="dialog"]');

    await press(forgot, "Send code");
    await forgot.getByText(v.loginEmail).waitFor();
    await forgot.getByLabel("Email").fill(uniqueEmail("nobody"));
    await press(forgot, "Send code");
    await forgot.getByRole("alert").filter({ hasText: messages.auth.userNotFound }).waitFor();

    await forgot.getByLabel("Email").fill(email);
    const since = Date.now();
    await press(forgot, "Send code");
    await forgot.getByLabel("OTP").waitFor();
    await expectNoViolations('[role="dialog"]');
    await press(forgot, "Reset password");
    await forgot.getByText(v.otp).waitFor();
    await forgot.getByText(v.resetPassword).waitFor();
    const code = await mail.otpFor(email, { since });
    await forgot.getByLabel("OTP").fill(code);
    await forgot.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await forgot.getByLabel("Confirm new password").fill(PASSWORD);
    await press(forgot, "Reset password");
    await forgot.getByText(v.passwordMismatch, { exact: true }).waitFor();
    await forgot.getByLabel("Confirm new password").fill(NEW_PASSWORD);
    await press(forgot, "Reset password");
    await forgot.getByText(messages.auth.passwordResetSuccessful).waitFor();
    await forgot.waitFor({ state: "detached" });

    const again = await openLogin();
    await again.getByLabel("Email").fill(email);
    await again.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
    await Promise.all([page.waitForEvent("load"), press(again, "Continue")]);
    await accountMenu(page, localPart(email)).waitFor();
    expect(pageErrors).toEqual([]);
  });
});
