import { BUSINESS_TIME_ZONE } from "@clutch/contract";
import { brandedMail, type MailMessage } from "../../lib/mail";

export interface ContactFacts {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: Date;
}

const NO_SUBJECT = "(no subject)";

const dateOf = (at: Date) =>
  `${at.toLocaleString("en-IN", { dateStyle: "long", timeStyle: "short", timeZone: BUSINESS_TIME_ZONE })} IST`;

/** Each line of a text as a paragraph of the HTML part (the plain text keeps it as written). */
const linesOf = (text: string) => text.split(/\n+/).filter((line) => line.trim() !== "");

const quoted = (text: string) =>
  text
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");

/** The mail host of the site's own Message-IDs. */
const hostOf = (publicUrl: string) => new URL(publicUrl).hostname;

/**
 * A contact message as the support address receives it: Reply-To is the sender, so answering the
 * mail answers them. Its Message-ID is fixed, so a copy sent again by the retry is the same mail.
 */
export function supportMail(
  facts: ContactFacts,
  to: string,
  publicUrl: string,
  consoleUrl: string,
): MailMessage {
  const subject = `Contact: ${facts.subject || NO_SUBJECT}`;
  const lines: [string, string][] = [
    ["From", `${facts.name} <${facts.email}>`],
    ["Subject", facts.subject || NO_SUBJECT],
    ["Sent", dateOf(facts.createdAt)],
  ];
  const answer = `Answer it in the console: ${consoleUrl}`;
  return {
    ...brandedMail({
      to,
      subject,
      text: `A message from the contact page.\n\n${lines.map(([k, v]) => `${k}: ${v}`).join("\n")}\n\n${facts.message}\n\n${answer}\n`,
      paragraphs: ["A message from the contact page.", ...linesOf(facts.message)],
      table: lines,
      footer: [{ text: "Answer it in the console.", link: { href: consoleUrl, label: "Open the message" } }],
    }),
    replyTo: facts.email,
    messageId: `<contact-${facts.id}@${hostOf(publicUrl)}>`,
  };
}

/** An operator's answer to a contact message: to the sender, quoting what they wrote. */
export function answerMail(facts: ContactFacts, body: string, supportEmail: string): MailMessage {
  const subject = `Re: ${facts.subject || "Your message to Clutch Academy"}`;
  const greeting = facts.name ? `Hi ${facts.name},` : "Hi,";
  const wrote = `On ${dateOf(facts.createdAt)} you wrote:`;
  return {
    ...brandedMail({
      to: facts.email,
      subject,
      text: `${greeting}\n\n${body}\n\n- Clutch Academy\n\n${wrote}\n${quoted(facts.message)}\n`,
      paragraphs: [greeting, ...linesOf(body), "- Clutch Academy"],
      footer: [{ text: wrote }, ...linesOf(facts.message).map((line) => ({ text: `> ${line}` }))],
    }),
    replyTo: supportEmail,
  };
}
