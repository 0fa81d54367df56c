import { brandedMail, type MailMessage } from "../../lib/mail";

/** What the account is told about a change to its second factor. */
export interface SecondFactorMailFacts {
  to: string;
  at: Date;
  /** The client address of the request, or the `admin` command's words for it. */
  from: string;
}

/** The admin command's reset has no client address: the mail says who did it instead. */
export const BY_THE_ADMIN_COMMAND = "by the admin command";

const timeOf = (at: Date) =>
  new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "long", timeZone: "UTC" }).format(at);

function secondFactorMail(
  facts: SecondFactorMailFacts,
  subject: string,
  what: string,
  notYou: string,
): MailMessage {
  const table: [string, string][] = [
    ["When", timeOf(facts.at)],
    ["From", facts.from],
  ];
  return brandedMail({
    to: facts.to,
    subject,
    text: `${what}\n\n${table.map(([label, value]) => `${label}: ${value}`).join("\n")}\n\n${notYou}\n\n- Clutch Academy\n`,
    paragraphs: [what],
    table,
    footer: [{ text: notYou }],
  });
}

/** Two-step sign-in was set up (confirmed) for the account. */
export const secondFactorSetUpMail = (facts: SecondFactorMailFacts) =>
  secondFactorMail(
    facts,
    "Two-step sign-in was set up on your Clutch Academy account",
    "Two-step sign-in for the operators' console was set up on your account with a new authenticator app.",
    "If this was not you, someone holds your password: change it at once and have your second factor reset (npm run admin -- reset-second-factor).",
  );

/** The account's second factor was removed (`npm run admin -- reset-second-factor`). */
export const secondFactorResetMail = (facts: SecondFactorMailFacts) =>
  secondFactorMail(
    facts,
    "Two-step sign-in was reset on your Clutch Academy account",
    "The second factor of your operator account was removed, and every sign-in of the account was ended. Sign in again and set up two-step sign-in at your next visit to the console.",
    "If you did not ask for this, tell the other operators at once.",
  );
