// First: configures zod before any schema below is built.
import "./zod-browser";
import { z } from "zod";
import { messages } from "./messages";

/** An e-mail as typed by a person: trimmed, lower-cased, required, well-formed. */
export const EmailSchema = z
  .string({ error: messages.validation.subscribeEmailRequired })
  .trim()
  .toLowerCase()
  .min(1, messages.validation.subscribeEmailRequired)
  .max(254, messages.validation.emailInvalid)
  .email(messages.validation.emailInvalid);

export const SubscriptionRequestSchema = z.object({ email: EmailSchema });
export type SubscriptionRequest = z.input<typeof SubscriptionRequestSchema>;
export const UnsubscribeQuerySchema = z.object({ email: z.string().optional() });
