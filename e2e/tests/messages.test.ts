import { messages, PASSWORD_SPECIAL_CHARACTERS, paths } from "@clutch/contract";
import type { Locator, Page, Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createAccount, openDialog, signInWithToken, uniqueEmail } from "../support/accounts";
import { openLogin, press } from "../support/accounts-suite";
import { pageSuite } from "../support/page-suite";

/*
 * Product messages and states that need a failure or a wait to be seen (docs/product.md#messages,
 * #loading-empty-and-error-states, #dialogs). Everything runs against the built server; a test
 * that needs a call to fail makes that one call fail at the browser (aborted: no answer at all, or
 * a 500 whose body carries no message) and allows the console error Chromium logs for it.
 *
 * The fallbacks follow docs/product.md#messages: a dialog shows "the server's message, else" its
 * fixed sentence, and a failed load "Error: {message}" with "the server's message, else the page's
 * fixed sentence". A call that gets no answer at all has no server message, so it must show the
 * fixed sentence.
 */

const suite = pageSuite({ mail: true });
const v = messages.validation;
const PASSWORD = "Start#2026";
/**
 * Tests that register or sign in through the server (argon2 hashing, mailed codes) get more time
 * than the default on this shared 2-core machine; every wait inside is still for a visible result.
 */

/** What Chromium logs for an aborted call, and for a 500 answer. */
const NETWORK_DROPPED = /Failed to load resource: net::ERR_FAILED/;
const SERVER_500 = /Failed to load resource: the server responded with a status of 500/;

/** A failure with no usable message: the contract's error shape with an empty `message`. */
const FAILURE_WITHOUT_MESSAGE = {
  status: 500,
  contentType: "application/json",
  body: JSON.stringify({ success: false, code: "INTERNAL_ERROR", message: "" }),
};

const path = (pathname: string) => (url: URL) => url.pathname === pathname;

/**
 * Makes every call to `pathname` fail without an answer, as a dropped network does; the returned
 * function brings the network back.
 */
async function dropCalls(page: Page, pathname: string): Promise<() => Promise<void>> {
  suite.watch.allow(NETWORK_DROPPED);
  const matches = path(pathname);
  await page.route(matches, (route) => route.abort("failed"));
  return () => page.unroute(matches);
}

/** Makes every call to `pathname` fail with a 500 that carries no message. */
async function failCallsWithoutMessage(page: Page, pathname: string): Promise<void> {
  suite.watch.allow(SERVER_500);
  await page.route(path(pathname), (route) => route.fulfill(FAILURE_WITHOUT_MESSAGE));
}

/**
 * Holds calls matching `matches` until `release()`; `intercepted` settles when the first one
 * arrives. A released (or abandoned) call goes on to the real server.
 */
async function holdCalls(page: Page, matches: (url: URL) => boolean) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let arrived: () => void = () => {};
  const intercepted = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  await page.route(matches, async (route: Route) => {
    arrived();
    await gate;
    await route.continue().catch(() => {});
  });
  return { intercepted, release };
}

/** `promise`, or a failure naming what did not happen within `ms`. */
async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The text of a dialog's message box (the error alert with its Close button), once shown. */
async function formAlertText(scope: Locator): Promise<string> {
  const alert = scope
    .getByRole("alert")
    .filter({ has: scope.page().getByRole("button", { name: "Close", exact: true }) });
  await alert.waitFor();
  return (await alert.locator("p").first().textContent())?.trim() ?? "";
}

/** Waits for the dialog's message box to say exactly `text`. */
async function expectFormAlert(scope: Locator, text: string): Promise<void> {
  await scope
    .getByRole("alert")
    .filter({ has: scope.page().getByRole("button", { name: "Close", exact: true }) })
    .filter({ hasText: text })
    .waitFor();
  expect(await formAlertText(scope)).toBe(text);
}

async function openSignUp(page: Page): Promise<Locator> {
  await page.goto("/");
  const login = await openLogin(page);
  await press(login, "Sign up");
  return openDialog(page, "Sign up");
}

/** Registers `email` through the dialog up to its code step; returns the step and the mailed code. */
async function registerToCodeStep(page: Page, email: string): Promise<{ verify: Locator; code: string }> {
  const register = await openSignUp(page);
  await register.getByLabel("Email").fill(email);
  await register.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await register.getByLabel("Confirm password").fill(PASSWORD);
  const since = Date.now();
  await press(register, "Sign up");
  const verify = await openDialog(page, "Verify your email");
  return { verify, code: await suite.mail.otpFor(email, { since }) };
}

/** Signs in through the login dialog an account that has no saved preferences yet. */
async function signInToPreferences(page: Page, email: string): Promise<Locator> {
  await createAccount(suite.server.baseUrl, suite.mail, email, PASSWORD, { preferences: false });
  await page.goto("/");
  const login = await openLogin(page);
  await login.getByLabel("Email").fill(email);
  await login.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await press(login, "Continue");
  return openPreferences(page);
}

async function openPreferences(page: Page): Promise<Locator> {
  const preferences = await openDialog(page, "Additional Information");
  await preferences.getByRole("checkbox").first().waitFor();
  return preferences;
}

/** Chooses a coaching type and one game, as a user does (the game's tile is its label). */
async function choosePreferences(preferences: Locator): Promise<void> {
  await preferences.getByRole("radio", { name: "Team Coaching" }).check();
  await preferences.getByRole("listitem").first().click();
  expect(await preferences.getByRole("checkbox").first().isChecked()).toBe(true);
}

describe("login dialog: 'Login failed' when a failure carries no server message", () => {
  async function attemptLogin(page: Page): Promise<Locator> {
    await page.goto("/");
    const login = await openLogin(page);
    await login.getByLabel("Email").fill(uniqueEmail("login-failed"));
    await login.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await press(login, "Continue");
    return login;
  }

  it("shows 'Login failed' when the sign-in call gets no answer (the network drops)", async () => {
    const { page } = suite;
    await dropCalls(page, "/api/auth/login");
    const login = await attemptLogin(page);
    expect(await formAlertText(login)).toBe(messages.auth.loginFailed);
  });

  it("shows 'Login failed' when the sign-in call fails with an empty message", async () => {
    const { page } = suite;
    await failCallsWithoutMessage(page, "/api/auth/login");
    const login = await attemptLogin(page);
    expect(await formAlertText(login)).toBe(messages.auth.loginFailed);
  });
});

describe("register dialog", () => {
  it("shows the server's error: 'User already exists' for an address that has an account", async () => {
    const { page } = suite;
    const email = uniqueEmail("exists");
    await createAccount(suite.server.baseUrl, suite.mail, email, PASSWORD);
    const register = await openSignUp(page);
    await register.getByLabel("Email").fill(email);
    await register.getByLabel("Password", { exact: true }).fill("Another#2026");
    await register.getByLabel("Confirm password").fill("Another#2026");
    await press(register, "Sign up");
    expect(await formAlertText(register)).toBe(messages.auth.userExists);
    // Still on the credentials step.
    await register.getByLabel("Confirm password").waitFor();
  });

  it("applies the password rule: every special character of the set, none outside it, 8 characters at least", async () => {
    const { page } = suite;
    const register = await openSignUp(page);
    await register.getByLabel("Email").fill(uniqueEmail("rule"));
    const password = register.getByLabel("Password", { exact: true });
    const confirm = register.getByLabel("Confirm password");
    const ruleMessage = register.getByText(v.registerPassword, { exact: true });
    /** After the first submit the form checks each change; the field says whether it passes. */
    const expectAccepted = async (value: string, accepted: boolean) => {
      await password.fill(value);
      await expect
        .poll(() => password.getAttribute("aria-invalid"), { message: JSON.stringify(value) })
        .toBe(accepted ? null : "true");
      expect(await ruleMessage.count(), JSON.stringify(value)).toBe(accepted ? 0 : 1);
    };

    await password.fill("Abcde1!");
    await confirm.fill("Abcde1!");
    await press(register, "Sign up");
    await ruleMessage.waitFor();

    expect(PASSWORD_SPECIAL_CHARACTERS).toBe('!@#$%^&*(),.?":{}|<>');
    for (const special of PASSWORD_SPECIAL_CHARACTERS) await expectAccepted(`Abcdef1${special}`, true);
    for (const outside of ["~", "-", "_", "+", "=", "/", "'", "[", "`", " "]) {
      await expectAccepted(`Abcdef1${outside}`, false);
    }
    await expectAccepted("Abcde1!", false); // 7 characters
    await expectAccepted("Abcdef1!", true); // 8 characters

    // The server takes an 8-character password with a special character of the set: the code step.
    await expectAccepted('Abcdef1"', true);
    await confirm.fill('Abcdef1"');
    await press(register, "Sign up");
    const verify = await openDialog(page, "Verify your email");
    await verify.getByText(messages.auth.otpSent).waitFor();
  });

  it("shows the code step's fallback when Verify gets no answer (the network drops)", async () => {
    const { page } = suite;
    const { verify, code } = await registerToCodeStep(page, uniqueEmail("verify-drop"));
    await dropCalls(page, "/api/auth/verify-otp");
    await verify.getByLabel("OTP").fill(code);
    await press(verify, "Verify");
    expect(await formAlertText(verify)).toBe(messages.auth.otpVerificationFailed);
  });

  it("shows the code step's fallback when Verify fails with an empty message", async () => {
    const { page } = suite;
    const { verify, code } = await registerToCodeStep(page, uniqueEmail("verify-blank"));
    await failCallsWithoutMessage(page, "/api/auth/verify-otp");
    await verify.getByLabel("OTP").fill(code);
    await press(verify, "Verify");
    expect(await formAlertText(verify)).toBe(messages.auth.otpVerificationFailed);
  });
});

describe("reset password dialog", () => {
  it("shows 'Invalid or expired OTP' for a wrong code, then the 429 message from the fifth wrong try on", async () => {
    const { page } = suite;
    const email = uniqueEmail("reset-tries");
    await createAccount(suite.server.baseUrl, suite.mail, email, PASSWORD);
    await page.goto("/");
    const login = await openLogin(page);
    await login.getByRole("button", { name: "forgot password?" }).click();
    const forgot = await openDialog(page, "Reset password");
    await forgot.getByLabel("Email").fill(email);
    const since = Date.now();
    await press(forgot, "Send code");
    await forgot.getByLabel("OTP").waitFor();
    const code = await suite.mail.otpFor(email, { since });
    const wrong = code === "000000" ? "111111" : "000000";
    await forgot.getByLabel("New password", { exact: true }).fill("Reset#2027");
    await forgot.getByLabel("Confirm new password").fill("Reset#2027");

    const attempt = async (otp: string, expected: string): Promise<number> => {
      await forgot.getByLabel("OTP").fill(otp);
      const [response] = await Promise.all([
        page.waitForResponse((answer) => new URL(answer.url()).pathname === "/api/auth/reset-password"),
        press(forgot, "Reset password"),
      ]);
      await expectFormAlert(forgot, expected);
      return response.status();
    };

    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push(await attempt(wrong, messages.auth.invalidOtp));
    statuses.push(await attempt(wrong, messages.auth.tooManyAttempts));
    // The code is dead: even the right one now gets the 429 message.
    statuses.push(await attempt(code, messages.auth.tooManyAttempts));
    expect(statuses).toEqual([400, 400, 400, 400, 429, 429]);
  });
});

describe("preferences dialog failures", () => {
  it("after registration: 'Failed to save preferences. Please try again.'", async () => {
    const { page } = suite;
    const { verify, code } = await registerToCodeStep(page, uniqueEmail("prefs-register"));
    await verify.getByLabel("OTP").fill(code);
    await press(verify, "Verify");
    const preferences = await openPreferences(page);
    await choosePreferences(preferences);
    await dropCalls(page, "/api/auth/update-additional-info");
    await press(preferences, "Submit");
    expect(await formAlertText(preferences)).toBe(messages.auth.preferencesSaveFailed);
    // The dialog stays for another try; the page did not reload.
    await preferences.getByRole("button", { name: "Submit" }).waitFor();
  });

  it("after sign-in, the network drops: 'Error updating additional info'", async () => {
    const { page } = suite;
    const preferences = await signInToPreferences(page, uniqueEmail("prefs-login-drop"));
    await choosePreferences(preferences);
    await dropCalls(page, "/api/auth/update-additional-info");
    await press(preferences, "Submit");
    expect(await formAlertText(preferences)).toBe(messages.auth.additionalInfoFailed);
  });

  it("after sign-in, the call fails with an empty message: 'Error updating additional info'", async () => {
    const { page } = suite;
    const preferences = await signInToPreferences(page, uniqueEmail("prefs-login-blank"));
    await choosePreferences(preferences);
    await failCallsWithoutMessage(page, "/api/auth/update-additional-info");
    await press(preferences, "Submit");
    expect(await formAlertText(preferences)).toBe(messages.auth.additionalInfoFailed);
  });

  it("from the profile: 'Failed to update preferences. Please try again.'", async () => {
    const { page } = suite;
    const token = await createAccount(
      suite.server.baseUrl,
      suite.mail,
      uniqueEmail("prefs-profile"),
      PASSWORD,
    );
    await signInWithToken(page, token, "/profile");
    await page.getByRole("button", { name: "Update Preferences" }).click();
    const preferences = await openPreferences(page);
    await preferences.getByRole("radio", { name: "Both" }).check();
    await dropCalls(page, "/api/auth/update-additional-info");
    await press(preferences, "Submit");
    expect(await formAlertText(preferences)).toBe(messages.auth.preferencesUpdateFailed);
  });
});

describe("profile details", () => {
  it("toasts 'Profile updated successfully' after Save, then reloads with the saved details", async () => {
    const { page } = suite;
    const token = await createAccount(suite.server.baseUrl, suite.mail, uniqueEmail("saved"), PASSWORD);
    await signInWithToken(page, token, "/profile");
    const main = page.locator("main");
    await main.getByRole("button", { name: "Edit", exact: true }).click();
    const name = main.getByLabel("Name", { exact: true });
    await name.fill("Kabir Clutch");

    // The page reloads 0.5 s after saving; that reload is held below until the toast was seen.
    // Playwright's locators wait for a pending navigation, so the page itself reports the first
    // toast of the general area (bottom right).
    type Toast = { text: string; container: string };
    let reportToast: (toast: Toast) => void = () => {};
    const toastShown = new Promise<Toast>((resolve) => {
      reportToast = resolve;
    });
    await page.exposeFunction("e2eReportToast", (toast: Toast) => reportToast(toast));
    await page.evaluate(() => {
      const report = (window as unknown as { e2eReportToast: (toast: Toast) => void }).e2eReportToast;
      const observer = new MutationObserver(() => {
        const toast = document.querySelector("#general-toasts .Toastify__toast");
        const text = toast?.textContent?.trim();
        if (!toast || !text) return;
        observer.disconnect();
        report({ text, container: toast.closest(".Toastify__toast-container")?.className ?? "" });
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });

    const reload = await holdCalls(page, (url) => url.pathname === "/profile");
    const reloaded = page.waitForEvent("load");
    reloaded.catch(() => {});
    try {
      await main.getByRole("button", { name: "Save", exact: true }).click();
      const toast = await within(toastShown, 30_000, "no toast after Save");
      expect(toast.text).toBe(messages.auth.profileUpdated);
      expect(toast.container).toContain("bottom-right");
      await within(reload.intercepted, 30_000, "no reload after the toast");
    } finally {
      reload.release();
    }
    await reloaded;
    await expect.poll(() => name.inputValue()).toBe("Kabir Clutch");
  });
});

/**
 * Opens a browse page in the app, by a link from another page, so the app fetches its list (arriving
 * at its address, the list comes with the page, rendered by the server).
 */
async function openInApp(page: Page, path: string) {
  await page.goto(paths.privacyPolicy);
  await page.locator(`footer a[href="${path}"]`).click();
}

describe("browse pages", () => {
  const KINDS = [
    { kind: "game", page: "/games", region: "All games", failed: messages.catalogue.fetchGamesFailed },
    { kind: "coach", page: "/coaches", region: "All coaches", failed: messages.catalogue.fetchCoachesFailed },
    {
      kind: "course",
      page: "/courses",
      region: "All courses",
      failed: messages.catalogue.fetchCoursesFailed,
    },
    { kind: "guide", page: "/guides", region: "All guides", failed: messages.catalogue.fetchGuidesFailed },
  ] as const;

  for (const { kind, page: pagePath, region, failed } of KINDS) {
    it(`${pagePath}: 'Error: ${failed}' when the list call gets no answer, and Try again loads it`, async () => {
      const { page } = suite;
      const reconnect = await dropCalls(page, `/api/${kind}`);
      await openInApp(page, pagePath);
      const results = page.getByRole("region", { name: region });
      const alert = results.getByRole("alert");
      await alert.waitFor();
      // Soft: the retry below is checked even when the sentence is wrong.
      expect.soft((await alert.locator("p").textContent())?.trim()).toBe(`Error: ${failed}`);

      await reconnect();
      await alert.getByRole("button", { name: "Try again" }).click();
      await results.locator(`a[href^='/product-${kind}/']`).first().waitFor();
      expect(await alert.count()).toBe(0);
    });
  }

  it("/courses: 'Error: Failed to fetch courses' when the list call fails with an empty message", async () => {
    const { page } = suite;
    await failCallsWithoutMessage(page, "/api/course");
    await openInApp(page, "/courses");
    const alert = page.getByRole("region", { name: "All courses" }).getByRole("alert");
    await alert.waitFor();
    expect((await alert.locator("p").textContent())?.trim()).toBe(
      `Error: ${messages.catalogue.fetchCoursesFailed}`,
    );
  });

  it("shows 'Loading...' while a list is on its way, then the list", async () => {
    const { page } = suite;
    const list = await holdCalls(page, path("/api/course"));
    try {
      await openInApp(page, "/courses");
      await list.intercepted;
      const results = page.getByRole("region", { name: "All courses" });
      const loading = results.getByRole("status").filter({ hasText: messages.general.loading });
      await loading.waitFor();
      expect((await loading.textContent())?.trim()).toBe(messages.general.loading);
      expect(await results.locator("a[href^='/product-course/']").count()).toBe(0);
    } finally {
      list.release();
    }
    const results = page.getByRole("region", { name: "All courses" });
    await results.locator("a[href^='/product-course/']").first().waitFor();
    expect(await results.getByRole("status").filter({ hasText: messages.general.loading }).count()).toBe(0);
  });

  it("shows 'Loading...' while an item is on its way (client-side navigation), then the item", async () => {
    const { page } = suite;
    await page.goto("/courses");
    const results = page.getByRole("region", { name: "All courses" });
    const card = results.locator("a[href^='/product-course/']").first();
    await card.waitFor();
    const href = (await card.getAttribute("href")) ?? "";
    const id = href.replace("/product-course/", "");
    const { data: course } = (await (await fetch(`${suite.server.baseUrl}/api/course/${id}`)).json()) as {
      data: { name: string };
    };

    const item = await holdCalls(page, path(`/api/course/${id}`));
    try {
      await card.click();
      await item.intercepted;
      await page.waitForURL((url) => url.pathname === href);
      const loading = page.locator("main").getByRole("status").filter({ hasText: messages.general.loading });
      await loading.waitFor();
      expect((await loading.textContent())?.trim()).toBe(messages.general.loading);
    } finally {
      item.release();
    }
    await page.locator("main h1", { hasText: course.name }).first().waitFor();
    expect(
      await page.locator("main").getByRole("status").filter({ hasText: messages.general.loading }).count(),
    ).toBe(0);
  });
});
