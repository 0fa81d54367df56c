import type { CreateOrderRequest, CreateRefundRequest, TerminateOrderRequest } from "./entities";

/**
 * Cashfree's rules that the document states only in prose (descriptions, examples) rather than in its
 * schemas. Checked after the schema; a break is answered and recorded like a schema problem.
 */

const ORDER_ID = /^[A-Za-z0-9_-]+$/; // "Alphanumeric, '_' and '-' only"
const CUSTOMER_ID = /^[A-Za-z0-9]+$/; // "Use alphanumeric values only"
// "Provide alphanumeric values", yet the document's own examples are `refund_00912` and `REF-123`.
const REFUND_ID = /^[A-Za-z0-9_-]+$/;
const PHONE = /^\d{10}$/;
const URL_MAX_LENGTH = 250;
const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** "Provide upto two decimals": 10.15 is Rs 10 and 15 paisa. */
function hasAtMostTwoDecimals(amount: number): boolean {
  return Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;
}

function urlProblem(field: string, value: string, httpsOnly: boolean): string | undefined {
  if (value.length > URL_MAX_LENGTH) return `${field} must NOT be longer than ${URL_MAX_LENGTH} characters`;
  if (!URL.canParse(value)) return `${field} must be an absolute URL`;
  const url = new URL(value);
  if (url.protocol === "https:") return undefined;
  // notify_url "should be an https URL"; plain http is let through to a loopback host only, so tests can
  // receive webhooks locally.
  if (url.protocol === "http:" && (!httpsOnly || LOOPBACK_HOSTS.has(url.hostname))) return undefined;
  return `${field} must be an ${httpsOnly ? "https" : "http(s)"} URL`;
}

export function createOrderProblems(order: CreateOrderRequest): string[] {
  const { customer_details: customer, order_meta: meta } = order;
  return [
    order.order_id !== undefined && !ORDER_ID.test(order.order_id)
      ? "order_id must contain only letters, digits, '_' and '-'"
      : undefined,
    hasAtMostTwoDecimals(order.order_amount) ? undefined : "order_amount must have at most two decimals",
    order.order_currency === "INR" ? undefined : "order_currency must be INR (the only currency enabled)",
    CUSTOMER_ID.test(customer.customer_id)
      ? undefined
      : "customer_details.customer_id must contain only letters and digits",
    PHONE.test(customer.customer_phone) ? undefined : "customer_details.customer_phone must be 10 digits",
    meta?.return_url === undefined ? undefined : urlProblem("order_meta.return_url", meta.return_url, false),
    meta?.notify_url === undefined ? undefined : urlProblem("order_meta.notify_url", meta.notify_url, true),
  ].filter((problem) => problem !== undefined);
}

export function createRefundProblems(refund: CreateRefundRequest): string[] {
  return [
    REFUND_ID.test(refund.refund_id) ? undefined : "refund_id must contain only letters, digits, '_' and '-'",
    refund.refund_amount > 0 ? undefined : "refund_amount must be more than 0",
    hasAtMostTwoDecimals(refund.refund_amount) ? undefined : "refund_amount must have at most two decimals",
  ].filter((problem) => problem !== undefined);
}

export function terminateOrderProblems(request: TerminateOrderRequest): string[] {
  return request.order_status === "TERMINATED" ? [] : ["order_status must be TERMINATED"];
}
