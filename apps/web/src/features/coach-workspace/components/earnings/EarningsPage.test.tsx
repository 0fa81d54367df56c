import type { Earnings } from "@clutch/contract";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeNetwork, ok } from "../../../../test/fake-network";
import { renderWithStore } from "../../../../test/render";
import { EarningsPage } from "./EarningsPage";

const earningsOf = (month: string): Earnings => ({
  coach: { _id: "coach-1", name: "Asha Rao" },
  commissionPercent: 20,
  balance: { pending: 0, earned: 1200, paidOut: 0, due: 1200 },
  months: [{ month: "2025-01", sessions: 1, fees: 1500, refunded: 0, commission: 300, share: 1200 }],
  month,
  lines: [],
  payouts: [],
});

describe("the coach's earnings page", () => {
  it("loads the current month, then the month picked", async () => {
    const network = fakeNetwork({
      coachEarnings: ({ query }) => ok({ success: true, data: earningsOf(query.get("month") ?? "2025-03") }),
    });
    const { user } = renderWithStore(<EarningsPage />);
    expect(screen.getByRole("status")).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Sessions of March 2025" })).toBeTruthy();
    expect(network.queries("coachEarnings")[0]?.has("month")).toBe(false);
    await user.selectOptions(screen.getByLabelText("Month"), "2025-01");
    expect(await screen.findByRole("heading", { name: "Sessions of January 2025" })).toBeTruthy();
    await waitFor(() => expect(network.queries("coachEarnings").at(-1)?.get("month")).toBe("2025-01"));
  });
});
