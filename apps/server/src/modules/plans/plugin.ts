import fp from "fastify-plugin";
import { registerPlanEditors } from "./editor";
import { createPlansRepository } from "./repository";
import { plansRoutes } from "./routes";
import { createPlansService } from "./service";

/** Subscription packages and team plans: their public lists, and their editors for the console. */
export const plansModule = fp(
  async (app) => {
    const repository = createPlansRepository(app.database.db);
    const service = createPlansService({ repository });
    await app.register(plansRoutes, { service });
    registerPlanEditors(app);
  },
  { name: "plans", dependencies: ["editor"] },
);
