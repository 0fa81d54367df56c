import { type AdminRefund, orderMessages } from "@clutch/contract";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ok, refused } from "../../../../test/fake-network";
import { forgetConsoleSession } from "../../lib/console-session";
import { consoleNetwork, me, refusal, renderConsole } from "../../test/console";

afterEach(forgetConsoleSession);

const ORDER_ID = "CA0123456789abcdef0123456789abcdef";

function order(refunded = 0, refunds: AdminRefund[] = []) {
  return {
    _id: ORDER_ID,
    createdAt: "2026-03-01T10:00:00.000Z",
    paidAt: "2026-03-01T10:01:00.000Z",
    status: "PAID",
    kind: "course",
    item: { _id: "course-1", name: "Aim Fundamentals" },
    buyer: { _id: "user-1", email: "learner@example.com", name: "Lee" },
    amount: 1000,
    refunded,
    provider: "local",
    currency: "INR",
    expiresAt: "2026-03-01T10:30:00.000Z",
    refundedAt: null,
    providerReference: "local_ref",
    providerPaymentId: "local_pay",
    refundable: 1000 - refunded,
    refunds,
    timeline: [
      {
        type: "event",
        at: "2026-03-01T10:00:00.000Z",
        event: "created",
        source: "api",
        fromStatus: null,
        toStatus: "CREATING",
        amount: 1000,
        providerPaymentId: null,
        note: null,
      },
      {
        type: "event",
        at: "2026-03-01T10:01:00.000Z",
        event: "paid",
        source: "local-checkout",
        fromStatus: "ACTIVE",
        toStatus: "PAID",
        amount: 1000,
        providerPaymentId: "local_pay",
        note: null,
      },
    ],
  };
}

const partialRefund: AdminRefund = {
  _id: `RF${ORDER_ID.slice(2)}-1`,
  amount: 250,
  full: false,
  reason: "Late video",
  status: "SUCCESS",
  providerStatus: "SUCCESS",
  requestedBy: { _id: "admin-1", email: "admin@example.com" },
  createdAt: "2026-03-02T10:00:00.000Z",
  settledAt: "2026-03-02T10:00:00.000Z",
};

describe("an order's page", () => {
  it("shows the order and its timeline, and refunds part of it after a confirmation", async () => {
    let current = order();
    const network = consoleNetwork({
      adminMe: () => me(),
      adminGetOrder: () => ok({ success: true, data: current }),
      adminRefundOrder: () => {
        current = order(250, [partialRefund]);
        return ok({ success: true, message: orderMessages.refunded, refund: partialRefund, data: current });
      },
    });
    const { user } = renderConsole(`/admin/orders/${ORDER_ID}`);
    await screen.findByRole("heading", { name: "Timeline" });
    expect(screen.getByText("learner@example.com")).toBeTruthy();
    const timeline = screen.getByRole("region", { name: "Timeline" });
    expect(within(timeline).getByText("Order created")).toBeTruthy();
    expect(within(timeline).getByText("Paid")).toBeTruthy();

    await user.click(screen.getByLabelText(/Part of it/));
    await user.type(screen.getByLabelText("Amount in rupees"), "1200");
    await user.type(screen.getByLabelText("Reason"), "Late video");
    await user.click(screen.getByRole("button", { name: "Refund" }));
    expect(await screen.findByText(orderMessages.tooMuch(1000))).toBeTruthy();
    expect(network.sent("adminRefundOrder")).toEqual([]);

    await user.clear(screen.getByLabelText("Amount in rupees"));
    await user.type(screen.getByLabelText("Amount in rupees"), "250");
    await user.click(screen.getByRole("button", { name: "Refund" }));
    const dialog = await screen.findByRole("dialog", { name: "Refund ₹250?" });
    await user.click(within(dialog).getByRole("button", { name: "Confirm refund" }));
    await waitFor(() =>
      expect(network.sent("adminRefundOrder")).toEqual([
        { amount: 250, reason: "Late video", expectedRefunded: 0 },
      ]),
    );
    expect(await screen.findByText(/₹250 \(partial\)/)).toBeTruthy();
  });

  it("says so when the order changed since it was opened, and shows it afresh", async () => {
    let current = order();
    const network = consoleNetwork({
      adminMe: () => me(),
      adminGetOrder: () => ok({ success: true, data: current }),
      adminRefundOrder: () => {
        current = order(250, [partialRefund]);
        return refused(409, refusal("CONFLICT", orderMessages.changed));
      },
    });
    const { user } = renderConsole(`/admin/orders/${ORDER_ID}`);
    await screen.findByRole("heading", { name: "Timeline" });
    await user.type(screen.getByLabelText("Reason"), "Everything");
    await user.click(screen.getByRole("button", { name: "Refund" }));
    const dialog = await screen.findByRole("dialog", { name: "Refund ₹1,000?" });
    await user.click(within(dialog).getByRole("button", { name: "Confirm refund" }));
    expect(await screen.findByText(orderMessages.changed)).toBeTruthy();
    expect(network.sent("adminRefundOrder")).toEqual([{ reason: "Everything", expectedRefunded: 0 }]);
    // Shown afresh: what is left now.
    expect(await screen.findByText(/Everything left: ₹750/)).toBeTruthy();
  });
});
