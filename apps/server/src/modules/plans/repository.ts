import type { Package, Platform, TeamPlan } from "@clutch/contract";
import { and, asc, eq } from "drizzle-orm";
import fp from "fastify-plugin";
import type { Database } from "../../db/client";
import * as t from "../../db/schema";
import { refColumns, visible } from "../../db/visibility";

declare module "fastify" {
  interface FastifyInstance {
    plansRepository: PlansRepository;
  }
}

/** Subscription packages (with their visible games) and team plans, in their listed order. */
export function createPlansRepository(db: Database) {
  return {
    async packages(): Promise<Package[]> {
      // Every package is listed, so all their (visible) game links are needed: two small queries.
      const [rows, games] = await Promise.all([
        db.select().from(t.subscriptionPackages).orderBy(asc(t.subscriptionPackages.position)),
        db
          .select({ packageId: t.packageGames.packageId, ...refColumns.game })
          .from(t.packageGames)
          .innerJoin(t.games, eq(t.games.id, t.packageGames.gameId))
          .where(visible.game)
          .orderBy(asc(t.packageGames.position)),
      ]);
      return rows.map((row) => ({
        _id: row.id,
        name: row.name,
        description: row.description,
        price: row.price,
        period: "month" as const,
        features: row.features,
        games: games
          .filter((g) => g.packageId === row.id)
          .map(({ packageId: _, ...g }) => ({ ...g, platform: g.platform as Platform })),
      }));
    },

    async isVisibleGame(gameId: string): Promise<boolean> {
      const [game] = await db
        .select({ id: t.games.id })
        .from(t.games)
        .where(and(eq(t.games.id, gameId), visible.game));
      return game !== undefined;
    },

    async teamPlans(): Promise<TeamPlan[]> {
      const rows = await db.select().from(t.teamPlans).orderBy(asc(t.teamPlans.position));
      return rows.map(({ id, position: _, ...plan }) => ({ _id: id, ...plan }));
    },
  };
}

export type PlansRepository = ReturnType<typeof createPlansRepository>;

export const plansRepository = fp(async (app) => {
  app.decorate("plansRepository", createPlansRepository(app.database.db));
});
