import { type ErrorCode, messages } from "@clutch/contract";
import { isApiError } from "../../../lib/api-error";
import { type CheckoutFailure, phoneNeeded, serverSentence } from "../../../lib/checkout/failure";

/** Under Cashfree.js's own (terse) sentences: what happened, in the user's words. */
export const SCRIPT_FAILURE_HINT =
  "The secure payment page could not be opened. Check your connection (or a content blocker) and try again.";

/**
 * Refusals whose own sentence is the message: it says exactly why there is nothing to pay
 * (docs/product.md#purchases), and trying again would not help.
 */
const OWN_SENTENCE: ReadonlySet<string> = new Set<ErrorCode>(["ALREADY_OWNED", "FREE_ITEM", "UNAUTHORIZED"]);

/**
 * Refusals that are a failure to create the order, where trying again may well work: the message is
 * "Failed to create payment order!" (docs/product.md#purchases) and the server's sentence (the
 * provider could not be reached, one is being set up, too many tries...) is the hint under it.
 */
const HINTED: ReadonlySet<string> = new Set<ErrorCode>([
  "PAYMENT_PROVIDER_ERROR",
  "CONFLICT",
  "RATE_LIMITED",
  "SERVICE_UNAVAILABLE",
]);

/**
 * The message for a failed create-order call (docs/product.md#purchases): "Failed to create payment
 * order!" for any answer without an order (with the server's sentence as the hint where it tells the
 * user what to do), the server's own sentence where there is nothing to pay, "Something went wrong.
 * Please try again." when no answer came (or the code failed). A checkout that does not open says
 * its own sentence, with SCRIPT_FAILURE_HINT under it.
 */
export function purchaseFailure(error: unknown): CheckoutFailure {
  if (!isApiError(error) || error.status === 0) {
    return { kind: "message", message: messages.payment.somethingWentWrong, retry: true };
  }
  const phone = phoneNeeded(error);
  if (phone) return phone;
  const sentence = serverSentence(error);
  if (sentence && OWN_SENTENCE.has(error.code)) return { kind: "message", message: sentence, retry: false };
  const failed = { kind: "message", message: messages.payment.createOrderFailed, retry: true } as const;
  return sentence && HINTED.has(error.code) ? { ...failed, hint: sentence } : failed;
}
