import { messages, TOKEN_STORAGE_KEY } from "@clutch/contract";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { heldAnswer, ok, refused } from "../../../../test/fake-network";
import { forgetConsoleSession, readConsoleSession } from "../../lib/console-session";
import {
  consoleNetwork,
  inboxCount,
  me,
  page,
  refusal,
  renderConsole,
  SESSION,
  secondFactorRequired,
} from "../../test/console";

afterEach(forgetConsoleSession);

const QR = "data:image/svg+xml;base64,PHN2Zy8+";
const RECOVERY_CODES = ["aaaa-1111", "bbbb-2222", "cccc-3333"];
const sessionAnswer = (session: string) =>
  ok({ success: true, session, expiresAt: "2030-01-01T00:00:00.000Z" });

describe("the console's gate", () => {
  it("draws the console's frame and the page's heading while it checks the operator, as the server's page does", async () => {
    const operator = heldAnswer(() => me());
    consoleNetwork({
      adminMe: operator.handler,
      adminListItems: () => page([]),
      adminListMessages: inboxCount(2),
    });
    const { user } = renderConsole("/admin/games");
    expect(await screen.findByRole("heading", { level: 1, name: "Games" })).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "Console sections" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe(messages.general.loading);
    // Not yet the operator's: their address, nor the inbox's count (asked for with the page's list,
    // shown once the operator is known).
    const sections = () => screen.getByRole("navigation", { name: "Console sections" });
    expect(screen.queryByText("ops@clutch.test")).toBeNull();
    expect(sections().textContent).not.toContain("2 new");
    // The menu opened meanwhile (on a phone) stays open, and focused, when the page comes.
    const menu = screen.getByRole("button", { name: "Open the console menu" });
    await user.click(menu);

    operator.open();
    expect(await screen.findByText("ops@clutch.test")).toBeTruthy();
    expect(await screen.findByText("No games yet.")).toBeTruthy();
    await waitFor(() => expect(sections().textContent).toContain("2 new"));
    expect(screen.getByRole("button", { name: "Close the console menu" })).toBe(menu);
    expect(document.activeElement).toBe(menu);
  });

  it("asks a visitor to sign in", async () => {
    consoleNetwork({});
    const { user, onSignIn } = renderConsole("/admin/games", { signedIn: false, session: null });
    expect(screen.getByRole("heading", { name: "Please sign in" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(onSignIn).toHaveBeenCalledTimes(1);
  });

  it("tells an account that is not an operator so, with a way home", async () => {
    consoleNetwork({ adminMe: () => refused(403, refusal("FORBIDDEN", messages.admin.forbidden)) });
    renderConsole("/admin/games", { session: null });
    expect(await screen.findByText(messages.admin.forbidden)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to site" }).getAttribute("href")).toBe("/");
  });

  it("sets up the second factor: the QR code and key, a first code, then the recovery codes once", async () => {
    let state: "none" | "active" = "none";
    const network = consoleNetwork({
      adminMe: () => me(state, state === "active"),
      adminSecondFactorSetup: () =>
        ok({ success: true, secret: "JBSWY3DPEHPK3PXP", otpauthUri: "otpauth://totp/x", qrCode: QR }),
      adminSecondFactorConfirm: () => {
        state = "active";
        return ok({ ...(sessionAnswer(SESSION).body as object), recoveryCodes: RECOVERY_CODES });
      },
      adminListItems: () => page([]),
    });
    const { user, fill } = renderConsole("/admin/games", { session: null });

    // The account's password first: without it, the contract's sentence and no call.
    await user.click(await screen.findByRole("button", { name: "Start set-up" }));
    expect(await screen.findByText(messages.admin.passwordRequired)).toBeTruthy();
    expect(network.sent("adminSecondFactorSetup")).toEqual([]);
    await fill(screen.getByLabelText("Your password"), "Str0ng!pass");
    await user.click(screen.getByRole("button", { name: "Start set-up" }));
    const qr = await screen.findByRole("img", { name: /QR code/ });
    expect(network.sent("adminSecondFactorSetup")).toEqual([{ password: "Str0ng!pass" }]);
    expect(qr.getAttribute("src")).toBe(QR);
    expect(screen.getByText("JBSWY3DPEHPK3PXP")).toBeTruthy();

    const code = screen.getByLabelText("Code from your authenticator app");
    expect(code.getAttribute("autocomplete")).toBe("one-time-code");
    expect(code.getAttribute("inputmode")).toBe("numeric");
    await fill(code, "12345");
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText(messages.admin.code)).toBeTruthy();
    expect(network.sent("adminSecondFactorConfirm")).toEqual([]);

    await fill(code, "123456");
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    const codes = await screen.findByRole("list", { name: "Recovery codes" });
    expect(
      within(codes)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(RECOVERY_CODES);
    expect(network.sent("adminSecondFactorConfirm")).toEqual([{ code: "123456", password: "Str0ng!pass" }]);
    expect(readConsoleSession()).toBe(SESSION);

    await user.click(screen.getByRole("button", { name: "I have saved them" }));
    expect(await screen.findByRole("heading", { name: "Games", level: 1 })).toBeTruthy();
    expect(screen.queryByText(RECOVERY_CODES[0] as string)).toBeNull();
    // The console's calls now carry the session.
    await waitFor(() => expect(network.calls.some((call) => call.route === "adminListItems")).toBe(true));
    const list = network.calls.find((call) => call.route === "adminListItems");
    expect(list?.headers.get("x-admin-session")).toBe(SESSION);
    expect(list?.headers.get("authorization")).toBe("Bearer operator-token");
  });

  it("asks for a code from the app, or a recovery code, and says the server's refusal", async () => {
    let answered = 0;
    const network = consoleNetwork({
      adminMe: () => me("active", false),
      adminSecondFactorVerify: () =>
        answered++ === 0
          ? refused(409, refusal("CONFLICT", messages.admin.codeAlreadyUsed))
          : refused(429, refusal("RATE_LIMITED", messages.general.rateLimited)),
      adminSecondFactorRecover: () => sessionAnswer("from-recovery"),
      adminListItems: () => page([]),
    });
    const { user, fill } = renderConsole("/admin/games", { session: null });

    const code = await screen.findByLabelText("Code from your authenticator app");
    await fill(code, "654321");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect((await screen.findByRole("alert")).textContent).toContain(messages.admin.codeAlreadyUsed);
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toContain(messages.general.rateLimited),
    );

    await user.click(screen.getByRole("button", { name: "Use a recovery code" }));
    await fill(screen.getByLabelText("Recovery code"), "aaaa-1111");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("heading", { name: "Games", level: 1 })).toBeTruthy();
    expect(network.sent("adminSecondFactorRecover")).toEqual([{ recoveryCode: "aaaa-1111" }]);
    expect(readConsoleSession()).toBe("from-recovery");
  });

  it("asks for a code again when the API refuses the session, without signing out or losing the page", async () => {
    consoleNetwork({
      adminMe: () => me("active", true),
      adminListItems: () => refused(403, secondFactorRequired),
      adminSecondFactorVerify: () => sessionAnswer("renewed"),
    });
    const { user, fill } = renderConsole("/admin/courses/new");
    await fill(await screen.findByLabelText("Name"), "Unsaved work");
    // The form's pickers of games and coaches ask the API, which no longer takes the session.
    const code = await screen.findByLabelText("Code from your authenticator app");
    expect(screen.getByRole("heading", { name: "Two-step sign-in" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "New course" })).toBeNull();
    expect(readConsoleSession()).toBeNull();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe("operator-token");

    await fill(code, "123456");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() =>
      expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Unsaved work"),
    );
    expect(readConsoleSession()).toBe("renewed");
  });

  it("forgets a session from an earlier visit that the server no longer takes", async () => {
    // The list at the address is asked for beside the operator check, and refused alike.
    consoleNetwork({
      adminMe: () => me("active", false),
      adminListItems: () => refused(403, secondFactorRequired),
    });
    renderConsole("/admin/games", { session: "expired" });
    expect(await screen.findByLabelText("Code from your authenticator app")).toBeTruthy();
    expect(readConsoleSession()).toBeNull();
  });

  it("says the server's refusal of a wrong password, and stays on the password step", async () => {
    const network = consoleNetwork({
      adminMe: () => me("none", false),
      adminSecondFactorSetup: () => refused(400, refusal("WRONG_PASSWORD", messages.admin.wrongPassword)),
    });
    const { user, fill } = renderConsole("/admin/games", { session: null });
    await fill(await screen.findByLabelText("Your password"), "wrong");
    await user.click(screen.getByRole("button", { name: "Start set-up" }));
    expect(await screen.findByText(messages.admin.wrongPassword)).toBeTruthy();
    expect(screen.getByLabelText("Your password")).toBeTruthy();
    expect(screen.queryByRole("img", { name: /QR code/ })).toBeNull();
    expect(network.sent("adminSecondFactorSetup")).toHaveLength(1);
  });

  it("signs out of the console: the server ends the session, and a code is asked for again", async () => {
    let verified = true;
    const network = consoleNetwork({
      adminMe: () => me("active", verified),
      adminListItems: () => page([]),
      adminListMessages: inboxCount(0),
      adminSignOut: () => {
        verified = false;
        return ok({ success: true, message: messages.admin.signedOut });
      },
    });
    const { user } = renderConsole("/admin/games");
    await user.click(await screen.findByRole("button", { name: "Sign out of the console" }));
    expect(await screen.findByLabelText("Code from your authenticator app")).toBeTruthy();
    const call = network.calls.find((sent) => sent.route === "adminSignOut");
    expect(call?.headers.get("x-admin-session")).toBe(SESSION);
    expect(readConsoleSession()).toBeNull();
  });
});
