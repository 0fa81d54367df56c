import type { PurchasableKind } from "@clutch/contract";
import { useCallback } from "react";
import { useCheckoutAttempt } from "../../../lib/checkout/use-checkout-attempt";
import { notify } from "../../../lib/toast";
import { useCreateOrderMutation } from "../api";
import { purchaseFailure, SCRIPT_FAILURE_HINT } from "../lib/order-failure";

/** The signed-in user buying: the create-order call sends their id and e-mail. */
type Buyer = { _id: string; email: string };

export type PurchaseOptions = {
  kind: PurchasableKind;
  itemId: string;
  /** The price the page shows (the server charges its own). */
  price: number;
  buyer: Buyer;
  /** The coach the page is about, when it has one. */
  coachId?: string;
};

/**
 * The Purchase flow of docs/product.md#purchases: a checkout attempt whose order is the item's. The
 * server hands back the same order while one for the item is open, so trying again is safe.
 */
export function usePurchase({ kind, itemId, price, buyer, coachId }: PurchaseOptions) {
  const [createOrder] = useCreateOrderMutation();
  return useCheckoutAttempt({
    createOrder: useCallback(
      async (phone: string | undefined) => {
        const { order } = await createOrder({
          kind,
          itemId,
          amount: price,
          email: buyer.email,
          userId: buyer._id,
          ...(coachId ? { coachId } : {}),
          ...(phone ? { phone } : {}),
        }).unwrap();
        return order;
      },
      [createOrder, kind, itemId, price, buyer._id, buyer.email, coachId],
    ),
    onFailure: useCallback((error: unknown) => {
      const failure = purchaseFailure(error);
      // Owned already: the user data is being refreshed and the button is about to go away.
      if (failure.kind === "message" && !failure.retry) notify.info(failure.message);
      return failure;
    }, []),
    openFailureHint: SCRIPT_FAILURE_HINT,
  });
}
