import type { PaymentProviderName } from "@clutch/contract";

/**
 * The one interface every payment provider implements (docs/decisions/016-payments.md). The flow
 * above it (create → confirm → fulfil, refunds, the reconciler) is written once, in service.ts,
 * and never asks which provider it talks to.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The provider requires the customer's 10-digit phone number. */
  readonly needsPhone: boolean;
  /** Makes the provider's side of an order; retried calls with the same `orderId` make one. */
  createOrder(order: NewProviderOrder): Promise<ProviderCheckout>;
  /** Where and how the browser pays an order's session. */
  checkoutLinks(paymentSessionId: string): CheckoutLinks;
  /** What the provider says about an order now. */
  fetchOrder(orderId: string): Promise<ProviderOrderState>;
  /** A verified notification, or null for one that needs no action. Throws `BadSignatureError`. */
  readWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PaymentNotice | null;
  /** Refunds a paid order in full; the same `refundId` again never refunds twice. */
  refund(refund: RefundRequest): Promise<ProviderRefund>;
  /** Where a refund asked for earlier stands now; undefined when the provider never made it. */
  fetchRefund(orderId: string, refundId: string): Promise<ProviderRefund | undefined>;
}

export interface NewProviderOrder {
  orderId: string;
  /** Rupees. */
  amount: number;
  customer: { id: string; email: string; name: string; phone: string | null };
  returnUrl: string;
  /** Only when the public URL is https (Cashfree refuses anything else). */
  notifyUrl?: string;
  expiresAt: Date;
  note: string;
}

export interface ProviderCheckout {
  providerReference: string;
  paymentSessionId: string;
}

export interface CheckoutLinks {
  /** A page of ours to pay on (the built-in test checkout). */
  checkoutUrl?: string;
  /** The Cashfree.js mode to open the checkout in. */
  cashfreeMode?: "sandbox" | "production";
}

/** What one payment attempt came to, in provider-neutral terms. */
export type PaymentOutcome = "SUCCESS" | "FAILED" | "PENDING";

export interface ProviderPayment {
  paymentId: string;
  outcome: PaymentOutcome;
  /** Rupees, as the provider reports them (may carry paise). */
  amount: number;
}

export interface ProviderOrderState {
  status: "ACTIVE" | "PAID" | "EXPIRED";
  amount: number;
  /** When PAID, the payment that paid it; otherwise the latest attempt, if any. */
  payment?: ProviderPayment;
}

/** A provider's notification about one payment of one order. */
export interface PaymentNotice extends ProviderPayment {
  orderId: string;
  /** The provider's name of the notification, part of its de-duplication key. */
  type: string;
}

export interface RefundRequest {
  orderId: string;
  refundId: string;
  amount: number;
  note: string;
}

export interface ProviderRefund {
  refundId: string;
  status: "SUCCESS" | "PENDING" | "CANCELLED" | "ONHOLD";
}

/** The provider refused, failed or did not answer in time. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly providerCode?: string,
  ) {
    super(message);
    this.name = "ProviderError";
  }
}

/** A webhook whose signature or timestamp does not check out. */
export class BadSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BadSignatureError";
  }
}
