export { CASHFREE_JS_STUB } from "./checkout-page";
export { CASHFREE_RETRY_DELAYS_MS, type WebhookPolicy, type WebhookStats } from "./delivery";
export type {
  OrderEntity,
  OrderStatus,
  PaymentEntity,
  PaymentOutcome,
  RefundEntity,
  RefundStatus,
} from "./entities";
export {
  type ApiFault,
  CASHFREE_API_VERSION,
  type FakeCashfree,
  type FakeCashfreeOptions,
  type FakeStats,
  type RecordedRequest,
} from "./fake";
export { startFakeCashfree } from "./server";
export { PAYMENT_WEBHOOK_TYPES, REFUND_WEBHOOK_TYPE, WEBHOOK_VERSION, type WebhookHeaders } from "./webhooks";
