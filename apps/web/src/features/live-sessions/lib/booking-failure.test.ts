import { messages } from "@clutch/contract";
import { describe, expect, it } from "vitest";
import type { ApiError } from "../../../lib/api-error";
import { bookingFailure } from "./booking-failure";

const m = messages.liveSessions;

function answer(status: number, code: string, message: string, extra: Partial<ApiError> = {}): ApiError {
  return { success: false, status, code, message, fromServer: message !== "", ...extra };
}

describe("what booking, cancelling and moving say when the server refuses (docs/product.md#live-sessions)", () => {
  it("says a slot went with the server's sentence, so the picker can refresh", () => {
    expect(bookingFailure(answer(409, "SLOT_TAKEN", m.slotTaken), m.bookFailed)).toEqual({
      kind: "slot",
      message: m.slotTaken,
    });
    expect(bookingFailure(answer(400, "SLOT_UNAVAILABLE", m.slotUnavailable), m.bookFailed)).toEqual({
      kind: "slot",
      message: m.slotUnavailable,
    });
  });

  it("asks for a phone number on PHONE_REQUIRED and when the number is refused", () => {
    const phone = messages.payment.phoneRequired;
    expect(bookingFailure(answer(400, "PHONE_REQUIRED", phone), m.bookFailed)).toEqual({
      kind: "phone",
      message: phone,
    });
    const refused = answer(400, "VALIDATION_ERROR", phone, { errors: [{ path: "phone", message: phone }] });
    expect(bookingFailure(refused, m.bookFailed)).toEqual({ kind: "phone", message: phone });
  });

  it("passes on the 24-hour rule and the payment provider's failure; anything else gets the fallback", () => {
    expect(bookingFailure(answer(400, "TOO_LATE_TO_CANCEL", m.tooLateToCancel), m.cancelFailed)).toEqual({
      kind: "message",
      message: m.tooLateToCancel,
      retry: false,
    });
    expect(
      bookingFailure(answer(502, "PAYMENT_PROVIDER_ERROR", messages.payment.providerError), m.bookFailed),
    ).toEqual({ kind: "message", message: messages.payment.providerError, retry: true });
    expect(bookingFailure(answer(500, "INTERNAL_ERROR", ""), m.bookFailed)).toEqual({
      kind: "message",
      message: m.bookFailed,
      retry: true,
    });
    const offline = answer(0, "SERVICE_UNAVAILABLE", messages.general.unavailable, { fromServer: false });
    expect(bookingFailure(offline, m.bookFailed)).toEqual({
      kind: "message",
      message: messages.payment.somethingWentWrong,
      retry: true,
    });
  });
});
