import { coachEarningsMessages, type Earnings } from "@clutch/contract";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ok, refused } from "../../../../test/fake-network";
import { forgetConsoleSession } from "../../lib/console-session";
import { consoleNetwork, me, refusal, renderConsole } from "../../test/console";

afterEach(forgetConsoleSession);

const practices = [
  {
    coach: { _id: "coach-1", name: "Asha Rao", disabled: false },
    account: { email: "asha@example.com" },
    upcoming: 3,
    completed: 12,
    noShows: 1,
    cancelledByCoach: 2,
    due: 4500,
  },
  {
    coach: { _id: "coach-2", name: "Ben Ode", disabled: true },
    account: null,
    upcoming: 0,
    completed: 0,
    noShows: 0,
    cancelledByCoach: 0,
    due: 0,
  },
];

const earnings: Earnings = {
  coach: { _id: "coach-2", name: "Ben Ode" },
  commissionPercent: 20,
  balance: { pending: 0, earned: 0, paidOut: 0, due: 0 },
  months: [],
  month: "2026-03",
  lines: [],
  payouts: [],
};

const invitation = {
  _id: "invitation-1",
  email: "ben@example.com",
  state: "pending",
  createdAt: "2026-03-01T10:00:00.000Z",
  expiresAt: "2026-03-08T10:00:00.000Z",
  acceptedAt: null,
};

describe("the console's coach practices", () => {
  it("lists every coach's practice and links to a coach's page", async () => {
    consoleNetwork({
      adminMe: () => me(),
      adminListCoachPractices: () => ok({ success: true, data: practices }),
      adminCoachEarnings: () => ok({ success: true, data: earnings }),
      adminListCoachInvitations: () => ok({ success: true, account: null, data: [] }),
    });
    const { user, currentPath } = renderConsole("/admin/practices");
    const table = await screen.findByRole("table", { name: "Coaches' practices" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Coach", "Account", "Upcoming", "Completed", "No-shows", "Cancelled by coach", "Due"]);
    const cells = (index: number) =>
      within(within(table).getAllByRole("row")[index] as HTMLElement)
        .getAllByRole("cell")
        .map((cell) => cell.textContent);
    expect(cells(1)).toEqual(["Asha Rao", "asha@example.com", "3", "12", "1", "2", "₹4,500"]);
    expect(cells(2)).toEqual(["Ben OdeDisabled", "No account", "0", "0", "0", "0", "₹0"]);

    await user.click(screen.getByRole("link", { name: "Ben Ode" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Ben Ode" })).toBeTruthy();
    expect(currentPath()).toBe("/admin/practices/coach-2");
  });

  it("shows a failed list with a retry", async () => {
    let calls = 0;
    consoleNetwork({
      adminMe: () => me(),
      adminListCoachPractices: () => {
        calls += 1;
        return calls === 1
          ? refused(500, refusal("INTERNAL_ERROR", "Something went wrong"))
          : ok({ success: true, data: [] });
      },
    });
    const { user } = renderConsole("/admin/practices");
    expect(await screen.findByRole("alert")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText(/No coaches yet/)).toBeTruthy();
  });

  it("invites, withdraws a pending invitation, and records a payout, a server's field error on its field", async () => {
    let payoutCalls = 0;
    const network = consoleNetwork({
      adminMe: () => me(),
      adminCoachEarnings: () => ok({ success: true, data: earnings }),
      adminListCoachInvitations: () => ok({ success: true, account: null, data: [invitation] }),
      adminInviteCoach: () => ({
        status: 201,
        body: { success: true, data: { ...invitation, _id: "invitation-2" } },
      }),
      adminRevokeCoachInvitation: () => ok({ success: true, data: { ...invitation, state: "revoked" } }),
      adminRecordPayout: () => {
        payoutCalls += 1;
        const message = coachEarningsMessages.paidOnFuture;
        return payoutCalls === 1
          ? refused(400, refusal("VALIDATION_ERROR", message, [{ path: "paidOn", message }]))
          : {
              status: 201,
              body: {
                success: true,
                data: {
                  _id: "payout-1",
                  amount: 2500,
                  paidOn: "2026-03-01",
                  reference: "UTR-7",
                  createdAt: "2026-03-01T10:00:00.000Z",
                },
              },
            };
      },
    });
    const { user } = renderConsole("/admin/practices/coach-2");
    expect(await screen.findByText("No account runs this profile yet.")).toBeTruthy();
    expect(await screen.findByText(coachEarningsMessages.noSessions)).toBeTruthy();

    // Invite: the contract's rule first, then the call.
    const email = screen.getByLabelText("E-mail address to invite");
    await user.click(screen.getByRole("button", { name: "Send invitation" }));
    expect(email.getAttribute("aria-invalid")).toBe("true");
    await user.type(email, "ben@example.com");
    await user.click(screen.getByRole("button", { name: "Send invitation" }));
    await waitFor(() => expect(network.sent("adminInviteCoach")).toEqual([{ email: "ben@example.com" }]));

    // Withdraw asks first; Cancel has the focus.
    const invitations = screen.getByRole("table", { name: "Invitations, newest first" });
    expect(within(invitations).getByText("Pending")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Withdraw the invitation to ben@example.com" }));
    const dialog = await screen.findByRole("dialog", { name: "Withdraw this invitation?" });
    await user.click(within(dialog).getByRole("button", { name: "Withdraw" }));
    await waitFor(() =>
      expect(network.calls.some((call) => call.route === "adminRevokeCoachInvitation")).toBe(true),
    );

    // A payout: the server's field error lands on its field; a second try is recorded.
    const form = screen.getByRole("form", { name: "Record a payout" });
    await user.type(within(form).getByLabelText("Amount in rupees"), "2500");
    const paidOn = within(form).getByLabelText("Paid on (IST)");
    await user.clear(paidOn);
    await user.type(paidOn, "2026-03-01");
    await user.type(within(form).getByLabelText("Reference"), "UTR-7");
    await user.click(within(form).getByRole("button", { name: "Record payout" }));
    await waitFor(() => expect(paidOn.getAttribute("aria-invalid")).toBe("true"));
    expect(within(form).getByText(coachEarningsMessages.paidOnFuture)).toBeTruthy();
    await user.click(within(form).getByRole("button", { name: "Record payout" }));
    // Both sends of one form carry its one key: a retry is answered with the payout, never a second.
    const sent = {
      amount: 2500,
      paidOn: "2026-03-01",
      reference: "UTR-7",
      idempotencyKey: expect.any(String),
    };
    await waitFor(() => expect(network.sent("adminRecordPayout")).toEqual([sent, sent]));
    const [firstKey, secondKey] = network
      .sent("adminRecordPayout")
      .map((body) => (body as { idempotencyKey: string }).idempotencyKey);
    expect(secondKey).toBe(firstKey);
    await waitFor(() =>
      expect((within(form).getByLabelText("Amount in rupees") as HTMLInputElement).value).toBe(""),
    );
    // Recorded, the form is a new payout's, with a key of its own.
    await user.type(within(form).getByLabelText("Amount in rupees"), "100");
    await user.type(within(form).getByLabelText("Reference"), "UTR-8");
    await user.click(within(form).getByRole("button", { name: "Record payout" }));
    await waitFor(() => expect(network.sent("adminRecordPayout")).toHaveLength(3));
    expect((network.sent("adminRecordPayout")[2] as { idempotencyKey: string }).idempotencyKey).not.toBe(
      firstKey,
    );
  });
});
