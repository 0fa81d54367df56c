import {
  ErrorResponseSchema,
  ID_MAX_LENGTH,
  messages,
  PackageListResponseSchema,
  type Platform,
  TeamPlanListResponseSchema,
} from "@clutch/contract";
import { and, asc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import * as t from "../../db/schema";
import { notFound } from "../../lib/errors";
import { refColumns, visible } from "../catalogue/repository";

/** Subscription packages and team plans (API.md §4 "Mailing list, plans, misc"). */
export const plansRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  async function packages(onlyGameId?: string) {
    // Every package is listed, so all their (visible) game links are needed: two small queries.
    const [rows, games] = await Promise.all([
      db.select().from(t.subscriptionPackages).orderBy(asc(t.subscriptionPackages.position)),
      db
        .select({ packageId: t.packageGames.left, ...refColumns.game })
        .from(t.packageGames)
        .innerJoin(t.games, eq(t.games.id, t.packageGames.right))
        .where(visible.game)
        .orderBy(asc(t.packageGames.position)),
    ]);
    return rows
      .map((row) => ({
        _id: row.id,
        name: row.name,
        description: row.description,
        price: row.price,
        period: "month" as const,
        features: row.features,
        games: games
          .filter((g) => g.packageId === row.id)
          .map(({ packageId: _, ...g }) => ({ ...g, platform: g.platform as Platform })),
      }))
      .filter((p) => onlyGameId === undefined || p.games.some((g) => g._id === onlyGameId));
  }

  app.get(
    "/subscription-package",
    {
      schema: {
        tags: ["plans"],
        summary: "Monthly subscription packages",
        response: { 200: PackageListResponseSchema },
      },
    },
    async () => ({ success: true as const, data: await packages() }),
  );

  app.get(
    "/subscription-package/game/:gameId",
    {
      schema: {
        tags: ["plans"],
        summary: "Subscription packages that include a game",
        params: z.object({ gameId: z.string() }),
        response: { 200: PackageListResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      const { gameId } = request.params;
      const [game] =
        gameId.length <= ID_MAX_LENGTH
          ? await db
              .select({ id: t.games.id })
              .from(t.games)
              .where(and(eq(t.games.id, gameId), visible.game))
          : [];
      if (!game) throw notFound(messages.catalogue.gameNotFound);
      return { success: true as const, data: await packages(game.id) };
    },
  );

  app.get(
    "/team-plans",
    {
      schema: {
        tags: ["plans"],
        summary: "Team coaching plans",
        response: { 200: TeamPlanListResponseSchema },
      },
    },
    async () => {
      const rows = await db.select().from(t.teamPlans).orderBy(asc(t.teamPlans.position));
      return {
        success: true as const,
        data: rows.map(({ id, position: _, ...plan }) => ({ _id: id, ...plan })),
      };
    },
  );
};
