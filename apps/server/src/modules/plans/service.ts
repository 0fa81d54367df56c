import { isIdShaped, messages } from "@clutch/contract";
import { notFound } from "../../lib/errors";
import type { PlansRepository } from "./repository";

export function createPlansService(repo: PlansRepository) {
  return {
    packages: () => repo.packages(),

    /** The packages that include a visible game; 404 for an unknown or hidden game. */
    async packagesOfGame(gameId: string) {
      if (!isIdShaped(gameId) || !(await repo.isVisibleGame(gameId))) {
        throw notFound(messages.catalogue.gameNotFound);
      }
      return (await repo.packages()).filter((p) => p.games.some((g) => g._id === gameId));
    },

    teamPlans: () => repo.teamPlans(),
  };
}
