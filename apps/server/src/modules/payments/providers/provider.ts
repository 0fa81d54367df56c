import type { OrderItem } from "@clutch/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { Database } from "../../../db/client";
import type { EventSource } from "../order-state";

/**
 * The one interface every payment provider implements (docs/decisions/016-payments.md). The flow
 * above it (create → confirm → fulfil, refunds, the reconciler) is written once, in service.ts,
 * and never asks which provider it talks to.
 */
export interface PaymentProvider {
  readonly name: string;
  /** The provider requires the customer's 10-digit phone number. */
  readonly needsPhone: boolean;
  /** Makes the provider's side of an order; retried calls with the same `orderId` make one. */
  createOrder(order: NewProviderOrder): Promise<ProviderCheckout>;
  /** What the browser needs to open the checkout of an order's session (the order answer's own fields). */
  checkoutFields(paymentSessionId: string): Record<string, unknown>;
  /** What the provider says about an order now. */
  fetchOrder(orderId: string): Promise<ProviderOrderState>;
  /**
   * A verified notification, or null for one that needs no action. Throws `BadSignatureError`.
   * Absent for a provider that sends none (its webhook route answers 404).
   */
  readWebhook?(rawBody: Buffer, headers: WebhookHeaders): PaymentNotice | null;
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
  /** Where to send its webhooks: only for a provider that reads them, and only over https. */
  notifyUrl?: string;
  expiresAt: Date;
  note: string;
}

interface ProviderCheckout {
  providerReference: string;
  paymentSessionId: string;
}

export type WebhookHeaders = Record<string, string | string[] | undefined>;

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

/**
 * Everything a payment provider brings, as one entry of the registry (`registry.ts`): its settings,
 * how it is made, the wire shape of its checkout, its Content-Security-Policy sources, how start-up
 * describes it and the routes only it has. The flow never looks further than this.
 */
export interface PaymentProviderDefinition<
  Settings = unknown,
  Name extends string = string,
  Provider extends PaymentProvider = PaymentProvider,
> {
  /** `PAYMENT_PROVIDER`'s value for it, stored with each of its orders and sent as `order.provider`. */
  readonly name: Name;
  /**
   * Its part of the order answer (`provider` and its checkout fields): for a real provider the
   * contract's schema, so the web app can open it.
   */
  readonly orderSchema: z.ZodObject;
  /**
   * Its environment variables, validated. `problems` are "VARIABLE: what is wrong" lines, listed
   * with every other problem of the configuration; the ones that matter only when the provider is
   * the one in use are given only then (`chosen`).
   */
  readSettings(env: NodeJS.ProcessEnv, choice: ProviderChoice): { settings: Settings; problems: string[] };
  /** Whether it is the one used when `PAYMENT_PROVIDER` is unset (the registry is asked in order). */
  choseByDefault(env: NodeJS.ProcessEnv): boolean;
  /** What to set to use it, for the messages of other providers ("set X and Y to take payments with Z"). */
  readonly setUp?: string;
  create(settings: Settings, deps: { db: Database }): Provider;
  /** One line for the start-up log: which provider, and where it is. */
  describe(settings: Settings): string;
  /** Origins its checkout loads scripts from, frames and calls from the browser. */
  readonly contentSecurity?: { script?: string[]; frame?: string[]; connect?: string[] };
  /** Routes that exist only while it is the provider in use (the test checkout's page calls). */
  routes?(provider: Provider): FastifyPluginAsyncZod<ProviderRoutesOptions>;
}

interface ProviderChoice {
  /** It is the provider this server uses. */
  chosen: boolean;
  /** ... because `PAYMENT_PROVIDER` names it (rather than by default). */
  named: boolean;
  /** The `setUp` lines of the other providers. */
  otherSetUps: string[];
}

/** What a provider's own routes may do with the flow. */
export interface ProviderRoutesOptions {
  payments: {
    /** Asks the provider about an order and applies its answer (as the result page's call does). */
    confirm(orderId: string, source: EventSource): Promise<unknown>;
    /** The order's item, for a page that shows what is being paid for. */
    orderItem(orderId: string): Promise<OrderItem | undefined>;
  };
}
