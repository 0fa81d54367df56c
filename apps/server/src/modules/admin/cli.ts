import type { FastifyBaseLogger } from "fastify";
import { type Config, loadConfig, loadDotEnv } from "../../config";
import { openMigratedDatabase } from "../../db/open";
import { createMailer, type MailMessage } from "../../lib/mail";
import { createCoachAccessService } from "../coach-accounts/access";
import { createCoachAccountsRepository } from "../coach-accounts/repository";
import { createAdminRepository } from "./repository";
import { CommandError, createAdminService } from "./service";

const USAGE = `usage: npm run admin -- grant EMAIL | revoke EMAIL | list | reset-second-factor EMAIL | revoke-coach EMAIL

  grant EMAIL                makes the verified account EMAIL an admin
  revoke EMAIL               takes the admin role away (and removes their second factor)
  list                       lists the admins and where their second factor stands
  reset-second-factor EMAIL  removes an admin's second factor (lost authenticator and codes)
  revoke-coach EMAIL         takes the coach profile from the account (it stays a learner account);
                             the coach's upcoming sessions are kept (cancel them in the console)

grant, revoke and reset-second-factor end every sign-in of the account: the person signs in again.`;

/** The mail transport's few log lines (the dev outbox's "written to"), printed as the command's own. */
const commandLog = {
  level: "info",
  fatal: (...args: unknown[]) => console.error(...args.filter((arg) => typeof arg === "string")),
  error: (...args: unknown[]) => console.error(...args.filter((arg) => typeof arg === "string")),
  warn: (...args: unknown[]) => console.error(...args.filter((arg) => typeof arg === "string")),
  info: (...args: unknown[]) => console.log(...args.filter((arg) => typeof arg === "string")),
  debug: () => {},
  trace: () => {},
  silent: () => {},
  child: () => commandLog,
} as FastifyBaseLogger;

/** The server's mail transport, built from the same configuration (SMTP_URL, or the dev outbox). */
function commandMailer(config: Config) {
  const mailer = createMailer(config, commandLog);
  return {
    close: () => mailer.close(),
    notify: (message: MailMessage) =>
      mailer.send(message).catch((error: unknown) => {
        console.error(`The mail to ${message.to} could not be sent: ${(error as Error).message ?? error}`);
      }),
  };
}

/**
 * `npm run admin`: the only way to grant or revoke the admin role, on the configured database.
 * With the embedded database it takes the same DATA_DIR lock as the server, so it refuses (and
 * says so) while a server has that database open. Every change appends an audit row (actor `cli`).
 * Exit codes: 0 done (or nothing to change), 1 refused or failed, 2 wrong usage.
 */
async function main([command, email, ...rest]: string[]): Promise<number> {
  const needsEmail =
    command === "grant" ||
    command === "revoke" ||
    command === "reset-second-factor" ||
    command === "revoke-coach";
  if (
    !(needsEmail || command === "list") ||
    (needsEmail && !email) ||
    rest.length > 0 ||
    (!needsEmail && email)
  ) {
    console.error(USAGE);
    return 2;
  }
  loadDotEnv();
  const config = loadConfig();
  const { database, release } = await openMigratedDatabase(config);
  const mailer = commandMailer(config);
  try {
    const service = createAdminService({
      repository: createAdminRepository(database.db),
      notify: mailer.notify,
    });
    if (command === "list") {
      const admins = await service.listAdmins();
      if (admins.length === 0) console.log("No admins yet. Grant one: npm run admin -- grant EMAIL");
      for (const admin of admins) {
        console.log(`${admin.email}\t${admin.name || "-"}\tsecond factor: ${admin.secondFactor}`);
      }
      return 0;
    }
    const address = email as string;
    if (command === "revoke-coach") {
      const access = createCoachAccessService({
        repo: createCoachAccountsRepository(database.db),
        audit: service.audit,
      });
      console.log(await access.revokeByEmail(address));
      return 0;
    }
    const sentence =
      command === "reset-second-factor"
        ? await service.resetSecondFactor(address)
        : await service.changeAdminRole(address, command === "grant");
    console.log(sentence);
    return 0;
  } finally {
    mailer.close();
    await release();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof CommandError || error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
