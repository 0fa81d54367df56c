import type { Earnings } from "@clutch/contract";
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithStore } from "../../test/render";
import { EarningsStatement } from "./EarningsStatement";

const earnings: Earnings = {
  coach: { _id: "coach-1", name: "Asha Rao" },
  commissionPercent: 20,
  balance: { pending: 1200, earned: 2000, paidOut: 1700, due: 300 },
  months: [
    { month: "2025-02", sessions: 2, fees: 3000, refunded: 2000, commission: 200, share: 800 },
    { month: "2025-01", sessions: 1, fees: 1500, refunded: 0, commission: 300, share: 1200 },
  ],
  month: "2025-02",
  lines: [
    {
      bookingId: "booking-1",
      start: "2025-02-01T10:00:00.000Z",
      title: "VOD review",
      learnerName: "Ravi",
      state: "COMPLETED",
      fee: 1500,
      refunded: 500,
      commission: 200,
      share: 800,
      status: "available",
    },
    {
      bookingId: "booking-2",
      start: "2025-02-10T10:00:00.000Z",
      title: "VOD review",
      learnerName: "Mira",
      state: "CANCELLED",
      fee: 1500,
      refunded: 1500,
      commission: 0,
      share: 0,
      status: "void",
    },
  ],
  payouts: [
    {
      _id: "payout-1",
      amount: 1700,
      paidOn: "2025-02-28",
      reference: "UTR-0001",
      createdAt: "2025-02-28T10:00:00.000Z",
    },
  ],
};

const cellsOf = (table: HTMLElement, index: number) =>
  within(within(table).getAllByRole("row")[index] as HTMLElement)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);

describe("EarningsStatement", () => {
  it("shows the balance, the month's sessions and totals, every month and the payouts; picks a month and exports", async () => {
    const onMonthChange = vi.fn();
    const onExport = vi.fn();
    const { user } = renderWithStore(
      <EarningsStatement
        earnings={earnings}
        month="2025-02"
        onMonthChange={onMonthChange}
        onExport={onExport}
      />,
    );
    const balance = screen.getByRole("heading", { name: "Balance" }).parentElement as HTMLElement;
    expect(within(balance).getByText("Due").nextSibling?.textContent).toBe("₹300");
    expect(within(balance).getByText("Pending").nextSibling?.textContent).toBe("₹1,200");
    expect(screen.getByText(/commission is 20%/)).toBeTruthy();

    const lines = screen.getByRole("table", { name: "Sessions of February 2025" });
    expect(cellsOf(lines, 1)).toEqual([
      expect.stringMatching(/^VOD review.*Completed$/),
      "Ravi",
      "₹1,500",
      "₹500",
      "₹200",
      "₹800",
      "Available",
    ]);
    expect(cellsOf(lines, 2).at(-1)).toBe("Void");
    expect(
      screen.getByText(/2 sessions · fees ₹3,000 · refunded ₹2,000 · commission ₹200 · share/),
    ).toBeTruthy();
    const months = screen.getByRole("table", { name: "Monthly totals, newest first" });
    expect(cellsOf(months, 2)).toEqual(["January 2025", "1", "₹1,500", "₹0", "₹300", "₹1,200"]);
    expect(cellsOf(screen.getByRole("table", { name: "Payouts, newest first" }), 1)).toEqual([
      "28 Feb 2025",
      "₹1,700",
      "UTR-0001",
    ]);

    const picker = screen.getByLabelText("Month");
    expect(
      within(picker)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["February 2025", "January 2025"]);
    await user.selectOptions(picker, "2025-01");
    expect(onMonthChange).toHaveBeenCalledWith("2025-01");
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    expect(onExport).toHaveBeenCalledOnce();
  });

  it("says so when the month has no session and nothing was paid out", () => {
    renderWithStore(
      <EarningsStatement
        earnings={{ ...earnings, months: [], month: "2026-03", lines: [], payouts: [] }}
        month="2026-03"
        onMonthChange={vi.fn()}
        onExport={vi.fn()}
      />,
    );
    expect(screen.getByText("No sessions in this month.")).toBeTruthy();
    expect(screen.getByText("No payouts yet.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getByRole("option", { name: "March 2026" })).toBeTruthy();
  });
});
