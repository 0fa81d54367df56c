import { messages } from "@clutch/contract";
import { useCallback, useMemo } from "react";
import type { CheckoutFailure } from "../../../lib/checkout/failure";
import { useCheckoutAttempt } from "../../../lib/checkout/use-checkout-attempt";
import { browserTimeZone } from "../../../lib/time";
import { useBookSessionMutation } from "../api";
import { bookingFailure } from "../lib/booking-failure";

/** The slot to book, and what the learner wants to work on (optional). */
type BookingChoice = { coachId: string; sessionTypeId: string; start: string; notes?: string };

/**
 * "Book and pay" (docs/product.md#live-sessions): a checkout attempt whose order comes with the
 * held slot (`POST /api/live-sessions`). A slot that went meanwhile (SLOT_TAKEN, SLOT_UNAVAILABLE)
 * is said and `onSlotGone` runs (the slots are refetched by the booking call's cache invalidation).
 */
export function useBookSession({
  choice,
  onSlotGone,
}: {
  choice: BookingChoice | null;
  onSlotGone: () => void;
}) {
  const [bookSession] = useBookSessionMutation();
  const holdSlot = useMemo(() => {
    if (!choice) return null;
    return async (phone: string | undefined) => {
      // The learner's zone goes along, so their e-mails show their own local time.
      const timeZone = browserTimeZone();
      const { order } = await bookSession({
        ...choice,
        ...(timeZone ? { timeZone } : {}),
        ...(phone ? { phone } : {}),
      }).unwrap();
      return order;
    };
  }, [bookSession, choice]);
  return useCheckoutAttempt({
    createOrder: holdSlot,
    onFailure: useCallback(
      (error: unknown): CheckoutFailure => {
        const failure = bookingFailure(error, messages.liveSessions.bookFailed);
        if (failure.kind !== "slot") return failure;
        onSlotGone();
        return { kind: "message", message: failure.message, retry: false };
      },
      [onSlotGone],
    ),
  });
}
