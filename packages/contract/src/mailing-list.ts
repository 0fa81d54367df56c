// First: configures zod before any schema below is built.
import "./zod-browser";
import { z } from "zod";
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
