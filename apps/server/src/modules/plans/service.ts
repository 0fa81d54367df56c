import { isIdShaped, messages, type Package, type Platform, type TeamPlan } from "@clutch/contract";
import { notFound } from "../../lib/errors";
import type { PlansRepository } from "./repository";

export function createPlansService({ repository }: { repository: PlansRepository }) {
  async function packages(): Promise<Package[]> {
    const { packages, games } = await repository.packagesWithGames();
    return packages.map((row) => ({
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
  }

  return {
    packages,

    /** The packages that include a visible game; 404 for an unknown or hidden game. */
    async packagesOfGame(gameId: string) {
      if (!isIdShaped(gameId) || !(await repository.isVisibleGame(gameId))) {
        throw notFound(messages.catalogue.gameNotFound);
      }
      return (await packages()).filter((p) => p.games.some((g) => g._id === gameId));
    },

    async teamPlans(): Promise<TeamPlan[]> {
      const rows = await repository.teamPlans();
      return rows.map(({ id, position: _, ...plan }) => ({ _id: id, ...plan }));
    },
  };
}

export type PlansService = ReturnType<typeof createPlansService>;
