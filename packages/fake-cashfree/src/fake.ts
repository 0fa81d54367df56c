import type { WebhookPolicy, WebhookStats } from "./delivery";
import type { OrderEntity, PaymentEntity, PaymentOutcome, RefundEntity } from "./entities";
import type { WebhookHeaders } from "./webhooks";

/** The fake's public face: what `startFakeCashfree` takes and gives. */

export const CASHFREE_API_VERSION = "2025-01-01";

export interface FakeCashfreeOptions {
  clientId: string;
  clientSecret: string;
  /** Default 0: any free port. */
  port?: number;
  /** Where webhooks go for orders without `order_meta.notify_url`. */
  webhookUrl?: string;
  /** Seeds the chaos (webhook policy, API faults). Default 1, so runs repeat. */
  seed?: number;
  /** Status of new refunds. Default SUCCESS. */
  refundStatus?: "SUCCESS" | "PENDING";
  /** The waits before each webhook retry. Default Cashfree's 2, 10 and 30 minutes. */
  webhookRetryDelaysMs?: readonly number[];
  /** The clock of orders and payments (created_at, expiry, payment_time). Default Date.now. */
  now?: () => number;
}

export interface ApiFault {
  /** Share of API requests (0..1) answered 500 api_error without being processed. */
  failRate?: number;
  /** Every API answer is sent this many ms late (the request is processed at once). */
  delayMs?: number;
  /** API requests get their connection closed without an answer. */
  down?: boolean;
}

export interface RecordedRequest {
  method: string;
  /** The path under the API base, e.g. `/orders/abc`. */
  path: string;
  /** The answer's status; 0 when the fake was down and closed the connection. */
  status: number;
  idempotencyKey?: string;
  requestId?: string;
  apiVersion?: string;
  /** The JSON body (the raw text if it was not JSON), or undefined. */
  body: unknown;
}

export interface FakeStats {
  orders: number;
  payments: number;
  refunds: number;
  apiRequests: number;
  /** API requests answered 500 or refused by `setApiFault`. */
  apiFaults: number;
  webhooks: WebhookStats;
}

export interface FakeCashfree {
  /** The API base to configure as CASHFREE_API_URL: `http://127.0.0.1:PORT/pg`. */
  readonly url: string;
  /** `http://127.0.0.1:PORT`, where the checkout pages are. */
  readonly origin: string;
  /** Where webhooks go for orders without `order_meta.notify_url`; none are sent when unset. */
  webhookUrl: string | undefined;
  /** Status of new refunds: SUCCESS (with its webhook) or PENDING (until `settleRefund`). */
  refundStatus: "SUCCESS" | "PENDING";
  /** Requests of the client and answers or webhooks of the fake that break the Cashfree document. */
  readonly violations: string[];
  /** Every API request, in the order answered. */
  readonly requests: RecordedRequest[];
  /** Records a payment attempt and sends its webhook. Throws unless the order is ACTIVE. */
  pay(orderId: string, attempt: { outcome: PaymentOutcome; amount?: number }): PaymentEntity;
  /** Finishes a PENDING refund and sends its REFUND_STATUS_WEBHOOK. */
  settleRefund(orderId: string, refundId: string, status: "SUCCESS" | "CANCELLED"): RefundEntity;
  /** The order as GET /orders/{order_id} would answer it. */
  order(orderId: string): OrderEntity | undefined;
  checkoutUrl(paymentSessionId: string): string;
  /** The headers Cashfree would send with `rawBody`, signed with the client secret. */
  signWebhook(rawBody: string, timestampMs?: number): WebhookHeaders;
  /** The raw body of the payment webhook for a recorded attempt, its status optionally forged. */
  webhookBody(orderId: string, cfPaymentId: string, status?: PaymentOutcome): string;
  setWebhookPolicy(policy: WebhookPolicy): void;
  setApiFault(fault: ApiFault): void;
  stats(): FakeStats;
  /** Resolves when no webhook delivery (retries included) is pending. */
  webhooksSettled(): Promise<void>;
  close(): Promise<void>;
}
