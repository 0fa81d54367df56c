import { type ErrorCode, messages } from "@clutch/contract";
import { isApiError } from "../../../lib/api-error";
import { CashfreeScriptError } from "../../../lib/cashfree";
import { phoneNeeded, serverSentence } from "../../../lib/checkout-failure";

/** What the Purchase button does about a failed attempt to start paying. */
export type PurchaseFailure =
  /** The provider needs a phone number: ask for one, then try again with it. */
  | { kind: "phone"; message: string }
  /** Say why; `retry` when trying again may well work (a network blip, the provider, the script). */
  | { kind: "message"; message: string; retry: boolean; hint?: string };

/** Under Cashfree.js's own (terse) sentences: what happened, in the user's words. */
export const SCRIPT_FAILURE_HINT =
  "The secure payment page could not be opened. Check your connection (or a content blocker) and try again.";

/**
 * Refusals whose own sentence tells the user more than "Failed to create payment order!"
 * (docs/product.md#purchases); `true` where trying again may help.
 */
const SERVER_SENTENCES: Readonly<Record<string, boolean>> & Partial<Record<ErrorCode, boolean>> = {
  ALREADY_OWNED: false,
  FREE_ITEM: false,
  PAYMENT_PROVIDER_ERROR: true,
  CONFLICT: true,
  RATE_LIMITED: true,
  SERVICE_UNAVAILABLE: true,
  UNAUTHORIZED: false,
};

/**
 * The message for a failed create-order call or checkout start (docs/product.md#purchases): the
 * server's own sentence where it is the more useful one, "Failed to create payment order!" for any
 * other answer without an order, "Something went wrong. Please try again." when no answer came
 * (or the code failed), and Cashfree.js's own two sentences for its script.
 */
export function purchaseFailure(error: unknown): PurchaseFailure {
  if (error instanceof CashfreeScriptError) {
    return { kind: "message", message: error.message, retry: true, hint: SCRIPT_FAILURE_HINT };
  }
  if (!isApiError(error) || error.status === 0) {
    return { kind: "message", message: messages.payment.somethingWentWrong, retry: true };
  }
  const phone = phoneNeeded(error);
  if (phone) return phone;
  const sentence = serverSentence(error);
  const retry = SERVER_SENTENCES[error.code];
  if (retry !== undefined && sentence) return { kind: "message", message: sentence, retry };
  return { kind: "message", message: messages.payment.createOrderFailed, retry: true };
}
