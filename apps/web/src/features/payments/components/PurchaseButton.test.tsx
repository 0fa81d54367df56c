import { messages, type Order, paths } from "@clutch/contract";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fakeNetwork, gate, ok, refused } from "../../../test/fake-network";
import { renderWithStore } from "../../../test/render";
import { SCRIPT_FAILURE_HINT } from "../lib/order-failure";
import { PurchaseButton } from "./PurchaseButton";

const m = messages.payment;
const buyer = { _id: "user-1", email: "learner@example.com" };
const localOrder: Order = {
  orderId: "order-1",
  paymentSessionId: "session-1",
  amount: 499,
  currency: "INR",
  provider: "local",
  checkoutUrl: paths.localCheckout("session-1"),
};

function renderButton(profilePhone = "") {
  return renderWithStore(
    <PurchaseButton kind="course" itemId="course-1" price={499} buyer={buyer} profilePhone={profilePhone} />,
    { path: "/course/course-1" },
  );
}

const purchase = () => screen.getByRole("button", { name: "Purchase" });

describe("the Purchase button's checkout attempt (docs/product.md#purchases)", () => {
  it("is busy while the order is created, ignores a second press, and leaves for the checkout", async () => {
    const answer = gate();
    const network = fakeNetwork({
      createCourseOrder: async () => {
        await answer.promise;
        return ok({ success: true, order: localOrder });
      },
    });
    const { user } = renderButton();
    expect(screen.getByRole("status").textContent).toContain("The checkout opens in this window.");

    await user.click(purchase());
    expect(purchase().getAttribute("aria-busy")).toBe("true");
    expect(screen.getByRole("status").textContent).toContain("Opening the secure checkout...");
    await user.click(purchase());
    answer.open();

    await waitFor(() =>
      expect(screen.getByTestId("current-path").textContent).toContain(paths.localCheckout("session-1")),
    );
    expect(network.sent("createCourseOrder")).toEqual([
      { amount: 499, email: buyer.email, userId: buyer._id, courseId: "course-1" },
    ]);
    // Leaving: the button stays busy until the page goes.
    expect(purchase().getAttribute("aria-busy")).toBe("true");
  });

  it("says why an order failed, with the server's sentence as the hint, and tries again", async () => {
    let tries = 0;
    const network = fakeNetwork({
      createCourseOrder: () => {
        tries += 1;
        return tries === 1
          ? refused(502, { success: false, code: "PAYMENT_PROVIDER_ERROR", message: m.providerError })
          : ok({ success: true, order: localOrder });
      },
    });
    const { user } = renderButton();

    await user.click(purchase());
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(m.createOrderFailed);
    expect(alert.textContent).toContain(m.providerError);
    expect(purchase().getAttribute("aria-busy")).toBeNull();

    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    await waitFor(() =>
      expect(screen.getByTestId("current-path").textContent).toBe(paths.localCheckout("session-1")),
    );
    expect(network.sent("createCourseOrder")).toHaveLength(2);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says an owned item is owned, with no Try again, and Close puts the message away", async () => {
    fakeNetwork({
      createCourseOrder: () =>
        refused(409, { success: false, code: "ALREADY_OWNED", message: m.alreadyOwned }),
    });
    const { user } = renderButton();

    await user.click(purchase());
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(`${m.alreadyOwned}Close`);
    await user.click(within(alert).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says 'Something went wrong' when no answer comes", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    const { user } = renderButton();

    await user.click(purchase());
    expect((await screen.findByRole("alert")).textContent).toContain(m.somethingWentWrong);
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });

  it("asks for a phone number when the provider needs one, checks it, and sends it with the order", async () => {
    const network = fakeNetwork({
      createCourseOrder: ({ body }) => {
        const phone = (body as { phone?: string }).phone;
        if (!phone) return refused(400, { success: false, code: "PHONE_REQUIRED", message: m.phoneRequired });
        if (phone === "9000000000") {
          return refused(400, {
            success: false,
            code: "VALIDATION_ERROR",
            message: "That number cannot take payments",
            errors: [{ path: "phone", message: "That number cannot take payments" }],
          });
        }
        return ok({ success: true, order: localOrder });
      },
    });
    const { fill, user } = renderButton("98765");

    await user.click(purchase());
    const dialog = await screen.findByRole("dialog", { name: "Add your phone number" });
    // The first refusal only asks: no error yet, and no problem under the button.
    expect(within(dialog).queryByRole("alert")).toBeNull();
    expect(screen.queryAllByRole("alert")).toEqual([]);
    const field = within(dialog).getByLabelText("Phone number");
    expect((field as HTMLInputElement).value).toBe("98765");

    // Not ten digits: said at once, nothing sent.
    await user.click(within(dialog).getByRole("button", { name: "Continue to payment" }));
    expect(within(dialog).getByRole("alert").textContent).toBe(m.phoneRequired);
    expect(network.sent("createCourseOrder")).toHaveLength(1);

    // A number the server refuses: its sentence, in the dialog.
    await fill(field, "90000 00000");
    await user.click(within(dialog).getByRole("button", { name: "Continue to payment" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("That number cannot take payments");

    await fill(field, "98765 43210");
    await user.click(within(dialog).getByRole("button", { name: "Continue to payment" }));
    await waitFor(() =>
      expect(screen.getByTestId("current-path").textContent).toBe(paths.localCheckout("session-1")),
    );
    expect(network.sent("createCourseOrder").map((body) => (body as { phone?: string }).phone)).toEqual([
      undefined,
      "9000000000",
      "9876543210",
    ]);
  });

  it("opens Cashfree's checkout in the mode the server names, and says Cashfree's refusal", async () => {
    fakeNetwork({
      createCourseOrder: () =>
        ok({ success: true, order: { ...localOrder, provider: "cashfree", cashfreeMode: "sandbox" } }),
    });
    const opened: unknown[] = [];
    vi.stubGlobal("Cashfree", ({ mode }: { mode: string }) => ({
      checkout: async (options: object) => {
        opened.push({ mode, ...options });
        return { error: { message: "Payment session expired" } };
      },
    }));
    const { user } = renderButton();

    await user.click(purchase());
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Payment session expired");
    expect(alert.textContent).toContain(SCRIPT_FAILURE_HINT);
    expect(opened).toEqual([{ mode: "sandbox", paymentSessionId: "session-1", redirectTarget: "_self" }]);
  });

  it("says so when Cashfree.js loads without its Cashfree function, and offers to try again", async () => {
    fakeNetwork({
      createCourseOrder: () => ok({ success: true, order: { ...localOrder, provider: "cashfree" } }),
    });
    const { user } = renderButton();

    await user.click(purchase());
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(m.scriptUnavailable);
    expect(alert.textContent).toContain(SCRIPT_FAILURE_HINT);
    expect(within(alert).getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
