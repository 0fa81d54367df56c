// First: configures zod before any schema below is built.
import "./zod-browser";
import { z } from "zod";
import { messages } from "./messages";
import { tenDigitPhone } from "./phone";

const m = messages.payment;

/** An unpaid order lapses this long after it was created (sent to the provider as its expiry). */
export const ORDER_EXPIRY_MINUTES = 30;

export const PAYMENT_PROVIDERS = ["cashfree", "local"] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** What a purchase is of. */
export const PURCHASABLE_KINDS = ["course", "guide"] as const;
export type PurchasableKind = (typeof PURCHASABLE_KINDS)[number];

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

export const OrderSchema = z.object({
  orderId: z.string(),
  paymentSessionId: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  amount: z.number().int(),
  currency: z.literal("INR"),
  /** Where the browser goes to pay, for the built-in test checkout. */
  checkoutUrl: z.string().optional(),
  /** The Cashfree.js mode to open the checkout in. */
  cashfreeMode: z.enum(["sandbox", "production"]).optional(),
});
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

export const ORDER_STATUSES = ["PAID", "ACTIVE", "EXPIRED", "FAILED", "REFUNDED"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What an order can be for: a course, a guide, or a live session (the item's `_id` is the booking's). */
export const ORDER_KINDS = [...PURCHASABLE_KINDS, "session"] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** The item an order is for, so the result page can link to it. */
export const OrderItemSchema = z.object({
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
