import fp from "fastify-plugin";
import { createMailer, type Mailer } from "../lib/mail";

declare module "fastify" {
  interface FastifyInstance {
    /** The one mail transport of the app (SMTP, or the outbox folder without SMTP_URL). */
    mailer: Mailer;
  }
}

export const mailPlugin = fp(
  async (app) => {
    const mailer = createMailer(app.config, app.log);
    app.decorate("mailer", mailer);
    app.addHook("onClose", async () => mailer.close());
  },
  { name: "mail" },
);
