import { messages } from "@clutch/contract";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fakeNetwork, ok, refused } from "../../../test/fake-network";
import { renderDialog } from "../test/dialogs";
import { ForgotPasswordModal, RESET_SUCCESS_CLOSE_MS } from "./ForgotPasswordModal";

const m = messages.auth;
const email = "aarav@example.com";

function renderForgot() {
  const view = renderDialog(<ForgotPasswordModal open />, { name: "forgotPassword" });
  return { ...view, dialog: screen.getByRole("dialog", { name: "Reset password" }) };
}

async function askForCode({ fill, user, dialog }: ReturnType<typeof renderForgot>) {
  await fill(within(dialog).getByLabelText("Email"), email);
  await user.click(within(dialog).getByRole("button", { name: "Send code" }));
}

describe("the Reset password dialog (docs/product.md#passwords)", () => {
  it("says an unknown e-mail with the server's sentence, else 'User not found'", async () => {
    let calls = 0;
    fakeNetwork({
      forgotPassword: () => {
        calls += 1;
        return calls === 1
          ? refused(404, { success: false, code: "NOT_FOUND", message: "No account uses this email" })
          : refused(500, { success: false, code: "INTERNAL_ERROR", message: "" });
      },
    });
    const view = renderForgot();

    await askForCode(view);
    expect((await within(view.dialog).findByRole("alert")).textContent).toBe(
      "No account uses this emailClose",
    );
    await view.user.click(within(view.dialog).getByRole("button", { name: "Send code" }));
    await waitFor(() =>
      expect(within(view.dialog).getByRole("alert").textContent).toBe(`${m.userNotFound}Close`),
    );
  });

  it("takes the code and a new password, says it worked and closes a moment later", async () => {
    const network = fakeNetwork({
      forgotPassword: () => ok({ success: true, message: m.otpSentShort }),
      resetPassword: () => ok({ success: true, message: m.passwordResetSuccessful }),
    });
    const view = renderForgot();
    const { fill, user, dialog, state } = view;

    await askForCode(view);
    expect((await within(dialog).findByRole("status")).textContent).toBe(m.otpSentShort);
    expect(dialog.textContent).toContain(`Enter the code sent to ${email} and choose a new password.`);

    await fill(within(dialog).getByLabelText("OTP"), "123456");
    await fill(within(dialog).getByLabelText("New password"), "N3w!password");
    await fill(within(dialog).getByLabelText("Confirm new password"), "N3w!passw0rd");
    await user.click(within(dialog).getByRole("button", { name: "Reset password" }));
    expect(await within(dialog).findByText(messages.validation.passwordMismatch)).toBeTruthy();

    await fill(within(dialog).getByLabelText("Confirm new password"), "N3w!password");
    // The clock runs as usual, and can be moved on to the dialog's closing.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(within(dialog).getByRole("button", { name: "Reset password" }));
    await waitFor(() =>
      expect(within(dialog).getByRole("status").textContent).toBe(m.passwordResetSuccessful),
    );
    expect(
      (within(dialog).getByRole("button", { name: "Reset password" }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(network.sent("resetPassword")).toEqual([
      { email, otp: "123456", password: "N3w!password", role: "user" },
    ]);

    // It closes RESET_SUCCESS_CLOSE_MS after saying so.
    expect(state().modals.forgotPassword).toBe(true);
    vi.advanceTimersByTime(RESET_SUCCESS_CLOSE_MS);
    expect(state().modals.forgotPassword).toBe(false);
  });
});
