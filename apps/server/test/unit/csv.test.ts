import { describe, expect, it } from "vitest";
import { toCsv } from "../../src/lib/csv";

type Row = { name: string; amount: number; at: Date | null };
const columns = [
  { header: "Name", value: (row: Row) => row.name },
  { header: "Amount", value: (row: Row) => row.amount },
  { header: "At", value: (row: Row) => row.at },
] as const;

describe("toCsv", () => {
  it("writes a header and one CRLF line per row, quoting what needs it", () => {
    const csv = toCsv(columns, [
      { name: 'Say "hi", all', amount: 499, at: new Date("2026-01-02T03:04:05Z") },
      { name: "two\nlines", amount: -5, at: null },
    ]);
    expect(csv).toBe(
      'Name,Amount,At\r\n"Say ""hi"", all",499,2026-01-02T03:04:05.000Z\r\n"two\nlines",-5,\r\n',
    );
  });

  it("keeps text that a spreadsheet would run as a formula as text", () => {
    const csv = toCsv(columns, [{ name: '=HYPERLINK("x")', amount: 1, at: null }]);
    expect(csv.split("\r\n")[1]).toBe(`"'=HYPERLINK(""x"")",1,`);
    expect(toCsv(columns, [{ name: "@SUM(A1)", amount: 1, at: null }])).toContain("'@SUM(A1)");
  });
});
