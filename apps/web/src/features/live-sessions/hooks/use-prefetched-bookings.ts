import { useEffect } from "react";
import { BOOKINGS_FRESH_SECONDS, useLiveSessionsPrefetch } from "../api";

/**
 * Asks for the learner's bookings beside the account check rather than after it; My Bookings then
 * finds them in the store. Only with a stored sign-in: a visitor is asked to sign in first.
 */
export function usePrefetchedBookings(signedIn: boolean) {
  const prefetch = useLiveSessionsPrefetch("listBookings", { ifOlderThan: BOOKINGS_FRESH_SECONDS });
  // biome-ignore lint/correctness/useExhaustiveDependencies: on arrival only; the page asks for itself after.
  useEffect(() => {
    if (signedIn) prefetch();
  }, []);
}
