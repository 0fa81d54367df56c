import fp from "fastify-plugin";
import { createMailingListRepository } from "./repository";
import { mailingListRoutes } from "./routes";
import { createMailingListService } from "./service";

/** The footer's mailing list: subscribe, unsubscribe, and the unsubscribe link of its e-mails. */
export const mailingListModule = fp(
  async (app) => {
    const repository = createMailingListRepository(app.database.db);
    const service = createMailingListService({ repository });
    await app.register(mailingListRoutes, { service });
  },
  { name: "mailing-list" },
);
