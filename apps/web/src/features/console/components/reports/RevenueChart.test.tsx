import type { ReportBucket } from "@clutch/contract";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

const description = (element: HTMLElement) =>
  document.getElementById(element.getAttribute("aria-describedby") ?? "")?.textContent;

import { RevenueChart } from "./RevenueChart";

const bucket = (start: string, gross: number, refunds: number): ReportBucket => ({
  start,
  end: start,
  gross,
  refunds,
  net: gross - refunds,
  ordersPaid: gross > 0 ? 1 : 0,
  bookingsConfirmed: 0,
  refundCount: refunds > 0 ? 1 : 0,
});

describe("RevenueChart", () => {
  it("is one image named for its step and described by its sums and best bar", () => {
    render(
      <RevenueChart
        granularity="day"
        buckets={[bucket("2024-03-10", 1999, 0), bucket("2024-03-11", 0, 0), bucket("2024-03-12", 0, 999)]}
      />,
    );
    const chart = screen.getByRole("img", { name: "Revenue by day" });
    expect(description(chart)).toBe(
      "3 bars, 10 Mar 2024 to 12 Mar 2024. Gross ₹1,999, refunds ₹999, net ₹1,000. Highest gross: ₹1,999, 10 Mar 2024.",
    );
    // A gross and a refund bar per bucket, the net line, and an axis that goes below zero for a refund-only day.
    expect(chart.querySelectorAll("rect")).toHaveLength(6);
    expect(chart.querySelector("polyline")?.getAttribute("points")?.split(" ")).toHaveLength(3);
    expect(chart.textContent).toContain("-₹");
  });

  it("draws empty buckets on a zero axis without failing", () => {
    render(<RevenueChart granularity="month" buckets={[bucket("2024-03-01", 0, 0)]} />);
    const chart = screen.getByRole("img", { name: "Revenue by month" });
    expect(description(chart)).toBe("1 bar, Mar 2024 to Mar 2024. Gross ₹0, refunds ₹0, net ₹0.");
  });
});
