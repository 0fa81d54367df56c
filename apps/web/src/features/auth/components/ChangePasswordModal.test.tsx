import { messages } from "@clutch/contract";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { TOKEN_STORAGE_KEY } from "../../../lib/storage";
import { fakeNetwork, ok, refused } from "../../../test/fake-network";
import { renderDialog } from "../test/dialogs";
import { learner } from "../test/learner";
import { CHANGE_PASSWORD_CLOSE_MS, ChangePasswordModal } from "./ChangePasswordModal";

const m = messages.auth;

function renderChange() {
  const view = renderDialog(<ChangePasswordModal open />, { name: "changePassword", signedInAs: learner });
  const dialog = screen.getByRole("dialog", { name: "Change password" });
  const change = async (oldPassword: string, newPassword = "N3w!password", confirm = newPassword) => {
    for (const [label, value] of [
      ["Old password", oldPassword],
      ["New password", newPassword],
      ["Confirm new password", confirm],
    ] as const) {
      await view.fill(within(dialog).getByLabelText(label), value);
    }
    await view.user.click(within(dialog).getByRole("button", { name: "Change password" }));
  };
  return { ...view, dialog, change };
}

describe("the Change password dialog (docs/product.md#passwords)", () => {
  it("checks the new password and its confirmation before sending anything", async () => {
    const network = fakeNetwork({});
    const { dialog, change } = renderChange();

    await change("old-pass", "weak");
    expect(await within(dialog).findByText(messages.validation.resetPassword)).toBeTruthy();
    await change("old-pass", "N3w!password", "N3w!passw0rd");
    expect(await within(dialog).findByText(messages.validation.passwordMismatch)).toBeTruthy();
    expect(network.calls).toEqual([]);
  });

  it("says a wrong old password, and the general failure when the server gives no sentence", async () => {
    let calls = 0;
    fakeNetwork({
      changePassword: () => {
        calls += 1;
        return calls === 1
          ? refused(400, { success: false, code: "WRONG_PASSWORD", message: m.wrongPassword })
          : refused(500, { success: false, code: "INTERNAL_ERROR", message: "" });
      },
    });
    const { dialog, change } = renderChange();

    await change("not-my-password");
    expect((await within(dialog).findByRole("alert")).textContent).toBe(`${m.wrongPassword}Close`);
    await change("old-pass");
    await waitFor(() =>
      expect(within(dialog).getByRole("alert").textContent).toBe(`${messages.general.internal}Close`),
    );
  });

  it("keeps the new token, says it worked and closes a moment later", async () => {
    const network = fakeNetwork({
      changePassword: () => ok({ success: true, message: m.passwordChanged, token: "token-2" }),
    });
    const { dialog, change, state } = renderChange();

    // The clock runs as usual, and can be moved on to the dialog's closing.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await change("old-pass");
    await waitFor(() => expect(within(dialog).getByRole("status").textContent).toBe(m.passwordChanged));
    expect(network.sent("changePassword")).toEqual([
      { oldPassword: "old-pass", newPassword: "N3w!password" },
    ]);
    expect(network.calls[0]?.headers.get("Authorization")).toBe("Bearer token-1");
    expect(state().auth.token).toBe("token-2");
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe("token-2");
    expect(
      (within(dialog).getByRole("button", { name: "Change password" }) as HTMLButtonElement).disabled,
    ).toBe(true);

    expect(state().modals.changePassword).toBe(true);
    vi.advanceTimersByTime(CHANGE_PASSWORD_CLOSE_MS);
    expect(state().modals.changePassword).toBe(false);
  });
});
