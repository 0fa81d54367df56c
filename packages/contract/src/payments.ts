// First: configures zod before any schema below is built.
import "./zod-browser";
import { z } from "zod";
import { messages } from "./messages";
import { ORDER_KINDS, type OrderState } from "./part-constants";
import { tenDigitPhone } from "./phone";

const m = messages.payment;

/** An unpaid order lapses this long after it was created (sent to the provider as its expiry). */
export const ORDER_EXPIRY_MINUTES = 30;

const PhoneSchema = z
  .string({ error: m.phoneRequired })
  .trim()
  .refine((value) => value === "" || tenDigitPhone(value) !== null, m.phoneRequired)
  .optional();

/**
 * The body of both create-order calls. `amount` and `email` are the client's view only: the server
 * charges its own current price and the account's e-mail (docs/product.md#purchases).
 */
const createOrderFields = {
  amount: z.unknown().optional(),
  email: z.unknown().optional(),
  userId: z.string({ error: m.userIdRequired }).min(1, m.userIdRequired),
  coachId: z.string().optional(),
  phone: PhoneSchema,
};

export const CreateCourseOrderRequestSchema = z.object({
  ...createOrderFields,
  courseId: z.string({ error: m.itemRequired }).min(1, m.itemRequired),
});
export const CreateGuideOrderRequestSchema = z.object({
  ...createOrderFields,
  guideId: z.string({ error: m.itemRequired }).min(1, m.itemRequired),
});

/** What every order answer carries, whichever provider takes the payment. */
const OrderBaseSchema = z.object({
  orderId: z.string(),
  paymentSessionId: z.string(),
  amount: z.number().int(),
  currency: z.literal("INR"),
});

/**
 * An order answer with the checkout of one provider: the provider's name and what the browser needs
 * to open its checkout. A provider's `checkout` fields are its own (the web opens each with its own
 * opener).
 */
export const providerOrderSchema = <const Name extends string, Checkout extends z.ZodRawShape>(
  provider: Name,
  checkout: Checkout,
) => OrderBaseSchema.extend({ provider: z.literal(provider), ...checkout });

/** Cashfree: the browser opens Cashfree.js in this mode with the payment session. */
export const CashfreeOrderSchema = providerOrderSchema("cashfree", {
  cashfreeMode: z.enum(["sandbox", "production"]),
});
/** The built-in test checkout: a page of ours to pay on. */
export const LocalOrderSchema = providerOrderSchema("local", { checkoutUrl: z.string() });

/** The order answer of each payment provider, by its name: the one list of providers. */
const ORDER_SCHEMAS = { cashfree: CashfreeOrderSchema, local: LocalOrderSchema } as const;
export type PaymentProviderName = keyof typeof ORDER_SCHEMAS;

/** A new order and where to pay it: a union discriminated by `provider`. */
export const OrderSchema = z.discriminatedUnion("provider", [ORDER_SCHEMAS.cashfree, ORDER_SCHEMAS.local]);
export type Order = z.infer<typeof OrderSchema>;

export const CreateOrderResponseSchema = z.object({ success: z.literal(true), order: OrderSchema });

export const CheckCourseAccessRequestSchema = z.object({
  userId: z.string({ error: m.userIdRequired }).min(1, m.userIdRequired),
  courseId: z.string({ error: m.itemRequired }).min(1, m.itemRequired),
});
/** `courseId` is accepted for a guide too (docs/product.md#purchases). */
export const CheckGuideAccessRequestSchema = z
  .object({
    userId: z.string({ error: m.userIdRequired }).min(1, m.userIdRequired),
    guideId: z.string().min(1).optional(),
    courseId: z.string().min(1).optional(),
  })
  .refine((body) => Boolean(body.guideId ?? body.courseId), { message: m.itemRequired, path: ["guideId"] });

export const AccessResponseSchema = z.object({ success: z.literal(true), hasAccess: z.boolean() });

/** States still waiting for the provider: its answer about the payment, or about a refund. */
export const UNSETTLED_ORDER_STATES = [
  "CREATING",
  "ACTIVE",
  "FAILED",
  "REFUND_PENDING",
] as const satisfies readonly OrderState[];
/** States that carry a payment (its time and the provider's id of it). */
export const PAID_ORDER_STATES = [
  "PAID",
  "REFUND_PENDING",
  "REFUNDED",
  "REFUND_CANCELLED",
] as const satisfies readonly OrderState[];
/** States an order may be in without a payment session (never handed out). */
export const SESSIONLESS_ORDER_STATES = [
  "CREATING",
  "FAILED",
  "EXPIRED",
] as const satisfies readonly OrderState[];

/** An order's state as the result page is told it (the stored states folded into five). */
const ORDER_STATUSES = ["PAID", "ACTIVE", "EXPIRED", "FAILED", "REFUNDED"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The item an order is for, so the result page can link to it. */
const OrderItemSchema = z.object({
  kind: z.enum(ORDER_KINDS),
  _id: z.string(),
  name: z.string(),
  amount: z.number().int(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

export const PaymentStatusResponseSchema = z.object({
  success: z.boolean(),
  status: z.enum(ORDER_STATUSES),
  message: z.string(),
  item: OrderItemSchema,
});
export type PaymentStatusResponse = z.infer<typeof PaymentStatusResponseSchema>;

export const OrderIdParamsSchema = z.object({ orderId: z.string() });
export const PaymentSessionParamsSchema = z.object({ paymentSessionId: z.string() });
export const ProviderParamsSchema = z.object({ provider: z.string() });

/** What the built-in test checkout page shows. */
export const LocalCheckoutResponseSchema = z.object({
  success: z.literal(true),
  checkout: z.object({
    orderId: z.string(),
    status: z.enum(["ACTIVE", "PAID", "EXPIRED"]),
    expiresAt: z.string(),
    item: OrderItemSchema,
  }),
});
export type LocalCheckout = z.infer<typeof LocalCheckoutResponseSchema>["checkout"];

export const LocalCompleteRequestSchema = z.object({
  outcome: z.enum(["success", "failure"], { error: m.outcomeRequired }),
});
export const LocalCompleteResponseSchema = z.object({ success: z.literal(true), orderId: z.string() });

export const WebhookResponseSchema = z.object({ success: z.literal(true) });
