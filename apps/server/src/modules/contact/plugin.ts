import fp from "fastify-plugin";
import { runEvery } from "../../lib/background-job";
import { createContactRepository } from "./repository";
import { contactRoutes } from "./routes";
import { createContactService } from "./service";

/**
 * The contact page's messages: stored, mailed to SUPPORT_EMAIL (retried every
 * `CONTACT_MAIL_RETRY_SECONDS` when that failed), limited per client, and answered by operators
 * from the console's inbox.
 */
export const contactModule = fp(
  async (app) => {
    const service = createContactService({
      repository: createContactRepository(app.database.db),
      mailer: app.mailer,
      audit: app.audit,
      log: app.log.child({ module: "contact" }),
      supportEmail: app.config.supportEmail,
      publicUrl: app.config.publicUrl,
    });
    runEvery(app, "Contact mail retry", app.config.contactMailRetrySeconds, () => service.retryUnmailed());
    await app.register(contactRoutes, { service });
  },
  { name: "contact", dependencies: ["mail", "rate-limit", "admin"] },
);
