import { EDITOR_KINDS, type EditorKind } from "@clutch/contract";
import fp from "fastify-plugin";
import type { KindEditor } from "./kind-editor";
import { editorRoutes } from "./routes";
import { createEditorService } from "./service";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * The console's catalogue editor: the module that owns a kind's tables registers the kind's
     * data access here (`app.editor.register("courses", editor)`) and depends on `"editor"`.
     */
    editor: { register<K extends EditorKind>(kind: K, editor: KindEditor<K>): void };
  }
}

/**
 * The operators' catalogue: list, read, create, change, approve, disable, delete and restore items
 * of every kind (`/api/admin/catalogue/:kind`). The routes, the checks and the audit are here; each
 * kind's reads and writes belong to the module that owns its tables, which registers them.
 */
export const editorModule = fp(
  async (app) => {
    const editors = new Map<EditorKind, KindEditor<EditorKind>>();
    const editorOf = <K extends EditorKind>(kind: K) => {
      const editor = editors.get(kind);
      if (!editor) throw new Error(`No editor is registered for ${kind}`);
      return editor as unknown as KindEditor<K>;
    };
    app.decorate("editor", {
      register(kind, editor) {
        if (editors.has(kind)) throw new Error(`An editor for ${kind} is registered twice`);
        editors.set(kind, editor as unknown as KindEditor<EditorKind>);
      },
    });
    app.addHook("onReady", async () => {
      const missing = EDITOR_KINDS.filter((kind) => !editors.has(kind));
      if (missing.length > 0) throw new Error(`No editor is registered for ${missing.join(", ")}`);
    });

    const service = createEditorService({
      editorOf,
      recordAuditIn: (tx, entry) => app.audit.recordIn(tx, entry),
      catalogueChanged: () => app.changes.publish("catalogue"),
    });
    await app.register(editorRoutes, { service });
  },
  { name: "editor", dependencies: ["admin", "change-feed"] },
);
