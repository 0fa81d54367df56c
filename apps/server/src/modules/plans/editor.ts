import type { FastifyInstance } from "fastify";
import { createTableEditor } from "../editor/table";
import { packageSpec, teamPlanSpec } from "./editor-repository";

/** The console's access to subscription packages and team plans (see modules/editor). */
export function registerPlanEditors(app: FastifyInstance) {
  const { db } = app.database;
  app.editor.register("packages", createTableEditor(db, packageSpec));
  app.editor.register("team-plans", createTableEditor(db, teamPlanSpec));
}
