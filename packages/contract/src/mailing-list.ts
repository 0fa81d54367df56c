// First: configures zod before any schema below is built.
import "./zod-browser";
import { z } from "zod";
import { PageMetaSchema } from "./common";
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, emailProblems } from "./email";
import { messages } from "./messages";

/**
 * An e-mail as typed by a person: trimmed, lower-cased, required, well-formed. The rule is
 * `emailProblems` (email.ts, zod-free, also used by the footer's form); `meta` describes it in the
 * API documentation (/api/docs) as the JSON Schema it always was.
 */
export const EmailSchema = z
  .string({ error: messages.validation.subscribeEmailRequired })
  .trim()
  .toLowerCase()
  .superRefine((email, ctx) => {
    for (const message of emailProblems(email)) ctx.addIssue({ code: "custom", message });
  })
  .meta({ minLength: 1, maxLength: EMAIL_MAX_LENGTH, format: "email", pattern: EMAIL_PATTERN.source });

export const SubscriptionRequestSchema = z.object({ email: EmailSchema });
export const UnsubscribeQuerySchema = z.object({ email: z.string().optional() });

export const SubscriberListQuerySchema = z.object({
  /** Matches the address (any part, any case). */
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const SubscriberExportQuerySchema = SubscriberListQuerySchema.pick({ q: true });

const SubscriberSchema = z.object({ email: z.string(), subscribedAt: z.string() });
export type Subscriber = z.infer<typeof SubscriberSchema>;

export const SubscriberListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(SubscriberSchema),
  meta: PageMetaSchema,
});
