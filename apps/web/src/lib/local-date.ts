/*
 * Instants in the browser's own time zone (and calendar days, read in UTC), written as
 * `Intl.DateTimeFormat("en-IN")` writes them with `dateStyle: "medium"` ("5 Mar 2026") and
 * `timeStyle: "short"` ("2:30 pm"), but without Intl: the first Intl formatter a page builds loads
 * the locale's data (27–63 ms on a desktop CPU, several times that on a phone), in the task that
 * renders the page. Date's own getters cost nothing of the kind. Other zones need Intl (lib/time.ts).
 */

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"];

/** "5 Mar 2026". */
export function localDate(date: Date): string {
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** "5 Mar 2026" for the UTC day of `date`: a calendar day ("2026-03-05") read as midnight UTC. */
export function utcDate(date: Date): string {
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** "5 Mar 2026, 2:30 pm". */
export function localDateTime(date: Date): string {
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, "0");
  return `${localDate(date)}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? "am" : "pm"}`;
}
