import type { ContactStatus } from "@clutch/contract";
import { and, asc, count, desc, eq, gt, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import * as t from "../../db/schema";
import { containsText } from "../../db/search";
import type { AuditExecutor } from "../admin/repository";

export type ContactMessageRow = typeof t.contactMessages.$inferSelect;
export type NewContactMessage = Pick<
  typeof t.contactMessages.$inferInsert,
  "name" | "email" | "subject" | "message"
>;

export interface ContactListFilters {
  status?: ContactStatus;
  q?: string;
}

const EXCERPT_LENGTH = 140;

/** Contact messages and the operators' answers to them. */
export function createContactRepository(db: Database) {
  const matching = ({ status, q }: ContactListFilters): SQL | undefined => {
    const where: SQL[] = [];
    if (status) where.push(eq(t.contactMessages.status, status));
    if (q) {
      const found = or(
        containsText(t.contactMessages.name, q),
        containsText(t.contactMessages.email, q),
        containsText(t.contactMessages.subject, q),
        containsText(t.contactMessages.message, q),
      );
      if (found) where.push(found);
    }
    return where.length ? and(...where) : undefined;
  };

  return {
    async insert(message: NewContactMessage): Promise<ContactMessageRow> {
      const [row] = await db.insert(t.contactMessages).values(message).returning();
      if (!row) throw new Error("The contact message was not stored");
      return row;
    },

    async markMailed(id: string): Promise<void> {
      await db
        .update(t.contactMessages)
        .set({ mailedAt: sql`now()` })
        .where(and(eq(t.contactMessages.id, id), isNull(t.contactMessages.mailedAt)));
    },

    /**
     * Messages still owed to the support address: sent before `olderThan` (so a mail still on its
     * way from the request that stored it is not sent twice) and after `since` (older ones are
     * given up on), oldest first.
     */
    unmailed(olderThan: Date, since: Date, limit: number): Promise<ContactMessageRow[]> {
      return db
        .select()
        .from(t.contactMessages)
        .where(
          and(
            isNull(t.contactMessages.mailedAt),
            lt(t.contactMessages.createdAt, olderThan),
            gt(t.contactMessages.createdAt, since),
          ),
        )
        .orderBy(asc(t.contactMessages.createdAt))
        .limit(limit);
    },

    async list(filters: ContactListFilters, page: number, limit: number) {
      const condition = matching(filters);
      const [rows, [total], perStatus] = await Promise.all([
        db
          .select({
            id: t.contactMessages.id,
            name: t.contactMessages.name,
            email: t.contactMessages.email,
            subject: t.contactMessages.subject,
            excerpt: sql<string>`left(${t.contactMessages.message}, ${EXCERPT_LENGTH})`,
            status: t.contactMessages.status,
            createdAt: t.contactMessages.createdAt,
            replies: sql<number>`(select count(*) from ${t.contactReplies} where ${t.contactReplies.messageId} = ${t.contactMessages.id})`,
          })
          .from(t.contactMessages)
          .where(condition)
          .orderBy(desc(t.contactMessages.createdAt), desc(t.contactMessages.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(t.contactMessages).where(condition),
        db
          .select({ status: t.contactMessages.status, n: count() })
          .from(t.contactMessages)
          .groupBy(t.contactMessages.status),
      ]);
      return {
        rows: rows.map((row) => ({ ...row, replies: Number(row.replies) })),
        total: Number(total?.n ?? 0),
        counts: Object.fromEntries(perStatus.map(({ status, n }) => [status, Number(n)])) as Partial<
          Record<ContactStatus, number>
        >,
      };
    },

    async get(id: string): Promise<ContactMessageRow | undefined> {
      const [row] = await db.select().from(t.contactMessages).where(eq(t.contactMessages.id, id));
      return row;
    },

    /** A message's answers, oldest first, with their authors. */
    replies(messageId: string) {
      return db
        .select({
          id: t.contactReplies.id,
          body: t.contactReplies.body,
          sentAt: t.contactReplies.sentAt,
          createdAt: t.contactReplies.createdAt,
          authorId: t.users.id,
          authorName: t.users.name,
          authorEmail: t.users.email,
        })
        .from(t.contactReplies)
        .leftJoin(t.users, eq(t.users.id, t.contactReplies.authorId))
        .where(eq(t.contactReplies.messageId, messageId))
        .orderBy(asc(t.contactReplies.createdAt), asc(t.contactReplies.id));
    },

    /** Stores an answer; `audit` writes its audit row in the same transaction. */
    async addReply(
      messageId: string,
      body: string,
      authorId: string,
      audit: (tx: AuditExecutor, replyId: string) => Promise<void>,
    ): Promise<string> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(t.contactReplies)
          .values({ messageId, body, authorId })
          .returning({ id: t.contactReplies.id });
        if (!row) throw new Error("The answer was not stored");
        await audit(tx, row.id);
        return row.id;
      });
    },

    /** The answer went out: it is marked sent, and its message answered. */
    async markReplySent(replyId: string, messageId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(t.contactReplies).set({ sentAt: sql`now()` }).where(eq(t.contactReplies.id, replyId));
        await tx
          .update(t.contactMessages)
          .set({ status: "answered", updatedAt: sql`now()` })
          .where(eq(t.contactMessages.id, messageId));
      });
    },

    /** The message as it was before the change, or undefined when there is none. */
    async setStatus(
      id: string,
      status: ContactStatus,
      audit: (tx: AuditExecutor, before: ContactMessageRow) => Promise<void>,
    ): Promise<ContactMessageRow | undefined> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(t.contactMessages)
          .where(eq(t.contactMessages.id, id))
          .for("update");
        if (!before) return undefined;
        await tx
          .update(t.contactMessages)
          .set({ status, updatedAt: sql`now()` })
          .where(eq(t.contactMessages.id, id));
        if (before.status !== status) await audit(tx, before);
        return before;
      });
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
