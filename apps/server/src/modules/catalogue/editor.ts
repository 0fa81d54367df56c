import type { FastifyInstance } from "fastify";
import { createTableEditor } from "../editor/table";
import { coachSpec, courseSpec, gameSpec, guideSpec } from "./editor-repository";

/** The console's access to the catalogue's four kinds (see modules/editor). */
export function registerCatalogueEditors(app: FastifyInstance) {
  const { db } = app.database;
  app.editor.register("games", createTableEditor(db, gameSpec));
  app.editor.register("coaches", createTableEditor(db, coachSpec));
  app.editor.register("courses", createTableEditor(db, courseSpec));
  app.editor.register("guides", createTableEditor(db, guideSpec));
}
