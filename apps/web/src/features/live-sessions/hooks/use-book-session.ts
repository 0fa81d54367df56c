import { messages } from "@clutch/contract";
import { useCallback, useRef, useState } from "react";
import { useOpenCheckout } from "../../../hooks/use-open-checkout";
import { useBookSessionMutation } from "../api";
import { bookingFailure } from "../lib/booking-failure";
import { browserTimeZone } from "../lib/time";

/** The slot to book. */
export type BookingChoice = { coachId: string; sessionTypeId: string; start: string };

/** Why the last attempt did not reach a checkout, and whether trying again makes sense. */
export type BookingProblem = { message: string; retry: boolean };

/**
 * "Book and pay" (docs/product.md#live-sessions): hold the slot (`POST /api/live-sessions`), then
 * open its order's checkout exactly as a purchase does: the built-in test checkout
 * (`checkoutUrl`, a page of this app), or Cashfree.js. One attempt at a time (a second press while
 * one runs does nothing). A slot that went meanwhile (SLOT_TAKEN, SLOT_UNAVAILABLE) is said and
 * `onSlotGone` runs (the slots are refetched by the booking call's cache invalidation);
 * PHONE_REQUIRED asks for a phone number (`phone`), and `book(phone)` tries again with it.
 */
export function useBookSession({
  choice,
  onSlotGone,
}: {
  choice: BookingChoice | null;
  onSlotGone: () => void;
}) {
  const openCheckout = useOpenCheckout();
  const [bookSession] = useBookSessionMutation();
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<BookingProblem | null>(null);
  /** The phone prompt: open or not, and why the last number was refused. */
  const [phone, setPhone] = useState<{ open: boolean; error: string | null }>({ open: false, error: null });

  const book = useCallback(
    async (phoneNumber?: string) => {
      if (running.current || !choice) return;
      running.current = true;
      setBusy(true);
      setProblem(null);
      let leaving = false;
      try {
        // The learner's zone goes along, so their e-mails show their own local time.
        const timeZone = browserTimeZone();
        const { order } = await bookSession({
          ...choice,
          ...(timeZone ? { timeZone } : {}),
          ...(phoneNumber ? { phone: phoneNumber } : {}),
        }).unwrap();
        setPhone({ open: false, error: null });
        const opened = await openCheckout(order);
        if (opened.error) {
          setProblem({ message: opened.error, retry: true });
          return;
        }
        // The checkout is taking the page over; it comes back to the result page.
        leaving = true;
      } catch (error) {
        const failure = bookingFailure(error, messages.liveSessions.bookFailed);
        if (failure.kind === "phone") {
          // The first refusal only asks; a refused number says why.
          setPhone({ open: true, error: phoneNumber ? failure.message : null });
          return;
        }
        setPhone({ open: false, error: null });
        if (failure.kind === "slot") {
          setProblem({ message: failure.message, retry: false });
          onSlotGone();
          return;
        }
        setProblem({ message: failure.message, retry: failure.retry });
      } finally {
        if (!leaving) {
          running.current = false;
          setBusy(false);
        }
      }
    },
    [bookSession, choice, openCheckout, onSlotGone],
  );

  return {
    busy,
    problem,
    book,
    dismissProblem: useCallback(() => setProblem(null), []),
    phone: {
      ...phone,
      submit: (digits: string) => void book(digits),
      close: () => setPhone({ open: false, error: null }),
    },
  };
}
