import { CANCEL_NOTICE_HOURS } from "@clutch/contract";
import { brandedMail, type MailMessage } from "../../lib/mail";

export interface SessionMailFacts {
  to: string;
  userName: string;
  title: string;
  coachName: string;
  start: Date;
  end: Date;
  coachTimeZone: string;
  learnerTimeZone: string | null;
  price: number;
  manageUrl: string;
}

const when = (start: Date, end: Date, timeZone: string) => {
  const day = new Intl.DateTimeFormat("en-GB", { dateStyle: "full", timeZone }).format(start);
  const time = new Intl.DateTimeFormat("en-GB", { timeStyle: "short", timeZone });
  const zone = new Intl.DateTimeFormat("en-GB", { timeZoneName: "short", timeZone })
    .formatToParts(start)
    .find((part) => part.type === "timeZoneName")?.value;
  return `${day}, ${time.format(start)}–${time.format(end)} ${zone ?? timeZone} (${timeZone})`;
};

/** The session's time lines: the learner's zone first (when known and different), then the coach's. */
function timeLines(facts: SessionMailFacts): [string, string][] {
  const coach = when(facts.start, facts.end, facts.coachTimeZone);
  if (!facts.learnerTimeZone || facts.learnerTimeZone === facts.coachTimeZone) return [["When", coach]];
  return [
    ["Your time", when(facts.start, facts.end, facts.learnerTimeZone)],
    ["Coach's time", coach],
  ];
}

function sessionMail(
  facts: SessionMailFacts,
  subject: string,
  intro: string,
  extra: { attachments?: MailMessage["attachments"]; withPrice?: boolean } = {},
): MailMessage {
  const lines: [string, string][] = [
    ["Session", facts.title],
    ["Coach", facts.coachName],
    ...timeLines(facts),
    ...(extra.withPrice
      ? ([["Fee", `INR ${facts.price.toLocaleString("en-IN")}`]] as [string, string][])
      : []),
  ];
  const greeting = facts.userName ? `Hi ${facts.userName},` : "Hi,";
  const manage = `See or change your sessions: ${facts.manageUrl}`;
  return {
    ...brandedMail({
      to: facts.to,
      subject,
      text: `${greeting}\n\n${intro}\n\n${lines.map(([k, v]) => `${k}: ${v}`).join("\n")}\n\n${manage}\n\n- Clutch Academy\n`,
      paragraphs: [greeting, intro],
      table: lines,
      footer: [
        {
          text: `Sessions can be cancelled or moved up to ${CANCEL_NOTICE_HOURS} hours before they start.`,
          link: { href: facts.manageUrl, label: "Your sessions" },
        },
      ],
    }),
    ...(extra.attachments ? { attachments: extra.attachments } : {}),
  };
}

const ics = (content: string, method: "PUBLISH" | "CANCEL" = "PUBLISH") => [
  { filename: "session.ics", content, contentType: `text/calendar; charset=utf-8; method=${method}` },
];

export const confirmationMail = (facts: SessionMailFacts, calendar: string) =>
  sessionMail(
    facts,
    `Booked: ${facts.title} with ${facts.coachName}`,
    "Your live session is booked and paid. The calendar file is attached.",
    {
      attachments: ics(calendar),
      withPrice: true,
    },
  );

export const rescheduleMail = (facts: SessionMailFacts, calendar: string) =>
  sessionMail(
    facts,
    `Moved: ${facts.title} with ${facts.coachName}`,
    "Your live session has a new time. The updated calendar file is attached.",
    {
      attachments: ics(calendar),
    },
  );

export interface RefundFacts {
  amount: number;
  /** REFUNDED: the provider took the refund; PENDING: it has not yet, and it is retried until it does. */
  status: "REFUNDED" | "PENDING";
}

/**
 * The cancellation, saying truly where the refund is, with an `.ics` that removes the event
 * (METHOD:CANCEL); one the business cancelled says so.
 */
export const cancellationMail = (
  facts: SessionMailFacts,
  refund: RefundFacts,
  calendar: string,
  by: "learner" | "operator" = "learner",
) => {
  const amount = `INR ${refund.amount.toLocaleString("en-IN")}`;
  const refundLine =
    refund.status === "REFUNDED"
      ? `${amount} is refunded to your original payment method.`
      : `Your refund of ${amount} to your original payment method is being processed; we will complete it automatically, with no need to ask again.`;
  return sessionMail(
    facts,
    `Cancelled: ${facts.title} with ${facts.coachName}`,
    `${by === "operator" ? "Clutch Academy has cancelled your live session; we are sorry for the change of plans." : "Your live session is cancelled."} ${refundLine} The attached calendar file removes it from your calendar.`,
    { attachments: ics(calendar, "CANCEL") },
  );
};

export const reminderMail = (facts: SessionMailFacts, hours: 24 | 1) =>
  sessionMail(
    facts,
    `${hours === 24 ? "Tomorrow" : "In one hour"}: ${facts.title} with ${facts.coachName}`,
    hours === 24
      ? "A reminder: your live session is in 24 hours."
      : "A reminder: your live session starts in one hour.",
  );
