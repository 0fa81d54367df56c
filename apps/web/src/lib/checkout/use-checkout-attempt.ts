import type { Order } from "@clutch/contract";
import { useCallback, useRef, useState } from "react";
import type { CheckoutFailure, CheckoutProblem } from "./failure";
import { useOpenCheckout } from "./open-checkout";

type CheckoutAttemptOptions = {
  /**
   * Creates the order to pay (a purchase, a held slot), with the buyer's phone number once they gave
   * one; null while there is nothing to pay for yet.
   */
  createOrder: ((phone: string | undefined) => Promise<Order>) | null;
  /**
   * What to make of a refused or failed attempt: ask for a phone number, or say why. It may act on
   * it too (a toast, letting go of a slot that went).
   */
  onFailure: (error: unknown) => CheckoutFailure;
  /** Said under the opener's sentence when the provider's checkout cannot open. */
  openFailureHint?: string;
};

const PROMPT_CLOSED = { open: false, error: null };

/**
 * One attempt to pay, the way purchases and paid bookings both do it: create the order, then open
 * the provider's checkout in this window. One attempt at a time (a second press while one runs does
 * nothing: no double orders); once the checkout takes the page over the attempt stays busy until
 * the page goes. A failure is said as `problem` (with "Try again" where that can help);
 * PHONE_REQUIRED opens the phone prompt (`phone`), and `start(phone)` tries again with the number.
 */
export function useCheckoutAttempt({ createOrder, onFailure, openFailureHint }: CheckoutAttemptOptions) {
  const openCheckout = useOpenCheckout();
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<CheckoutProblem | null>(null);
  /** The phone prompt: open or not, and why the last number was refused. */
  const [phone, setPhone] = useState<{ open: boolean; error: string | null }>(PROMPT_CLOSED);

  const start = useCallback(
    async (phoneNumber?: string) => {
      if (running.current || !createOrder) return;
      running.current = true;
      setBusy(true);
      setProblem(null);
      let leaving = false;
      try {
        const order = await createOrder(phoneNumber);
        setPhone(PROMPT_CLOSED);
        const opened = await openCheckout(order);
        if (opened.error) {
          setProblem({
            message: opened.error,
            retry: true,
            ...(openFailureHint ? { hint: openFailureHint } : {}),
          });
          return;
        }
        // The checkout is taking the page over; it comes back to the result page.
        leaving = true;
      } catch (error) {
        const failure = onFailure(error);
        if (failure.kind === "phone") {
          // The first refusal only asks; a refused number says why.
          setPhone({ open: true, error: phoneNumber ? failure.message : null });
          return;
        }
        setPhone(PROMPT_CLOSED);
        setProblem({
          message: failure.message,
          retry: failure.retry,
          ...(failure.hint ? { hint: failure.hint } : {}),
        });
      } finally {
        if (!leaving) {
          running.current = false;
          setBusy(false);
        }
      }
    },
    [createOrder, onFailure, openCheckout, openFailureHint],
  );

  return {
    busy,
    problem,
    start,
    dismissProblem: useCallback(() => setProblem(null), []),
    phone: {
      ...phone,
      submit: (digits: string) => void start(digits),
      close: () => setPhone(PROMPT_CLOSED),
    },
  };
}

export type CheckoutAttempt = ReturnType<typeof useCheckoutAttempt>;
