// First: configures zod before any schema below is built.
import "./zod-browser";
import { z } from "zod";
import { PageMetaSchema } from "./common";
import { CONTACT_REPLY_MAX } from "./constants";
import { messages } from "./messages";

const m = messages.contact;

/** Where a contact message stands: not answered yet, answered by e-mail, or closed by an operator. */
export const CONTACT_STATUSES = ["new", "answered", "closed"] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const ContactListQuerySchema = z.object({
  /** Absent: every status. */
  status: z.enum(CONTACT_STATUSES).optional(),
  /** Matches the sender's name or e-mail, the subject or the message (any part, any case). */
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type ContactListQuery = z.input<typeof ContactListQuerySchema>;

const ContactRowSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  /** The start of the message, for the list. */
  excerpt: z.string(),
  status: z.enum(CONTACT_STATUSES),
  replies: z.number().int(),
  createdAt: z.string(),
});
export type ContactRow = z.infer<typeof ContactRowSchema>;

export const ContactListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(ContactRowSchema),
  meta: PageMetaSchema,
  /** How many messages each status holds (whatever the filters), for the tabs and the unread badge. */
  counts: z.object({ new: z.number().int(), answered: z.number().int(), closed: z.number().int() }),
});

const ContactReplySchema = z.object({
  _id: z.string(),
  body: z.string(),
  /** The operator who wrote it; null once that account is gone. */
  author: z.object({ _id: z.string(), name: z.string(), email: z.string() }).nullable(),
  /** When the e-mail went out; null when sending failed. */
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});

const ContactMessageSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(CONTACT_STATUSES),
  /** When it was mailed to the support address; null while that is still owed. */
  mailedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Oldest first. */
  replies: z.array(ContactReplySchema),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

export const ContactMessageResponseSchema = z.object({
  success: z.literal(true),
  data: ContactMessageSchema,
});

export const ContactReplyRequestSchema = z.object({
  body: z
    .string({ error: m.replyRequired })
    .trim()
    .min(1, m.replyRequired)
    .max(CONTACT_REPLY_MAX, m.replyTooLong),
});

export const ContactStatusRequestSchema = z.object({
  status: z.enum(CONTACT_STATUSES, { error: m.statusInvalid }),
});
