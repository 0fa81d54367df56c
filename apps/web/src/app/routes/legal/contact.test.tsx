import { messages } from "@clutch/contract";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeNetwork, refused } from "../../../test/fake-network";
import { renderWithStore } from "../../../test/render";
import { ContactRoute } from "./contact";

const filled = {
  name: "Asha Rao",
  email: "asha@example.com",
  subject: "Coaching",
  message: "Do you coach Valorant?",
};

async function fillIn(view: ReturnType<typeof renderWithStore>) {
  const form = screen.getByRole("form", { name: "Contact form" });
  await view.fill(within(form).getByLabelText("Name"), filled.name);
  await view.fill(within(form).getByLabelText("Email"), filled.email);
  await view.fill(within(form).getByLabelText("Subject"), filled.subject);
  await view.fill(within(form).getByLabelText("Message"), filled.message);
  return form;
}

const values = (form: HTMLElement) =>
  ["Name", "Email", "Subject", "Message"].map(
    (label) => (within(form).getByLabelText(label) as HTMLInputElement).value,
  );

describe("the contact page (docs/product.md#routes)", () => {
  it("sends the message, clears the fields and shows the success dialog for 3 s", async () => {
    const network = fakeNetwork({
      contact: () => ({ status: 201, body: { success: true, message: messages.contact.sent } }),
    });
    const view = renderWithStore(<ContactRoute />);
    const form = await fillIn(view);
    await view.user.click(within(form).getByRole("button", { name: "Send message" }));

    const dialog = await screen.findByRole("dialog", { name: "Message sent!" });
    expect(network.sent("contact")).toEqual([filled]);
    expect(values(form)).toEqual(["", "", "", ""]);
    await waitFor(() => expect(dialog.hasAttribute("open")).toBe(false));
  });

  it("keeps the fields and says why when the message is refused", async () => {
    let answer = refused(429, { success: false, code: "RATE_LIMITED", message: messages.contact.tooMany });
    fakeNetwork({ contact: () => answer });
    const view = renderWithStore(<ContactRoute />);
    const form = await fillIn(view);
    await view.user.click(within(form).getByRole("button", { name: "Send message" }));

    await waitFor(() => expect(within(form).getByRole("alert").textContent).toBe(messages.contact.tooMany));
    expect(values(form)).toEqual([filled.name, filled.email, filled.subject, filled.message]);
    expect(screen.queryByRole("dialog")).toBeNull();

    answer = refused(400, {
      success: false,
      code: "VALIDATION_ERROR",
      message: messages.validation.emailInvalid,
      errors: [{ path: "email", message: messages.validation.emailInvalid }],
    });
    await view.user.click(within(form).getByRole("button", { name: "Send message" }));
    await waitFor(() =>
      expect(within(form).getByLabelText("Email").getAttribute("aria-invalid")).toBe("true"),
    );
    expect(within(form).getByLabelText("Email").getAttribute("aria-describedby")).toBeTruthy();
    expect(values(form)).toEqual([filled.name, filled.email, filled.subject, filled.message]);
  });
});
