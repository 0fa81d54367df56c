import { type ErrorCode, messages } from "@clutch/contract";
import { isApiError } from "../../../lib/api-error";
import { phoneNeeded, serverSentence } from "../../../lib/checkout/failure";

/** What the booking panel or the Booking details dialog does about a failed call. */
export type BookingFailure =
  /** The payment provider needs a phone number: ask for one, then try again with it. */
  | { kind: "phone"; message: string }
  /** The slot went (taken, or no longer offered): say so; the slots are being fetched again. */
  | { kind: "slot"; message: string }
  /** Say why; `retry` when trying again may well work. */
  | { kind: "message"; message: string; retry: boolean };

/** Refusals whose own sentence says more than the fallback; `true` where trying again may help. */
const SERVER_SENTENCES: Readonly<Record<string, boolean>> & Partial<Record<ErrorCode, boolean>> = {
  TOO_LATE_TO_CANCEL: false,
  PAYMENT_PROVIDER_ERROR: true,
  CONFLICT: true,
  NOT_FOUND: false,
  RATE_LIMITED: true,
  SERVICE_UNAVAILABLE: true,
  UNAUTHORIZED: false,
};

/**
 * The message for a failed booking, cancellation or move (docs/product.md#live-sessions): the
 * server's own sentence where it is the useful one (a slot that went, too late to change, the
 * payment provider), `fallback` for any other answer, "Something went wrong. Please try again."
 * when no answer came.
 */
export function bookingFailure(error: unknown, fallback: string): BookingFailure {
  if (!isApiError(error) || error.status === 0) {
    return { kind: "message", message: messages.payment.somethingWentWrong, retry: true };
  }
  const sentence = serverSentence(error);
  if (error.code === "SLOT_TAKEN")
    return { kind: "slot", message: sentence ?? messages.liveSessions.slotTaken };
  if (error.code === "SLOT_UNAVAILABLE") {
    return { kind: "slot", message: sentence ?? messages.liveSessions.slotUnavailable };
  }
  const phone = phoneNeeded(error);
  if (phone) return phone;
  const retry = SERVER_SENTENCES[error.code];
  if (retry !== undefined && sentence) return { kind: "message", message: sentence, retry };
  return { kind: "message", message: fallback, retry: true };
}
