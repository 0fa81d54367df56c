import { ADMIN_BOOKING_STATES, type AdminBookingState, type ApiQuery } from "@clutch/contract";
import { useCallback } from "react";
import { useSearchParams } from "react-router";

/** The bookings page's filters as the address keeps them (days as YYYY-MM-DD; "" when unset). */
export type BookingFilters = {
  coachId: string;
  state: AdminBookingState | "";
  from: string;
  to: string;
  q: string;
  /** "open": the queue of disputed no-shows waiting for a decision. */
  dispute: "open" | "";
};
const FILTERS = [
  "coachId",
  "state",
  "from",
  "to",
  "q",
  "dispute",
] as const satisfies readonly (keyof BookingFilters)[];

const isState = (value: string | null): value is AdminBookingState =>
  (ADMIN_BOOKING_STATES as readonly (string | null)[]).includes(value);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The bookings page's filters and page, kept in the address's query (a list can be shared, reloaded,
 * and Back returns to it). A changed filter starts again at page 1.
 */
export function useBookingParams() {
  const [params, setParams] = useSearchParams();
  const day = (name: string) => {
    const value = params.get(name) ?? "";
    return DAY.test(value) ? value : "";
  };
  const rawState = params.get("state");
  const filters: BookingFilters = {
    coachId: params.get("coachId") ?? "",
    state: isState(rawState) ? rawState : "",
    from: day("from"),
    to: day("to"),
    q: params.get("q") ?? "",
    dispute: params.get("dispute") === "open" ? "open" : "",
  };
  const page = Math.max(1, Math.floor(Number(params.get("page"))) || 1);

  const update = useCallback(
    (change: Partial<BookingFilters> & { page?: number }, replace = false) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const name of FILTERS) {
            const value = change[name];
            if (value !== undefined) {
              if (value) next.set(name, value);
              else next.delete(name);
            }
          }
          if (change.page && change.page > 1) next.set("page", String(change.page));
          else next.delete("page");
          return next;
        },
        { replace },
      );
    },
    [setParams],
  );
  return { filters, page, update };
}

/** The list call's query: unset filters left out. */
export function bookingsQuery(
  filters: BookingFilters,
  page: number,
  limit: number,
): ApiQuery<"adminListBookings"> {
  const set = Object.entries(filters).filter(([, value]) => value !== "");
  return { ...Object.fromEntries(set), page, limit };
}
