import { type ErrorCode, messages } from "@clutch/contract";
import { isApiError } from "../../../lib/api-error";

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
  const serverSentence = error.fromServer && error.message.trim() ? error.message : null;
  if (error.code === "SLOT_TAKEN")
    return { kind: "slot", message: serverSentence ?? messages.liveSessions.slotTaken };
  if (error.code === "SLOT_UNAVAILABLE") {
    return { kind: "slot", message: serverSentence ?? messages.liveSessions.slotUnavailable };
  }
  if (error.code === "PHONE_REQUIRED") {
    return { kind: "phone", message: serverSentence ?? messages.payment.phoneRequired };
  }
  // A phone number the server would not take (400 VALIDATION_ERROR on `phone`): ask again.
  const phoneIssue = error.errors?.find((issue) => issue.path === "phone");
  if (error.code === "VALIDATION_ERROR" && phoneIssue) {
    return { kind: "phone", message: phoneIssue.message || messages.payment.phoneRequired };
  }
  const retry = SERVER_SENTENCES[error.code];
  if (retry !== undefined && serverSentence) return { kind: "message", message: serverSentence, retry };
  return { kind: "message", message: fallback, retry: true };
}
