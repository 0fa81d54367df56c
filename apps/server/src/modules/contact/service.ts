import {
  type ApiBody,
  type ApiQuery,
  type ContactMessage,
  type ContactStatus,
  messages,
  paths,
} from "@clutch/contract";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { AppError, notFound } from "../../lib/errors";
import type { Mailer } from "../../lib/mail";
import type { AuditActor } from "../admin/service";
import { answerMail, supportMail } from "./mails";
import type { ContactMessageRow, ContactRepository } from "./repository";

const MINUTE = 60_000;
/** A message this young may still be mailed by the request that stored it (SMTP waits up to ~40 s). */
const RETRY_AFTER_MS = 2 * MINUTE;
/** A message owed for longer than this is no longer retried (it stays in the console). */
const RETRY_FOR_MS = 7 * 24 * 60 * MINUTE;
const RETRY_BATCH = 50;

interface ContactDeps {
  repository: ContactRepository;
  mailer: Mailer;
  audit: FastifyInstance["audit"];
  log: FastifyBaseLogger;
  supportEmail: string;
  publicUrl: string;
}

const messageNotFound = () => notFound(messages.contact.notFound);

/** A message's state as the audit trail keeps it. */
const statusOf = (row: ContactMessageRow) => ({ status: row.status });

/**
 * The contact page's messages: each is stored first (never lost), then mailed to the support
 * address; a mail that fails is sent again by `retryUnmailed`. Operators read them in the console
 * and answer by e-mail; an answer is kept with its message whether or not it could be sent.
 */
export function createContactService(deps: ContactDeps) {
  const { repository, mailer, log } = deps;
  const consoleUrl = (id: string) => `${deps.publicUrl}${paths.admin}/messages/${encodeURIComponent(id)}`;

  /** Mails a stored message to the support address; false (and logged) when that failed. */
  async function mailToSupport(row: ContactMessageRow): Promise<boolean> {
    try {
      await mailer.send(supportMail(row, deps.supportEmail, deps.publicUrl, consoleUrl(row.id)));
      await repository.markMailed(row.id);
      return true;
    } catch (error) {
      log.error(
        { err: error, messageId: row.id },
        "Could not mail a contact message; it is kept and retried",
      );
      return false;
    }
  }

  async function detail(id: string): Promise<ContactMessage> {
    const row = await repository.get(id);
    if (!row) throw messageNotFound();
    const replies = await repository.replies(id);
    return {
      _id: row.id,
      name: row.name,
      email: row.email,
      subject: row.subject,
      message: row.message,
      status: row.status as ContactStatus,
      mailedAt: row.mailedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      replies: replies.map((reply) => ({
        _id: reply.id,
        body: reply.body,
        author:
          reply.authorId && reply.authorEmail !== null
            ? { _id: reply.authorId, name: reply.authorName ?? "", email: reply.authorEmail }
            : null,
        sentAt: reply.sentAt?.toISOString() ?? null,
        createdAt: reply.createdAt.toISOString(),
      })),
    };
  }

  return {
    /** Stores a message from the contact page, then mails it; the sender is answered either way. */
    async send(body: Omit<ApiBody<"contact">, "website">): Promise<void> {
      const row = await repository.insert({
        name: body.name,
        email: body.email,
        subject: body.subject ?? "",
        message: body.message,
      });
      await mailToSupport(row);
    },

    /** One pass of the retry: mails the messages whose first mail failed. Answers how many went out. */
    async retryUnmailed(now = new Date()): Promise<number> {
      const owed = await repository.unmailed(
        new Date(now.getTime() - RETRY_AFTER_MS),
        new Date(now.getTime() - RETRY_FOR_MS),
        RETRY_BATCH,
      );
      let sent = 0;
      for (const row of owed) {
        if (!(await mailToSupport(row))) break; // the mail server is still away: next pass
        sent++;
      }
      return sent;
    },

    async list(query: ApiQuery<"adminListMessages"> & { page: number; limit: number }) {
      const { rows, total, counts } = await repository.list(
        { status: query.status, q: query.q || undefined },
        query.page,
        query.limit,
      );
      return {
        success: true as const,
        data: rows.map((row) => ({
          _id: row.id,
          name: row.name,
          email: row.email,
          subject: row.subject,
          excerpt: row.excerpt,
          status: row.status as ContactStatus,
          replies: row.replies,
          createdAt: row.createdAt.toISOString(),
        })),
        meta: { total, page: query.page, limit: query.limit },
        counts: { new: counts.new ?? 0, answered: counts.answered ?? 0, closed: counts.closed ?? 0 },
      };
    },

    get: detail,

    /**
     * Mails an operator's answer to the sender and keeps it with the message, which becomes
     * answered. When the mail fails, the answer stays (unsent) and the operator is told with 502.
     */
    async reply(actor: AuditActor, id: string, body: string): Promise<ContactMessage> {
      const row = await repository.get(id);
      if (!row) throw messageNotFound();
      if (actor.type !== "user") throw new Error("An answer is written by a signed-in operator");
      // The answer and its audit row are kept together; whether the mail went out is the answer's
      // `sentAt` (shown in the console), not an operator's change.
      const replyId = await repository.addReply(id, body, actor.user.id, (tx, newReplyId) =>
        deps.audit.recordIn(tx, {
          actor,
          action: "contact-message.reply",
          entityType: "contact-message",
          entityId: id,
          before: statusOf(row),
          after: { replyId: newReplyId },
        }),
      );
      let sent = true;
      try {
        await mailer.send(answerMail(row, body, deps.supportEmail));
        await repository.markReplySent(replyId, id);
      } catch (error) {
        log.error({ err: error, messageId: id }, "Could not mail an answer to a contact message");
        sent = false;
      }
      if (!sent) throw new AppError(502, "MAIL_DELIVERY_FAILED", messages.contact.replyNotSent);
      return detail(id);
    },

    async setStatus(actor: AuditActor, id: string, status: ContactStatus): Promise<ContactMessage> {
      const before = await repository.setStatus(id, status, (tx, row) =>
        deps.audit.recordIn(tx, {
          actor,
          action: "contact-message.status",
          entityType: "contact-message",
          entityId: id,
          before: statusOf(row),
          after: { status },
        }),
      );
      if (!before) throw messageNotFound();
      return detail(id);
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
