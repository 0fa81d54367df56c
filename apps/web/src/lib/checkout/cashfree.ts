import { messages } from "@clutch/contract";

/**
 * Cashfree.js v3 (docs/product.md#purchases):
 * always loaded from Cashfree's host, never bundled, and only when a checkout starts. The page's
 * Content-Security-Policy allows scripts from https://sdk.cashfree.com.
 */
const CASHFREE_JS_URL = "https://sdk.cashfree.com/js/v3/cashfree.js";

type CashfreeMode = "sandbox" | "production";

type CheckoutResult = { error?: { message?: string } } | undefined;

/** The part of Cashfree.js the app uses: `Cashfree({mode}).checkout({...})`. */
type CashfreeFactory = (options: { mode: CashfreeMode }) => {
  checkout: (options: { paymentSessionId: string; redirectTarget: "_self" }) => Promise<CheckoutResult>;
};

declare global {
  interface Window {
    Cashfree?: CashfreeFactory;
  }
}

/** A failure of Cashfree.js itself (not of the order): its message is one of the product's sentences. */
class CashfreeScriptError extends Error {
  override name = "CashfreeScriptError";
}

let loading: Promise<CashfreeFactory> | null = null;

/**
 * Cashfree's `Cashfree` function, adding its script to the page the first time (once: later calls
 * share the same load). A failed load is forgotten, so the next call tries again.
 */
function loadCashfree(): Promise<CashfreeFactory> {
  if (window.Cashfree) return Promise.resolve(window.Cashfree);
  loading ??= new Promise<CashfreeFactory>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = CASHFREE_JS_URL;
    script.async = true;
    script.addEventListener("load", () => {
      if (window.Cashfree) resolve(window.Cashfree);
      else {
        script.remove();
        reject(new CashfreeScriptError(messages.payment.scriptUnavailable));
      }
    });
    script.addEventListener("error", () => {
      script.remove();
      reject(new CashfreeScriptError(messages.payment.scriptLoadFailed));
    });
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * Opens Cashfree's checkout in this window (`redirectTarget: "_self"`): the page goes to Cashfree
 * and comes back to the order's `return_url`, the result page. Resolves with an error only when the
 * checkout could not open: Cashfree's own message (or "Something went wrong"), or one of the
 * product's two sentences when the script did not load.
 */
export async function openCashfreeCheckout(
  mode: CashfreeMode,
  paymentSessionId: string,
): Promise<{ error: string | null }> {
  let Cashfree: CashfreeFactory;
  try {
    Cashfree = await loadCashfree();
  } catch (error) {
    if (error instanceof CashfreeScriptError) return { error: error.message };
    throw error;
  }
  const result = await Cashfree({ mode }).checkout({ paymentSessionId, redirectTarget: "_self" });
  if (result?.error) return { error: result.error.message?.trim() || messages.payment.somethingWentWrong };
  return { error: null };
}
