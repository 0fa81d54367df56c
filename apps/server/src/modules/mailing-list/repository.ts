import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import * as t from "../../db/schema";

/** The footer's mailing list. Each call is one atomic statement, so concurrent calls cannot lose data. */
export function createMailingListRepository(db: Database) {
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
  };
}

export type MailingListRepository = ReturnType<typeof createMailingListRepository>;
