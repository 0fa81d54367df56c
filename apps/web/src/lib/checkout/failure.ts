import { messages } from "@clutch/contract";
import type { ApiError } from "../api-error";

/** Why the last attempt did not reach a checkout, and whether trying again makes sense. */
export type CheckoutProblem = { message: string; retry: boolean; hint?: string };

/** What a flow makes of a refused attempt: ask for the buyer's phone number, or say why. */
export type CheckoutFailure = { kind: "phone"; message: string } | ({ kind: "message" } & CheckoutProblem);

/** The server's own sentence for a refusal, when it sent one. */
export function serverSentence(error: ApiError): string | null {
  return error.fromServer && error.message.trim() ? error.message : null;
}

/**
 * A checkout (a purchase or a paid booking) the provider cannot start without the buyer's phone:
 * none on file (`PHONE_REQUIRED`), or one the server would not take (400 `VALIDATION_ERROR` on
 * `phone`). The answer is what to ask the buyer; null for any other refusal.
 */
export function phoneNeeded(error: ApiError): { kind: "phone"; message: string } | null {
  if (error.code === "PHONE_REQUIRED") {
    return { kind: "phone", message: serverSentence(error) ?? messages.payment.phoneRequired };
  }
  const phoneIssue = error.errors?.find((issue) => issue.path === "phone");
  if (error.code === "VALIDATION_ERROR" && phoneIssue) {
    return { kind: "phone", message: phoneIssue.message || messages.payment.phoneRequired };
  }
  return null;
}
