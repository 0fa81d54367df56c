import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { providerOrderSchema } from "@clutch/contract";
import { z } from "zod";
import {
  BadSignatureError,
  type PaymentProvider,
  type PaymentProviderDefinition,
  type ProviderOrderState,
} from "../../../src/modules/payments/providers/provider";

/** A third payment provider that exists only in tests: its books are a Map, its webhooks HMAC-signed. */
export const TEST_PAY_ORIGIN = "https://pay.test-provider.example";

interface Books {
  orders: Map<string, { amount: number; paymentId?: string; refunded?: boolean }>;
}

const SettingsSchema = z.object({
  TESTPAY_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
});

/** The provider's definition, as a registry line, and what the test does as its customer and its server. */
export function createTestPay() {
  const books: Books = { orders: new Map() };
  let secret = "";

  const sign = (body: string) => createHmac("sha256", secret).update(body).digest("hex");

  const provider: PaymentProvider = {
    name: "testpay",
    needsPhone: false,
    async createOrder(order) {
      if (!books.orders.has(order.orderId)) books.orders.set(order.orderId, { amount: order.amount });
      return { providerReference: `tp_${order.orderId}`, paymentSessionId: `tps_${order.orderId}` };
    },
    checkoutFields: (paymentSessionId) => ({ payUrl: `${TEST_PAY_ORIGIN}/pay/${paymentSessionId}` }),
    async fetchOrder(orderId): Promise<ProviderOrderState> {
      const order = books.orders.get(orderId);
      if (!order) return { status: "EXPIRED", amount: 0 };
      return order.paymentId
        ? {
            status: "PAID",
            amount: order.amount,
            payment: { paymentId: order.paymentId, outcome: "SUCCESS", amount: order.amount },
          }
        : { status: "ACTIVE", amount: order.amount };
    },
    readWebhook(rawBody, headers) {
      const given = Buffer.from(String(headers["x-testpay-signature"] ?? ""), "hex");
      const expected = Buffer.from(sign(rawBody.toString("utf8")), "hex");
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new BadSignatureError("The test provider's signature does not match");
      }
      const notice = JSON.parse(rawBody.toString("utf8")) as {
        orderId: string;
        paymentId: string;
        amount: number;
      };
      return { ...notice, outcome: "SUCCESS", type: "PAYMENT_SUCCESS" };
    },
    async refund(refund) {
      const order = books.orders.get(refund.orderId);
      if (order) order.refunded = true;
      return { refundId: refund.refundId, status: "SUCCESS" };
    },
    async fetchRefund(orderId, refundId) {
      return books.orders.get(orderId)?.refunded ? { refundId, status: "SUCCESS" } : undefined;
    },
  };

  const definition: PaymentProviderDefinition<{ secret: string }, "testpay"> = {
    name: "testpay",
    orderSchema: providerOrderSchema("testpay", { payUrl: z.string() }),
    readSettings(env, { chosen }) {
      const parsed = SettingsSchema.safeParse(env);
      const problems = parsed.error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`) ?? [];
      if (chosen && parsed.success && !parsed.data.TESTPAY_SECRET) {
        problems.push("TESTPAY_SECRET: is required for the testpay provider");
      }
      return { settings: { secret: parsed.data?.TESTPAY_SECRET ?? "" }, problems };
    },
    choseByDefault: () => false,
    create(settings) {
      secret = settings.secret;
      return provider;
    },
    describe: () => `test provider at ${TEST_PAY_ORIGIN}`,
    contentSecurity: { script: [TEST_PAY_ORIGIN], frame: [TEST_PAY_ORIGIN] },
  };

  return {
    definition,
    /** The buyer pays at the provider: its books say so, and it signs the webhook it would send. */
    pay(orderId: string) {
      const order = books.orders.get(orderId);
      if (!order) throw new Error(`the test provider has no order ${orderId}`);
      order.paymentId = `tpp_${randomBytes(6).toString("hex")}`;
      const body = JSON.stringify({ orderId, paymentId: order.paymentId, amount: order.amount });
      return { body, signature: sign(body) };
    },
  };
}
