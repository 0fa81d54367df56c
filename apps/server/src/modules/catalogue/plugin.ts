import { performance } from "node:perf_hooks";
import fp from "fastify-plugin";
import { runOnRequest } from "../../lib/background-job";
import { registerCatalogueEditors } from "./editor";
import { cataloguePageRoutes } from "./pages";
import { createCatalogueReader } from "./reader";
import { createCatalogueRepository } from "./repository";
import { catalogueRoutes } from "./routes";
import { createCatalogueService } from "./service";
import { storeMissingAnswers } from "./stored-answers";

/**
 * The public catalogue: its API, the server-rendered product and browse pages, and the home page's
 * shelves. All answer from one reader, the service's answers serialised and cached, so a page
 * never disagrees with the API; a "catalogue" change notice (`app.changes`) clears those caches on
 * every running instance. The console edits the four kinds through the editors registered here (`app.editor`).
 * Each item's answer is kept built in the database: after start-up and after every change notice,
 * the answers a change cleared are built again in the background.
 */
export const catalogueModule = fp(
  async (app) => {
    const repository = createCatalogueRepository(app.database.db);
    const service = createCatalogueService({ repository });
    const reader = createCatalogueReader(service);
    reader.onClear(repository.forgetTotals);
    const storeAnswers = runOnRequest(app, "stored catalogue answers", async (closing) => {
      const started = performance.now();
      const stored = await storeMissingAnswers(repository, closing);
      if (stored > 0) {
        app.log.info({ stored, ms: Math.round(performance.now() - started) }, "stored catalogue answers");
      }
    });
    // A change anywhere (this instance or another) shows at once, not after the cache's TTL.
    app.changes.subscribe("catalogue", () => {
      reader.clear();
      storeAnswers();
    });
    await app.register(catalogueRoutes, { reader });
    await app.register(cataloguePageRoutes, { reader });
    registerCatalogueEditors(app);
  },
  { name: "catalogue", dependencies: ["web", "change-feed", "editor", "hot-answers"] },
);
