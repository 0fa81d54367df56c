import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import * as t from "../../db/schema";
import { refColumns, visible } from "../../db/visibility";

/**
 * Subscription packages (with their visible games) and team plans, in their listed order: only the
 * enabled ones (a deleted one is always disabled).
 */
export function createPlansRepository(db: Database) {
  return {
    /** Every enabled package, and the visible games of all of them (each with its `packageId`). */
    async packagesWithGames() {
      // Every package is listed, so all their (visible) game links are needed: two small queries.
      const [packages, games] = await Promise.all([
        db
          .select()
          .from(t.subscriptionPackages)
          .where(eq(t.subscriptionPackages.disabled, false))
          .orderBy(asc(t.subscriptionPackages.position)),
        db
          .select({ packageId: t.packageGames.packageId, ...refColumns.game })
          .from(t.packageGames)
          .innerJoin(t.games, eq(t.games.id, t.packageGames.gameId))
          .where(visible.game)
          .orderBy(asc(t.packageGames.position)),
      ]);
      return { packages, games };
    },

    async isVisibleGame(gameId: string): Promise<boolean> {
      const [game] = await db
        .select({ id: t.games.id })
        .from(t.games)
        .where(and(eq(t.games.id, gameId), visible.game));
      return game !== undefined;
    },

    teamPlans: () =>
      db.select().from(t.teamPlans).where(eq(t.teamPlans.disabled, false)).orderBy(asc(t.teamPlans.position)),
  };
}

export type PlansRepository = ReturnType<typeof createPlansRepository>;
