import { INVITATION_VALID_DAYS } from "@clutch/contract";
import { brandedMail, type MailMessage } from "../../lib/mail";

export interface InvitationMailFacts {
  to: string;
  coachName: string;
  link: string;
  expiresAt: Date;
}

const dayOf = (at: Date) =>
  new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(at);

/** The invitation to run a coach profile: the single-use link and how long it works. */
export function invitationMail(facts: InvitationMailFacts): MailMessage {
  const intro = `You are invited to run the coach profile "${facts.coachName}" on Clutch Academy.`;
  const how =
    "Open the link to create your coach account with a password, or sign in with this e-mail address if you already have an account. You will then manage your hours, time off, session types and sessions in your coach workspace.";
  const validity = `The link works once and is valid for ${INVITATION_VALID_DAYS} days (until ${dayOf(facts.expiresAt)}).`;
  const ignore = "If you did not expect this invitation, you can ignore this e-mail.";
  return brandedMail({
    to: facts.to,
    subject: `Your invitation to coach as ${facts.coachName} on Clutch Academy`,
    text: `${intro}\n\n${how}\n\nAccept the invitation: ${facts.link}\n\n${validity}\n${ignore}\n\n- Clutch Academy\n`,
    paragraphs: [intro, how],
    footer: [
      { text: "Accept the invitation:", link: { href: facts.link, label: "Open my invitation" } },
      { text: validity },
      { text: ignore },
    ],
  });
}
