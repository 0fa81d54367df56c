import { randomBytes } from "node:crypto";
import {
  type ApiAnswer,
  apiError,
  type CreateOrderRequest,
  type CreateRefundRequest,
  type OrderEntity,
  type PaymentEntity,
  type PaymentErrorDetails,
  type PaymentOutcome,
  type RefundEntity,
  type RefundStatus,
} from "./entities";
import { istTimestamp } from "./time";

/** The fake's state: orders with their payment attempts and refunds, as Cashfree's entities. */

const notFound = (what: string, id: string) =>
  apiError(404, "invalid_request_error", `${what}_not_found`, `${what} not found: ${id}`);

/** Cashfree's default when `order_expiry_time` is not given. */
const DEFAULT_EXPIRY_MS = 30 * 24 * 60 * 60_000;

const PAYMENT_MESSAGES: Record<PaymentOutcome, string> = {
  SUCCESS: "Transaction successful",
  FAILED: "Transaction failed",
  USER_DROPPED: "User dropped and did not complete the payment",
};

const PAYMENT_ERRORS: Record<Exclude<PaymentOutcome, "SUCCESS">, PaymentErrorDetails> = {
  FAILED: {
    error_code: "TRANSACTION_DECLINED",
    error_description: "issuer bank or payment service provider declined the transaction",
    error_reason: "auth_declined",
    error_source: "customer",
  },
  USER_DROPPED: {
    error_code: "USER_DROPPED",
    error_description: "user dropped and did not complete the two factor authentication",
    error_reason: "user_dropped",
    error_source: "customer",
  },
};

interface StoredOrder {
  entity: OrderEntity;
  expiresAt: number;
  payments: PaymentEntity[];
  refunds: { entity: RefundEntity; request: string }[];
}

const paise = (rupees: number) => Math.round(rupees * 100);

export class Orders {
  private readonly byId = new Map<string, StoredOrder>();
  /** order_id by payment_session_id */
  private readonly bySession = new Map<string, string>();
  private nextCfOrderId = 2_149_460_581;
  private nextCfPaymentId = 5_114_910_000_001;
  private nextCfRefundId = 1_553_338;
  private nextReference = 234_928_698_581;

  constructor(private readonly now: () => number) {}

  get counts(): { orders: number; payments: number; refunds: number } {
    let payments = 0;
    let refunds = 0;
    for (const order of this.byId.values()) {
      payments += order.payments.length;
      refunds += order.refunds.length;
    }
    return { orders: this.byId.size, payments, refunds };
  }

  create(request: CreateOrderRequest): ApiAnswer {
    const orderId = request.order_id ?? `order_${randomBytes(12).toString("hex")}`;
    if (this.byId.has(orderId)) {
      return apiError(
        409,
        "invalid_request_error",
        "order_already_exists",
        "order with same id is already present",
      );
    }
    const now = this.now();
    const expiresAt = request.order_expiry_time
      ? Date.parse(request.order_expiry_time)
      : now + DEFAULT_EXPIRY_MS;
    const { customer_details: customer, order_meta: meta } = request;
    const entity: OrderEntity = {
      cf_order_id: String(this.nextCfOrderId++),
      created_at: istTimestamp(now),
      customer_details: {
        ...customer,
        customer_email: customer.customer_email ?? null,
        customer_name: customer.customer_name ?? null,
        customer_uid: null,
      },
      entity: "order",
      order_amount: request.order_amount,
      order_currency: request.order_currency,
      order_expiry_time: istTimestamp(expiresAt),
      order_id: orderId,
      order_meta: {
        return_url: meta?.return_url ?? null,
        notify_url: meta?.notify_url ?? null,
        payment_methods: meta?.payment_methods ?? null,
      },
      order_note: request.order_note ?? null,
      order_splits: [],
      order_status: "ACTIVE",
      order_tags: request.order_tags ?? null,
      payment_session_id: `session_${randomBytes(48).toString("base64url")}`,
      terminal_data: null,
    };
    const stored: StoredOrder = { entity, expiresAt, payments: [], refunds: [] };
    this.byId.set(orderId, stored);
    this.bySession.set(entity.payment_session_id, orderId);
    return { status: 200, body: entity };
  }

  get(orderId: string): ApiAnswer {
    const stored = this.find(orderId);
    return stored ? { status: 200, body: stored.entity } : notFound("order", orderId);
  }

  listPayments(orderId: string): ApiAnswer {
    const stored = this.find(orderId);
    return stored ? { status: 200, body: stored.payments } : notFound("order", orderId);
  }

  /**
   * Only an ACTIVE order becomes TERMINATED. Any other order is answered as it is: the document says the
   * order "might not be terminated - confirm with the order_status in response".
   */
  terminate(orderId: string): ApiAnswer {
    const stored = this.find(orderId);
    if (!stored) return notFound("order", orderId);
    if (stored.entity.order_status === "ACTIVE") stored.entity.order_status = "TERMINATED";
    return { status: 200, body: stored.entity };
  }

  /**
   * A refund_id already used on the order with the same body answers the existing refund (no second
   * refund); with a different body it is a 409. `created` is set only when a refund was made.
   */
  createRefund(
    orderId: string,
    request: CreateRefundRequest,
    status: RefundStatus,
  ): { answer: ApiAnswer; created?: RefundEntity } {
    const stored = this.find(orderId);
    if (!stored) return { answer: notFound("order", orderId) };
    const requestText = JSON.stringify(request);
    const existing = stored.refunds.find((refund) => refund.entity.refund_id === request.refund_id);
    if (existing) {
      const answer =
        existing.request === requestText
          ? { status: 200, body: existing.entity }
          : apiError(
              409,
              "invalid_request_error",
              "refund_already_exists",
              "refund with same id is already present",
            );
      return { answer };
    }
    const paid = stored.payments.find((payment) => payment.payment_status === "SUCCESS");
    if (!paid) {
      const message = `order is ${stored.entity.order_status}; only a PAID order can be refunded`;
      return { answer: apiError(400, "invalid_request_error", "order_not_paid", message) };
    }
    const refunded = stored.refunds
      .filter((refund) => refund.entity.refund_status !== "CANCELLED")
      .reduce((sum, refund) => sum + paise(refund.entity.refund_amount), 0);
    const refundable = paise(paid.payment_amount) - refunded;
    if (paise(request.refund_amount) > refundable) {
      const message = `refund_amount ${request.refund_amount} is more than the refundable amount ${refundable / 100}`;
      return { answer: apiError(400, "invalid_request_error", "refund_amount_invalid", message) };
    }
    const now = istTimestamp(this.now());
    const entity: RefundEntity = {
      cf_payment_id: paid.cf_payment_id,
      cf_refund_id: String(this.nextCfRefundId++),
      order_id: orderId,
      refund_id: request.refund_id,
      entity: "refund",
      refund_amount: request.refund_amount,
      refund_currency: stored.entity.order_currency,
      refund_note: request.refund_note ?? null,
      refund_status: "PENDING",
      refund_arn: null,
      refund_charge: 0,
      status_description: "In Progress",
      metadata: null,
      refund_splits: [],
      refund_type: "MERCHANT_INITIATED",
      refund_mode: request.refund_speed ?? "STANDARD",
      created_at: now,
      processed_at: null,
    };
    if (status !== "PENDING") this.finishRefund(entity, status);
    stored.refunds.push({ entity, request: requestText });
    return { answer: { status: 200, body: entity }, created: entity };
  }

  getRefund(orderId: string, refundId: string): ApiAnswer {
    const stored = this.find(orderId);
    if (!stored) return notFound("order", orderId);
    const refund = stored.refunds.find(({ entity }) => entity.refund_id === refundId);
    return refund ? { status: 200, body: refund.entity } : notFound("refund", refundId);
  }

  /** Moves a PENDING refund to its final status; throws when there is no such PENDING refund. */
  settleRefund(orderId: string, refundId: string, status: Exclude<RefundStatus, "PENDING">): RefundEntity {
    const refund = this.find(orderId)?.refunds.find(({ entity }) => entity.refund_id === refundId)?.entity;
    if (refund?.refund_status !== "PENDING")
      throw new Error(`No PENDING refund ${refundId} on order ${orderId}`);
    this.finishRefund(refund, status);
    return refund;
  }

  /** Records a payment attempt; throws unless the order exists and is ACTIVE (not paid, expired or terminated). */
  pay(
    orderId: string,
    outcome: PaymentOutcome,
    amount?: number,
  ): { order: OrderEntity; payment: PaymentEntity } {
    const stored = this.find(orderId);
    if (!stored) throw new Error(`No order ${orderId}`);
    const order = stored.entity;
    if (order.order_status !== "ACTIVE")
      throw new Error(`Order ${orderId} is ${order.order_status}: it cannot be paid`);
    const now = istTimestamp(this.now());
    const cfPaymentId = String(this.nextCfPaymentId++);
    const payment: PaymentEntity = {
      cf_payment_id: cfPaymentId,
      order_id: orderId,
      entity: "payment",
      error_details: outcome === "SUCCESS" ? null : { ...PAYMENT_ERRORS[outcome] },
      is_captured: outcome === "SUCCESS",
      order_amount: order.order_amount,
      order_currency: order.order_currency,
      payment_group: "upi",
      payment_currency: order.order_currency,
      payment_amount: amount ?? order.order_amount,
      payment_time: now,
      payment_completion_time: now,
      payment_status: outcome,
      payment_message: PAYMENT_MESSAGES[outcome],
      bank_reference: outcome === "SUCCESS" ? String(this.nextReference++) : null,
      auth_id: null,
      payment_gateway_details: {
        gateway_name: "CASHFREE",
        gateway_order_id: order.cf_order_id,
        gateway_payment_id: cfPaymentId,
        gateway_settlement: "CASHFREE",
        gateway_status_code: null,
      },
    };
    stored.payments.push(payment);
    if (outcome === "SUCCESS") order.order_status = "PAID";
    return { order, payment };
  }

  /** The order, with an unpaid order past its expiry time reported EXPIRED as Cashfree does. */
  find(orderId: string): StoredOrder | undefined {
    const stored = this.byId.get(orderId);
    if (stored?.entity.order_status === "ACTIVE" && this.now() > stored.expiresAt) {
      stored.entity.order_status = "EXPIRED";
    }
    return stored;
  }

  findBySession(paymentSessionId: string): StoredOrder | undefined {
    const orderId = this.bySession.get(paymentSessionId);
    return orderId === undefined ? undefined : this.find(orderId);
  }

  private finishRefund(refund: RefundEntity, status: Exclude<RefundStatus, "PENDING">): void {
    refund.refund_status = status;
    refund.processed_at = istTimestamp(this.now());
    if (status === "SUCCESS") {
      refund.refund_arn = String(this.nextReference++);
      refund.status_description = "Refund processed successfully";
    } else {
      refund.status_description = "Refund cancelled";
    }
  }
}
