import { messages } from "@clutch/contract";
import { describe, expect, it } from "vitest";
import type { ApiError } from "../../../lib/api-error";
import { purchaseFailure } from "./order-failure";

const m = messages.payment;

function answer(status: number, code: string, message: string, extra: Partial<ApiError> = {}): ApiError {
  return { success: false, status, code, message, fromServer: message !== "", ...extra };
}

describe("what the Purchase button says when no checkout opens (docs/product.md#purchases)", () => {
  it("shows the server's own sentence where there is nothing to pay, without a retry", () => {
    expect(purchaseFailure(answer(409, "ALREADY_OWNED", m.alreadyOwned))).toEqual({
      kind: "message",
      message: m.alreadyOwned,
      retry: false,
    });
    expect(purchaseFailure(answer(400, "FREE_ITEM", m.freeItem))).toEqual({
      kind: "message",
      message: m.freeItem,
      retry: false,
    });
  });

  it("says 'Failed to create payment order!' with the server's sentence as the hint where a retry can help", () => {
    for (const [status, code, sentence] of [
      [502, "PAYMENT_PROVIDER_ERROR", m.providerError],
      [409, "CONFLICT", m.inProgress],
      [429, "RATE_LIMITED", "Too many requests. Please try again later."],
      [503, "SERVICE_UNAVAILABLE", messages.general.unavailable],
    ] as const) {
      expect(purchaseFailure(answer(status, code, sentence)), code).toEqual({
        kind: "message",
        message: m.createOrderFailed,
        retry: true,
        hint: sentence,
      });
    }
  });

  it("asks for a phone number on PHONE_REQUIRED, and again when the number is refused", () => {
    expect(purchaseFailure(answer(400, "PHONE_REQUIRED", m.phoneRequired))).toEqual({
      kind: "phone",
      message: m.phoneRequired,
    });
    const refused = answer(400, "VALIDATION_ERROR", m.phoneRequired, {
      errors: [{ path: "phone", message: m.phoneRequired }],
    });
    expect(purchaseFailure(refused)).toEqual({ kind: "phone", message: m.phoneRequired });
  });

  it("says 'Failed to create payment order!' for any other answer without an order", () => {
    for (const failure of [
      answer(500, "INTERNAL_ERROR", ""),
      answer(404, "NOT_FOUND", "Course not found"),
      answer(400, "VALIDATION_ERROR", "userId is required", { errors: [{ path: "userId", message: "x" }] }),
      answer(502, "PAYMENT_PROVIDER_ERROR", "", { fromServer: false }),
    ]) {
      expect(purchaseFailure(failure)).toEqual({
        kind: "message",
        message: m.createOrderFailed,
        retry: true,
      });
    }
  });

  it("says 'Something went wrong. Please try again.' when no answer came or the code threw", () => {
    const offline = answer(0, "SERVICE_UNAVAILABLE", messages.general.unavailable, { fromServer: false });
    for (const failure of [offline, new TypeError("boom"), undefined]) {
      expect(purchaseFailure(failure)).toEqual({
        kind: "message",
        message: m.somethingWentWrong,
        retry: true,
      });
    }
  });
});
