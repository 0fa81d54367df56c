import type { Order } from "@clutch/contract";
import { useCallback } from "react";
import { type NavigateFunction, useNavigate } from "react-router";
import { openCashfreeCheckout } from "./cashfree";

/** Resolves `{error: null}` when the page is on its way to the checkout, else with a sentence to show. */
type OpenResult = { error: string | null };

/** Opens one provider's checkout for its order, in this window. */
type CheckoutOpener<P extends Order["provider"]> = (
  order: Order & { provider: P },
  navigate: NavigateFunction,
) => Promise<OpenResult>;

/** One opener per payment provider the server may name: a new provider is one entry here. */
const OPENERS: { [P in Order["provider"]]: CheckoutOpener<P> } = {
  // The built-in test checkout: a page of this app, or wherever the server points.
  local: async (order, navigate) => {
    const url = order.checkoutUrl;
    if (url.startsWith("/") && !url.startsWith("//")) navigate(url);
    else window.location.assign(url);
    return { error: null };
  },
  cashfree: (order) => openCashfreeCheckout(order.cashfreeMode, order.paymentSessionId),
};

function openerFor<P extends Order["provider"]>(provider: P): CheckoutOpener<P> {
  return OPENERS[provider];
}

/**
 * Opens an order's checkout in this window, the one way purchases and live sessions do it: the
 * opener of the provider the order names. When it cannot open, the answer carries the sentence to
 * show, and trying again may work.
 */
export function useOpenCheckout() {
  const navigate = useNavigate();
  return useCallback(
    (order: Order): Promise<OpenResult> => openerFor(order.provider)(order, navigate),
    [navigate],
  );
}
