import type { PurchasableKind } from "@clutch/contract";
import { useCallback, useRef, useState } from "react";
import { useOpenCheckout } from "../../../hooks/use-open-checkout";
import { notify } from "../../../lib/toast";
import { useCreateOrderMutation } from "../api";
import { purchaseFailure, SCRIPT_FAILURE_HINT } from "../lib/order-failure";

/** The signed-in user buying: the create-order call sends their id and e-mail. */
export type Buyer = { _id: string; email: string };

export type PurchaseOptions = {
  kind: PurchasableKind;
  itemId: string;
  /** The price the page shows (the server charges its own). */
  price: number;
  buyer: Buyer;
  /** The coach the page is about, when it has one. */
  coachId?: string;
};

/** Why the last attempt did not reach a checkout, and whether trying again makes sense. */
export type PurchaseProblem = { message: string; retry: boolean; hint?: string };

/**
 * The Purchase flow of docs/product.md#purchases: create an order for the item, then open the
 * provider's checkout in this window — the built-in test checkout (`checkoutUrl`), or Cashfree.js.
 * One attempt at a time (a second press while one runs does nothing: no double orders); the
 * server hands back the same order while one for the item is open, so trying again is safe.
 * PHONE_REQUIRED asks for a phone number (`phone`), and `start(phone)` tries again with it.
 */
export function usePurchase({ kind, itemId, price, buyer, coachId }: PurchaseOptions) {
  const openCheckout = useOpenCheckout();
  const [createOrder] = useCreateOrderMutation();
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<PurchaseProblem | null>(null);
  /** The phone prompt: open or not, and why the last number was refused. */
  const [phone, setPhone] = useState<{ open: boolean; error: string | null }>({ open: false, error: null });

  const start = useCallback(
    async (phoneNumber?: string) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      setProblem(null);
      let leaving = false;
      try {
        const { order } = await createOrder({
          kind,
          itemId,
          amount: price,
          email: buyer.email,
          userId: buyer._id,
          ...(coachId ? { coachId } : {}),
          ...(phoneNumber ? { phone: phoneNumber } : {}),
        }).unwrap();
        setPhone({ open: false, error: null });
        const opened = await openCheckout(order);
        if (opened.error) {
          setProblem({ message: opened.error, retry: true, hint: SCRIPT_FAILURE_HINT });
          return;
        }
        // The checkout is taking the page over; it comes back to the result page.
        leaving = true;
      } catch (error) {
        const failure = purchaseFailure(error);
        if (failure.kind === "phone") {
          // The first refusal only asks; a refused number says why.
          setPhone({ open: true, error: phoneNumber ? failure.message : null });
          return;
        }
        setPhone({ open: false, error: null });
        setProblem({
          message: failure.message,
          retry: failure.retry,
          ...(failure.hint ? { hint: failure.hint } : {}),
        });
        // Owned already: the user data is being refreshed and the button is about to go away.
        if (!failure.retry) notify.info(failure.message);
      } finally {
        if (!leaving) {
          running.current = false;
          setBusy(false);
        }
      }
    },
    [createOrder, kind, itemId, price, buyer._id, buyer.email, coachId, openCheckout],
  );

  return {
    busy,
    problem,
    start,
    dismissProblem: useCallback(() => setProblem(null), []),
    phone: {
      ...phone,
      submit: (digits: string) => void start(digits),
      close: () => setPhone({ open: false, error: null }),
    },
  };
}
