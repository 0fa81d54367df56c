import { eq } from "drizzle-orm";
import * as t from "../../db/schema";
import { gameLink, linkedIds, linkOf, replaceLinks } from "../editor/links";
import { pick, stateOf, type TableSpec } from "../editor/table";

const PACKAGE_FIELDS = ["name", "description", "price", "features", "position"] as const;
const TEAM_PLAN_FIELDS = ["name", "description", "price", "seats", "features", "position"] as const;

const packageGames = linkOf({
  ...gameLink,
  table: t.packageGames,
  owner: t.packageGames.packageId,
  target: t.packageGames.gameId,
  position: t.packageGames.position,
  row: (packageId, gameId, position) => ({ packageId, gameId, position }),
});

export const packageSpec: TableSpec<"packages", typeof t.subscriptionPackages> = {
  table: t.subscriptionPackages,
  columns: { price: t.subscriptionPackages.price },
  values: (input) => pick(input, PACKAGE_FIELDS),
  writeNested: (db, id, input) => replaceLinks(db, packageGames, id, input.games),
  async read(db, id) {
    const [row] = await db.select().from(t.subscriptionPackages).where(eq(t.subscriptionPackages.id, id));
    if (!row) return undefined;
    return { ...stateOf(row), ...pick(row, PACKAGE_FIELDS), games: await linkedIds(db, packageGames, id) };
  },
};

export const teamPlanSpec: TableSpec<"team-plans", typeof t.teamPlans> = {
  table: t.teamPlans,
  columns: { price: t.teamPlans.price },
  values: (input) => pick(input, TEAM_PLAN_FIELDS),
  async read(db, id) {
    const [row] = await db.select().from(t.teamPlans).where(eq(t.teamPlans.id, id));
    return row && { ...stateOf(row), ...pick(row, TEAM_PLAN_FIELDS) };
  },
};
