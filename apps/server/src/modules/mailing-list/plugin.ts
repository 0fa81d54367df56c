import fp from "fastify-plugin";
import { createMailingListRepository } from "./repository";
import { mailingListRoutes } from "./routes";
import { createMailingListService } from "./service";

/**
 * The footer's mailing list: subscribe, unsubscribe, the unsubscribe link of its e-mails, and the
 * console's list and export of subscribers.
 */
export const mailingListModule = fp(
  async (app) => {
    const repository = createMailingListRepository(app.database.db);
    const service = createMailingListService({ repository, recordAudit: (entry) => app.audit.record(entry) });
    await app.register(mailingListRoutes, { service });
  },
  { name: "mailing-list", dependencies: ["admin"] },
);
