import { count, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import * as t from "../../db/schema";
import { containsText } from "../../db/search";

/** The footer's mailing list. Each call is one atomic statement, so concurrent calls cannot lose data. */
export function createMailingListRepository(db: Database) {
  const matching = (q?: string) => (q ? containsText(t.mailingListSubscriptions.email, q) : undefined);
  const subscribers = (where: ReturnType<typeof matching>) =>
    db
      .select()
      .from(t.mailingListSubscriptions)
      .where(where)
      .orderBy(desc(t.mailingListSubscriptions.subscribedAt), t.mailingListSubscriptions.email);

  return {
    /** True when the address was added, false when it was already on the list. */
    async add(email: string): Promise<boolean> {
      const inserted = await db
        .insert(t.mailingListSubscriptions)
        .values({ email })
        .onConflictDoNothing()
        .returning({ email: t.mailingListSubscriptions.email });
      return inserted.length > 0;
    },

    /** True when the address was on the list. */
    async remove(email: string): Promise<boolean> {
      const removed = await db
        .delete(t.mailingListSubscriptions)
        .where(eq(t.mailingListSubscriptions.email, email))
        .returning({ email: t.mailingListSubscriptions.email });
      return removed.length > 0;
    },

    /** A page of subscribers whose address contains `q`, newest first, and how many match. */
    async page({ q, page, limit }: { q?: string; page: number; limit: number }) {
      const where = matching(q);
      const [rows, [total]] = await Promise.all([
        subscribers(where)
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(t.mailingListSubscriptions).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Every subscriber whose address contains `q`, newest first. */
    all: (q?: string) => subscribers(matching(q)),
  };
}

export type MailingListRepository = ReturnType<typeof createMailingListRepository>;
