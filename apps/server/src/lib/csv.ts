import type { FastifyReply } from "fastify";

type Cell = string | number | boolean | Date | null | undefined;

/** Characters a spreadsheet reads as the start of a formula (CSV injection, OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;

function cellText(value: Cell): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  const text = String(value);
  // Numbers stay numbers; text that a spreadsheet would run as a formula is kept as text.
  const safe = typeof value === "string" && FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** RFC 4180 text: a header line, then one line per row, CRLF line ends. */
export function toCsv<Row>(
  columns: readonly { header: string; value: (row: Row) => Cell }[],
  rows: readonly Row[],
) {
  const lines = [columns.map((column) => cellText(column.header)).join(",")];
  for (const row of rows) lines.push(columns.map((column) => cellText(column.value(row))).join(","));
  return `${lines.join("\r\n")}\r\n`;
}

/** Sends CSV text as a download named `filename` (never cached: it holds business figures). */
export function sendCsv(reply: FastifyReply, filename: string, csv: string) {
  return reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${filename.replace(/[^\w.-]/g, "_")}"`)
    .header("cache-control", "no-store")
    .send(csv);
}
