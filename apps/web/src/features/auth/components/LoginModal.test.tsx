import { messages } from "@clutch/contract";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { TOKEN_STORAGE_KEY } from "../../../lib/storage";
import { fakeNetwork, gate, ok, refused } from "../../../test/fake-network";
import { renderDialog } from "../test/dialogs";
import { learner } from "../test/learner";
import { LoginModal } from "./LoginModal";

const m = messages.auth;
const credentials = { email: "aarav@example.com", password: "secret-pass" };

function renderLogin() {
  const onNeedsPreferences = vi.fn();
  const onNeedsVerification = vi.fn();
  const view = renderDialog(
    <LoginModal open onNeedsPreferences={onNeedsPreferences} onNeedsVerification={onNeedsVerification} />,
  );
  const dialog = screen.getByRole("dialog", { name: "Login" });
  const signIn = async (email = credentials.email, password = credentials.password) => {
    await view.fill(within(dialog).getByLabelText("Email"), email);
    await view.fill(within(dialog).getByLabelText("Password"), password);
    await view.user.click(within(dialog).getByRole("button", { name: "Continue" }));
  };
  return { ...view, dialog, signIn, onNeedsPreferences, onNeedsVerification };
}

describe("the Login dialog (docs/product.md#sign-in)", () => {
  it("checks the fields with the contract's rules before sending anything", async () => {
    const network = fakeNetwork({});
    const { dialog, user } = renderLogin();

    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    const email = within(dialog).getByLabelText("Email");
    expect(await within(dialog).findByText(messages.validation.loginEmail)).toBeTruthy();
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(within(dialog).getByText(messages.validation.loginPassword)).toBeTruthy();
    expect(network.calls).toEqual([]);
  });

  it("says the server's refusal in an alert that Close puts away", async () => {
    fakeNetwork({
      login: () =>
        refused(401, { success: false, code: "INVALID_CREDENTIALS", message: m.invalidCredentials }),
    });
    const { dialog, user, signIn } = renderLogin();

    await signIn();
    const alert = await within(dialog).findByRole("alert");
    expect(alert.textContent).toBe(`${m.invalidCredentials}Close`);
    await user.click(within(alert).getByRole("button", { name: "Close" }));
    expect(within(dialog).queryByRole("alert")).toBeNull();
  });

  it("says 'Login failed' when no answer comes", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    const { dialog, signIn } = renderLogin();

    await signIn();
    expect((await within(dialog).findByRole("alert")).textContent).toBe(`${m.loginFailed}Close`);
  });

  it("offers the code step to an account whose e-mail is not verified", async () => {
    fakeNetwork({
      login: () => refused(403, { success: false, code: "NOT_VERIFIED", message: m.notVerified }),
    });
    const { dialog, user, signIn, onNeedsVerification } = renderLogin();

    await signIn();
    expect((await within(dialog).findByRole("alert")).textContent).toBe(`${m.notVerified}Close`);
    await user.click(within(dialog).getByRole("button", { name: "Enter the code we emailed you" }));
    expect(onNeedsVerification).toHaveBeenCalledWith(credentials);
  });

  it("signs in, keeps the token and reloads the page, busy until it goes", async () => {
    const answer = gate();
    const network = fakeNetwork({
      login: async () => {
        await answer.promise;
        return ok({ success: true, token: "token-1", user: learner });
      },
      userData: () => ok({ success: true, user: learner, additionalInfo: true }),
    });
    const { dialog, signIn, reloads, state } = renderLogin();

    await signIn();
    const button = within(dialog).getByRole("button", { name: "Continue" });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    answer.open();

    await waitFor(() => expect(reloads()).toBe(1));
    expect(network.sent("login")).toEqual([{ ...credentials, role: "user" }]);
    expect(network.calls.at(-1)?.headers.get("Authorization")).toBe("Bearer token-1");
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe("token-1");
    expect(state().auth.userInfo).toEqual(learner);
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it("hands over to the preferences dialog on a first sign-in without them", async () => {
    fakeNetwork({
      login: () => ok({ success: true, token: "token-1", user: learner }),
      userData: () => ok({ success: true, user: learner, additionalInfo: false }),
    });
    const { signIn, onNeedsPreferences, reloads } = renderLogin();

    await signIn();
    await waitFor(() => expect(onNeedsPreferences).toHaveBeenCalledTimes(1));
    expect(reloads()).toBe(0);
  });

  it("swaps itself for the sign-up or the forgotten-password dialog", async () => {
    const { dialog, user, state } = renderLogin();
    await user.click(within(dialog).getByRole("button", { name: "forgot password?" }));
    expect(state().modals).toMatchObject({ login: false, forgotPassword: true });
    await user.click(within(dialog).getByRole("button", { name: "Sign up" }));
    expect(state().modals).toMatchObject({ login: false, register: true });
  });
});
