const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** Cashfree writes its timestamps in IST with an explicit offset: `2023-08-11T18:02:46+05:30`. */
export function istTimestamp(ms: number): string {
  return `${new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 19)}+05:30`;
}
