import type { Order } from "@clutch/contract";
import { paths } from "@clutch/contract";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { CashfreeScriptError, openCashfreeCheckout } from "../lib/cashfree";

/**
 * Opens an order's checkout in this window, the one way purchases and live sessions do it: the
 * built-in test checkout (`checkoutUrl`, a page of this app), or Cashfree.js in the mode the server
 * names. Resolves `{error: null}` when the page is on its way to the checkout, or with a sentence
 * (Cashfree.js's own two, or Cashfree's) when it cannot open; then trying again may work.
 */
export function useOpenCheckout() {
  const navigate = useNavigate();
  return useCallback(
    async (order: Order): Promise<{ error: string | null }> => {
      if (order.provider === "local") {
        const url = order.checkoutUrl ?? paths.localCheckout(order.paymentSessionId);
        // The test checkout is one of this app's pages; anything else is a page of its own.
        if (url.startsWith("/") && !url.startsWith("//")) navigate(url);
        else window.location.assign(url);
        return { error: null };
      }
      try {
        return await openCashfreeCheckout(order.cashfreeMode ?? "production", order.paymentSessionId);
      } catch (error) {
        if (error instanceof CashfreeScriptError) return { error: error.message };
        throw error;
      }
    },
    [navigate],
  );
}
