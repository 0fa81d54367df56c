import { createHmac } from "node:crypto";
import type { OrderEntity, PaymentEntity, PaymentOutcome, RefundEntity } from "./entities";
import { istTimestamp } from "./time";

/** Webhook bodies as Cashfree sends them (version 2025-01-01), and their signature. */

const WEBHOOK_VERSION = "2025-01-01";

const PAYMENT_WEBHOOK_TYPES: Record<PaymentOutcome, string> = {
  SUCCESS: "PAYMENT_SUCCESS_WEBHOOK",
  FAILED: "PAYMENT_FAILED_WEBHOOK",
  USER_DROPPED: "PAYMENT_USER_DROPPED_WEBHOOK",
};

const REFUND_WEBHOOK_TYPE = "REFUND_STATUS_WEBHOOK";

/** A type rather than an interface, so that it can be passed as `fetch` headers. */
export type WebhookHeaders = {
  "content-type": "application/json";
  "x-webhook-signature": string;
  "x-webhook-timestamp": string;
  "x-webhook-version": typeof WEBHOOK_VERSION;
};

/** `x-webhook-signature` = base64(HMAC-SHA256(key = client secret, message = timestamp + raw body)). */
export function webhookHeaders(clientSecret: string, rawBody: string, timestampMs: number): WebhookHeaders {
  const timestamp = String(timestampMs);
  return {
    "content-type": "application/json",
    "x-webhook-signature": createHmac("sha256", clientSecret)
      .update(timestamp + rawBody)
      .digest("base64"),
    "x-webhook-timestamp": timestamp,
    "x-webhook-version": WEBHOOK_VERSION,
  };
}

export function paymentWebhook(order: OrderEntity, payment: PaymentEntity, eventTimeMs: number) {
  const customer = order.customer_details;
  return {
    data: {
      order: {
        order_id: order.order_id,
        order_amount: order.order_amount,
        order_currency: order.order_currency,
        order_tags: order.order_tags,
      },
      payment: {
        cf_payment_id: payment.cf_payment_id,
        payment_status: payment.payment_status,
        payment_amount: payment.payment_amount,
        payment_currency: payment.payment_currency,
        payment_message: payment.payment_message,
        payment_time: payment.payment_time,
        bank_reference: payment.bank_reference,
        auth_id: payment.auth_id,
        payment_group: payment.payment_group,
      },
      customer_details: {
        customer_name: customer.customer_name,
        customer_id: customer.customer_id,
        customer_email: customer.customer_email,
        customer_phone: customer.customer_phone,
      },
      payment_gateway_details: payment.payment_gateway_details,
      payment_offers: null,
      error_details: payment.error_details,
    },
    event_time: istTimestamp(eventTimeMs),
    type: PAYMENT_WEBHOOK_TYPES[payment.payment_status],
  };
}

export function refundWebhook(refund: RefundEntity, eventTimeMs: number) {
  return { data: { refund }, event_time: istTimestamp(eventTimeMs), type: REFUND_WEBHOOK_TYPE };
}

const AMOUNT_KEYS = new Set(["order_amount", "payment_amount", "refund_amount"]);
const AMOUNT_MARK = "\u0000amount:";

/**
 * JSON as Cashfree writes it: amounts with two decimals (`"payment_amount":170.00`), which
 * `JSON.stringify` never does. A receiver that checks the signature over re-serialised JSON instead of
 * the raw bytes therefore fails here as it would against Cashfree.
 */
export function cashfreeJson(value: unknown): string {
  const marked = JSON.stringify(value, (key, item) =>
    AMOUNT_KEYS.has(key) && typeof item === "number" ? `${AMOUNT_MARK}${item.toFixed(2)}` : item,
  );
  return marked.replace(/"\\u0000amount:(-?\d+\.\d\d)"/g, "$1");
}
