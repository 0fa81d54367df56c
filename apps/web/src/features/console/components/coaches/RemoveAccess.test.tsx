import type { Earnings } from "@clutch/contract";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ok, refused } from "../../../../test/fake-network";
import { forgetConsoleSession } from "../../lib/console-session";
import { consoleNetwork, me, refusal, renderConsole } from "../../test/console";

afterEach(forgetConsoleSession);

const earnings: Earnings = {
  coach: { _id: "coach-1", name: "Asha Rao" },
  commissionPercent: 20,
  balance: { pending: 0, earned: 0, paidOut: 0, due: 0 },
  months: [],
  month: "2026-03",
  lines: [],
  payouts: [],
};
const account = { _id: "user-1", name: "Asha Rao", email: "asha@example.com" };

describe("Remove account access on a coach's page", () => {
  it("is offered only while an account runs the profile, asks what becomes of the sessions, and sends the choice", async () => {
    let runBy: typeof account | null = account;
    let removeCalls = 0;
    const network = consoleNetwork({
      adminMe: () => me(),
      adminCoachEarnings: () => ok({ success: true, data: earnings }),
      adminListCoachInvitations: () => ok({ success: true, account: runBy, data: [] }),
      adminRemoveCoachAccount: () => {
        removeCalls += 1;
        if (removeCalls === 1) return refused(502, refusal("PROVIDER_ERROR", "The provider did not answer"));
        runBy = null;
        return ok({
          success: true,
          account,
          withdrawnInvitations: 0,
          cancelled: [
            { _id: "b-1", start: "2026-03-02T10:00:00.000Z", refund: { amount: 999, status: "REFUNDED" } },
          ],
          keptSessions: 0,
        });
      },
    });
    const { user } = renderConsole("/admin/practices/coach-1");
    await user.click(await screen.findByRole("button", { name: "Remove account access" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove account access?" });
    expect(within(dialog).getByText(/stays a learner account/)).toBeTruthy();
    // Cancel has the focus; keeping the sessions is the default.
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Cancel"));
    expect((within(dialog).getByRole("radio", { name: /^Keep them/ }) as HTMLInputElement).checked).toBe(
      true,
    );

    await user.click(within(dialog).getByRole("radio", { name: /^Cancel each, with a full refund/ }));
    await user.click(within(dialog).getByRole("button", { name: "Remove access" }));
    // A failure stays in the dialog, with the choice, for a second try.
    expect(await within(dialog).findByText("The provider did not answer")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Remove access" }));
    await waitFor(() =>
      expect(network.sent("adminRemoveCoachAccount")).toEqual([
        { upcomingSessions: "cancel" },
        { upcomingSessions: "cancel" },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Remove account access?" })).toBeNull());
    expect(await screen.findByText("No account runs this profile yet.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Remove account access" })).toBeNull();
  });
});
