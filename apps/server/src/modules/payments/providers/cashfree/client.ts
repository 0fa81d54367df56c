import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import {
  BadSignatureError,
  type NewProviderOrder,
  type PaymentNotice,
  type PaymentOutcome,
  type PaymentProvider,
  ProviderError,
  type ProviderOrderState,
  type ProviderPayment,
  type ProviderRefund,
  type RefundRequest,
} from "../provider";

/** The API version every call pins (Cashfree answers the newest otherwise). */
const CASHFREE_API_VERSION = "2025-01-01";
/** Webhooks older (or further ahead) than this are refused. */
const WEBHOOK_MAX_AGE_MS = 5 * 60 * 1000;
const TIMEOUT_MS = 10_000;
/** One retry after a network failure, a 5xx or a 429; idempotency keys make it safe. */
const RETRY_DELAY_MS = 500;

export interface CashfreeOptions {
  appId: string;
  secretKey: string;
  env: "sandbox" | "production";
  apiUrl: string;
  /** Clock for the webhook window (tests). */
  now?: () => number;
}

// The parts of Cashfree's answers we read (cashfree-openapi 2025-01-01: OrderEntity, PaymentEntity,
// RefundEntity, and the PAYMENT_*_WEBHOOK payloads).
interface CashfreeOrder {
  cf_order_id?: string;
  order_id?: string;
  order_amount?: number;
  order_status?: string;
  payment_session_id?: string;
}
interface CashfreePayment {
  cf_payment_id?: string | number;
  payment_status?: string;
  payment_amount?: number;
  payment_time?: string;
  is_captured?: boolean;
}
interface CashfreeRefund {
  refund_id?: string;
  refund_status?: string;
}
interface CashfreeWebhook {
  type?: string;
  data?: { order?: { order_id?: string }; payment?: CashfreePayment };
}

/**
 * Cashfree's `x-idempotency-key` is a UUID. Ours is derived from what is being made (an order, a
 * refund), so every retry of it, by any process, sends the same key: a UUID (version 8) made of the
 * SHA-256 of the operation and its id.
 */
export function idempotencyKey(operation: "order" | "refund", id: string): string {
  const hex = createHash("sha256").update(`${operation}:${id}`).digest("hex").slice(0, 32).split("");
  hex[12] = "8";
  hex[16] = ((Number.parseInt(hex[16] ?? "0", 16) & 0x3) | 0x8).toString(16);
  const h = hex.join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

const outcomeOf = (paymentStatus: string | undefined): PaymentOutcome =>
  paymentStatus === "SUCCESS"
    ? "SUCCESS"
    : paymentStatus === "PENDING" || paymentStatus === "NOT_ATTEMPTED"
      ? "PENDING"
      : "FAILED";

const toPayment = (payment: CashfreePayment): ProviderPayment | undefined =>
  payment.cf_payment_id === undefined
    ? undefined
    : {
        paymentId: String(payment.cf_payment_id),
        outcome: outcomeOf(payment.payment_status),
        amount: Number(payment.payment_amount ?? 0),
      };

const toRefund = (refundId: string, refund: CashfreeRefund): ProviderRefund => {
  const status = refund.refund_status;
  return {
    refundId,
    status: status === "SUCCESS" || status === "CANCELLED" || status === "ONHOLD" ? status : "PENDING",
  };
};

const header = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Cashfree Payment Gateway over its REST API: a small typed client, no SDK. */
export function createCashfreeProvider(options: CashfreeOptions): PaymentProvider {
  const now = options.now ?? Date.now;
  const base = options.apiUrl.replace(/\/+$/, "");

  async function call<T>(
    method: "GET" | "POST",
    path: string,
    body?: unknown,
    idempotencyKey?: string,
  ): Promise<T> {
    const headers: Record<string, string> = {
      "x-client-id": options.appId,
      "x-client-secret": options.secretKey,
      "x-api-version": CASHFREE_API_VERSION,
      accept: "application/json",
    };
    if (body !== undefined) headers["content-type"] = "application/json";
    if (idempotencyKey) headers["x-idempotency-key"] = idempotencyKey;
    const init = { method, headers, body: body === undefined ? undefined : JSON.stringify(body) };

    for (let attempt = 1; ; attempt += 1) {
      let response: Response;
      try {
        response = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
      } catch (error) {
        if (attempt < 2) {
          await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
          continue;
        }
        throw new ProviderError(`Cashfree did not answer ${method} ${path}: ${(error as Error).message}`);
      }
      const text = await response.text();
      const parsed = (() => {
        try {
          return text ? JSON.parse(text) : {};
        } catch {
          return {};
        }
      })();
      if (response.status === 200) return parsed as T;
      if ((response.status >= 500 || response.status === 429) && attempt < 2) {
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
        continue;
      }
      throw new ProviderError(
        `Cashfree answered ${response.status} to ${method} ${path}: ${parsed.message ?? text.slice(0, 200)}`,
        response.status,
        parsed.code,
      );
    }
  }

  const orderPath = (orderId: string) => `/orders/${encodeURIComponent(orderId)}`;

  return {
    name: "cashfree",
    needsPhone: true,

    async createOrder(order: NewProviderOrder) {
      if (!order.customer.phone) throw new ProviderError("Cashfree needs the customer's phone number");
      const created = await call<CashfreeOrder>(
        "POST",
        "/orders",
        {
          order_id: order.orderId,
          order_amount: order.amount,
          order_currency: "INR",
          customer_details: {
            customer_id: order.customer.id,
            customer_email: order.customer.email,
            customer_phone: order.customer.phone,
            ...(order.customer.name ? { customer_name: order.customer.name } : {}),
          },
          order_meta: {
            return_url: order.returnUrl,
            ...(order.notifyUrl ? { notify_url: order.notifyUrl } : {}),
          },
          order_expiry_time: order.expiresAt.toISOString(),
          order_note: order.note,
        },
        idempotencyKey("order", order.orderId),
      );
      if (!created.payment_session_id || !created.cf_order_id) {
        throw new ProviderError("Cashfree created the order without a payment session");
      }
      return { providerReference: String(created.cf_order_id), paymentSessionId: created.payment_session_id };
    },

    checkoutFields: () => ({ cashfreeMode: options.env }),

    async fetchOrder(orderId: string): Promise<ProviderOrderState> {
      let order: CashfreeOrder;
      try {
        order = await call<CashfreeOrder>("GET", orderPath(orderId));
      } catch (error) {
        // An order Cashfree never made (its creation failed) can never be paid.
        if (error instanceof ProviderError && error.status === 404) return { status: "EXPIRED", amount: 0 };
        throw error;
      }
      const status =
        order.order_status === "PAID" ? "PAID" : order.order_status === "ACTIVE" ? "ACTIVE" : "EXPIRED";
      const payments = (await call<CashfreePayment[]>("GET", `${orderPath(orderId)}/payments`))
        .map(toPayment)
        .filter((payment) => payment !== undefined);
      const payment =
        status === "PAID" ? payments.find((p) => p.outcome === "SUCCESS") : payments[payments.length - 1];
      return { status, amount: Number(order.order_amount ?? 0), ...(payment ? { payment } : {}) };
    },

    readWebhook(rawBody, headers): PaymentNotice | null {
      const signature = header(headers, "x-webhook-signature");
      const timestamp = header(headers, "x-webhook-timestamp");
      if (!signature || !timestamp) throw new BadSignatureError("The webhook is not signed");
      const expected = createHmac("sha256", options.secretKey)
        .update(timestamp, "utf8")
        .update(rawBody)
        .digest();
      const given = Buffer.from(signature, "base64");
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new BadSignatureError("The webhook's signature does not match");
      }
      const sentAt = Number(timestamp);
      if (!Number.isFinite(sentAt) || Math.abs(now() - sentAt) > WEBHOOK_MAX_AGE_MS) {
        throw new BadSignatureError("The webhook's timestamp is outside the 5-minute window");
      }
      let body: CashfreeWebhook;
      try {
        body = JSON.parse(rawBody.toString("utf8"));
      } catch {
        return null;
      }
      const orderId = body.data?.order?.order_id;
      const payment = body.data?.payment ? toPayment(body.data.payment) : undefined;
      if (!body.type?.startsWith("PAYMENT_") || !orderId || !payment) return null;
      return { ...payment, orderId, type: body.type };
    },

    async refund(refund: RefundRequest) {
      const created = await call<CashfreeRefund>(
        "POST",
        `${orderPath(refund.orderId)}/refunds`,
        { refund_amount: refund.amount, refund_id: refund.refundId, refund_note: refund.note },
        idempotencyKey("refund", refund.refundId),
      ).catch(async (error: unknown) => {
        // Already asked for (a retry after a crash): the refund that exists is the answer.
        if (error instanceof ProviderError && error.status === 409) {
          return call<CashfreeRefund>("GET", `${orderPath(refund.orderId)}/refunds/${refund.refundId}`);
        }
        throw error;
      });
      return toRefund(refund.refundId, created);
    },

    async fetchRefund(orderId: string, refundId: string) {
      try {
        const found = await call<CashfreeRefund>(
          "GET",
          `${orderPath(orderId)}/refunds/${encodeURIComponent(refundId)}`,
        );
        return toRefund(refundId, found);
      } catch (error) {
        // Never made (the request that was to make it died first): it can be asked for now.
        if (error instanceof ProviderError && error.status === 404) return undefined;
        throw error;
      }
    },
  };
}
