// First: configures zod before any schema below is built.
import "./zod-browser";
import { z } from "zod";
import { CONTACT_LIMITS } from "./constants";
import { EmailSchema } from "./mailing-list";
import { messages } from "./messages";

const m = messages.contact;

/**
 * The honeypot: a field people never see (hidden from screen readers too) and bots fill in. It must
 * arrive empty or not at all; a filled one is refused with 400 and nothing is stored or mailed.
 */
export const CONTACT_HONEYPOT = "website";

/** What the contact page sends. The subject may be left empty; the others are required. */
export const ContactRequestSchema = z.object({
  name: z
    .string({ error: m.nameRequired })
    .trim()
    .min(1, m.nameRequired)
    .max(CONTACT_LIMITS.name, m.nameTooLong),
  email: EmailSchema,
  subject: z
    .string({ error: m.subjectTooLong })
    .trim()
    .max(CONTACT_LIMITS.subject, m.subjectTooLong)
    .default(""),
  message: z
    .string({ error: m.messageRequired })
    .trim()
    .min(1, m.messageRequired)
    .max(CONTACT_LIMITS.message, m.messageTooLong),
  [CONTACT_HONEYPOT]: z.string({ error: m.honeypot }).max(0, m.honeypot).optional(),
});
