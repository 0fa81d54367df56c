import { describe, expect, it } from "vitest";
import { reportPeriod } from "../../src/modules/reports/period";

describe("reportPeriod", () => {
  it("defaults to the 30 days up to today, one bucket a day", () => {
    const period = reportPeriod({ granularity: "day" }, "2024-03-05");
    expect([period.from, period.to, period.endExclusive]).toEqual(["2024-02-05", "2024-03-05", "2024-03-06"]);
    expect(period.buckets).toHaveLength(30);
    // 2024 is a leap year: 29 February is a day of its own.
    expect(period.buckets.map((b) => b.start)).toContain("2024-02-29");
  });

  it("widens to whole ISO weeks (Monday to Sunday) and months, across a year's end", () => {
    const weeks = reportPeriod({ from: "2024-12-31", to: "2025-01-01", granularity: "week" });
    expect(weeks.buckets).toEqual([{ start: "2024-12-30", end: "2025-01-05" }]);
    const months = reportPeriod({ from: "2024-11-15", to: "2025-02-10", granularity: "month" });
    expect(months.buckets).toEqual([
      { start: "2024-11-01", end: "2024-11-30" },
      { start: "2024-12-01", end: "2024-12-31" },
      { start: "2025-01-01", end: "2025-01-31" },
      { start: "2025-02-01", end: "2025-02-28" },
    ]);
    expect(months.endExclusive).toBe("2025-03-01");
  });

  it("takes a start after today as the whole period, and refuses more than 366 buckets", () => {
    expect(reportPeriod({ from: "2030-01-01", granularity: "day" }, "2024-01-01").buckets).toHaveLength(1);
    expect(reportPeriod({ from: "2024-01-01", to: "2024-12-31", granularity: "day" }).buckets).toHaveLength(
      366,
    );
    expect(() => reportPeriod({ from: "2024-01-01", to: "2025-01-01", granularity: "day" })).toThrow(
      /at most 366 bars/,
    );
  });
});
