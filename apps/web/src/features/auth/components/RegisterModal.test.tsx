import { messages, OTP_LENGTH } from "@clutch/contract";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fakeNetwork, ok, refused } from "../../../test/fake-network";
import { renderDialog } from "../test/dialogs";
import { learner } from "../test/learner";
import { RegisterModal } from "./RegisterModal";

const m = messages.auth;
const email = "new@example.com";
const password = "Str0ng!pass";

function renderRegister(verify: { email: string; password: string } | null = null) {
  const onRegistered = vi.fn();
  const view = renderDialog(<RegisterModal open onRegistered={onRegistered} verify={verify} />);
  return { ...view, onRegistered };
}

async function fillCredentials(
  { fill, user }: Pick<ReturnType<typeof renderRegister>, "fill" | "user">,
  confirm = password,
) {
  const dialog = screen.getByRole("dialog", { name: "Sign up" });
  await fill(within(dialog).getByLabelText("Email"), email);
  await fill(within(dialog).getByLabelText("Password"), password);
  await fill(within(dialog).getByLabelText("Confirm password"), confirm);
  await user.click(within(dialog).getByRole("button", { name: "Sign up" }));
  return dialog;
}

describe("the Sign up dialog and its code step (docs/product.md#registration)", () => {
  it("checks the password rule and the confirmation before sending anything", async () => {
    const network = fakeNetwork({});
    const view = renderRegister();
    const { fill, user } = view;
    const dialog = screen.getByRole("dialog", { name: "Sign up" });

    await fill(within(dialog).getByLabelText("Password"), "short");
    await user.click(within(dialog).getByRole("button", { name: "Sign up" }));
    expect(await within(dialog).findByText(messages.validation.registerPassword)).toBeTruthy();
    expect(within(dialog).getByText(messages.validation.loginEmail)).toBeTruthy();

    await fillCredentials(view, "Different1!");
    expect(await within(dialog).findByText(messages.validation.registerPasswordMismatch)).toBeTruthy();
    expect(network.calls).toEqual([]);
  });

  it("says the server's refusal", async () => {
    fakeNetwork({
      register: () => refused(409, { success: false, code: "CONFLICT", message: m.userExists }),
    });
    const dialog = await fillCredentials(renderRegister());
    expect((await within(dialog).findByRole("alert")).textContent).toBe(`${m.userExists}Close`);
  });

  it("moves on to the e-mailed code, verifies it and signs the new account in", async () => {
    const network = fakeNetwork({
      register: () => ok({ success: true, message: m.otpSent }),
      verifyOtp: ({ body }) =>
        (body as { Userotp: string }).Userotp === "123456"
          ? ok({ success: true, token: "token-1", user: learner })
          : refused(400, { success: false, code: "INVALID_OTP", message: m.invalidOtp }),
    });
    const view = renderRegister();
    const { fill, user, onRegistered, state } = view;

    await fillCredentials(view);
    const step = await screen.findByRole("dialog", { name: "Verify your email" });
    expect(step.textContent).toContain(`We sent a ${OTP_LENGTH}-digit code to ${email}.`);
    expect(within(step).getByRole("status").textContent).toBe(m.otpSent);
    expect(network.sent("register")).toEqual([{ email, password, role: "user" }]);

    const code = within(step).getByLabelText("OTP");
    await fill(code, "12");
    await user.click(within(step).getByRole("button", { name: "Verify" }));
    expect(await within(step).findByText(messages.validation.otp)).toBeTruthy();

    await fill(code, "123450");
    await user.click(within(step).getByRole("button", { name: "Verify" }));
    const alert = await within(step).findByRole("alert");
    expect(alert.textContent).toBe(`${m.invalidOtp}Close`);
    // The failure takes the notice's place.
    expect(within(step).queryByRole("status")).toBeNull();

    await fill(code, "123456");
    await user.click(within(step).getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalledTimes(1));
    expect(state().auth.token).toBe("token-1");
    expect(network.sent("verifyOtp").at(-1)).toEqual({ email, Userotp: "123456" });
  });

  it("sends the code again and says so; a failed resend is said instead", async () => {
    let resends = 0;
    fakeNetwork({
      register: () => {
        resends += 1;
        return resends === 1
          ? ok({ success: true, message: "A new code is on its way" })
          : refused(429, { success: false, code: "RATE_LIMITED", message: messages.general.rateLimited });
      },
    });
    const { user } = renderRegister({ email, password });
    const step = screen.getByRole("dialog", { name: "Verify your email" });

    await user.click(within(step).getByRole("button", { name: "Resend code" }));
    await waitFor(() =>
      expect(within(step).getByRole("status").textContent).toBe("A new code is on its way"),
    );
    await user.click(within(step).getByRole("button", { name: "Resend code" }));
    expect((await within(step).findByRole("alert")).textContent).toBe(`${messages.general.rateLimited}Close`);
  });

  it("goes back to the credentials for a different e-mail", async () => {
    const { user } = renderRegister({ email, password });
    await user.click(screen.getByRole("button", { name: "Use a different email" }));
    expect(screen.getByRole("dialog", { name: "Sign up" })).toBeTruthy();
  });
});
