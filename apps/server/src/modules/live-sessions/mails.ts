import { CANCEL_NOTICE_HOURS, JOIN_OPENS_MINUTES, NO_SHOW_DISPUTE_HOURS } from "@clutch/contract";
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
  /** The session's meeting room (every confirmed session has one). */
  meetingUrl: string | null;
}

/** The same session as its coach is told of it: the learner, their notes, the room, the workspace. */
export interface CoachMailFacts {
  to: string;
  coachName: string;
  learnerName: string;
  learnerEmail: string;
  title: string;
  start: Date;
  end: Date;
  coachTimeZone: string;
  notes: string | null;
  meetingUrl: string | null;
  workspaceUrl: string;
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

/** The meeting room's line, the same in every e-mail that carries it. */
const joinLine = (meetingUrl: string) =>
  `Join the session: ${meetingUrl} (the room opens ${JOIN_OPENS_MINUTES} minutes before the start)`;

interface MailParts {
  to: string;
  subject: string;
  greeting: string;
  intro: string;
  lines: [string, string][];
  /** Paragraphs after the table (the room, a summary, a link to book again). */
  after: string[];
  closing: string;
  footer: NonNullable<Parameters<typeof brandedMail>[0]["footer"]>;
  attachments?: MailMessage["attachments"] | undefined;
}

/** A session e-mail's plain text and HTML from the same parts. */
function composed(parts: MailParts): MailMessage {
  const table = parts.lines.map(([k, v]) => `${k}: ${v}`).join("\n");
  const after = parts.after.map((line) => `${line}\n\n`).join("");
  return {
    ...brandedMail({
      to: parts.to,
      subject: parts.subject,
      text: `${parts.greeting}\n\n${parts.intro}\n\n${table}\n\n${after}${parts.closing}\n\n- Clutch Academy\n`,
      paragraphs: [parts.greeting, parts.intro, ...parts.after],
      table: parts.lines,
      footer: parts.footer,
    }),
    ...(parts.attachments ? { attachments: parts.attachments } : {}),
  };
}

function sessionMail(
  facts: SessionMailFacts,
  subject: string,
  intro: string,
  extra: {
    attachments?: MailMessage["attachments"];
    withPrice?: boolean;
    withRoom?: boolean;
    after?: string[];
  } = {},
): MailMessage {
  return composed({
    to: facts.to,
    subject,
    greeting: facts.userName ? `Hi ${facts.userName},` : "Hi,",
    intro,
    lines: [
      ["Session", facts.title],
      ["Coach", facts.coachName],
      ...timeLines(facts),
      ...(extra.withPrice
        ? ([["Fee", `INR ${facts.price.toLocaleString("en-IN")}`]] as [string, string][])
        : []),
    ],
    after: [
      ...(extra.withRoom && facts.meetingUrl ? [joinLine(facts.meetingUrl)] : []),
      ...(extra.after ?? []),
    ],
    closing: `See or change your sessions: ${facts.manageUrl}`,
    footer: [
      {
        text: `Sessions can be cancelled or moved up to ${CANCEL_NOTICE_HOURS} hours before they start.`,
        link: { href: facts.manageUrl, label: "Your sessions" },
      },
    ],
    attachments: extra.attachments,
  });
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
      withRoom: true,
    },
  );

export const rescheduleMail = (facts: SessionMailFacts, calendar: string) =>
  sessionMail(
    facts,
    `Moved: ${facts.title} with ${facts.coachName}`,
    "Your live session has a new time. The updated calendar file is attached.",
    {
      attachments: ics(calendar),
      withRoom: true,
    },
  );

export interface RefundFacts {
  amount: number;
  /** REFUNDED: the provider took the refund; PENDING: it has not yet, and it is retried until it does. */
  status: "REFUNDED" | "PENDING";
}

/** Who cancelled a session, as its e-mails tell it. */
export type Canceller = "learner" | "operator" | "coach";

const refundLineOf = (refund: RefundFacts) => {
  const amount = `INR ${refund.amount.toLocaleString("en-IN")}`;
  return refund.status === "REFUNDED"
    ? `${amount} is refunded to your original payment method.`
    : `Your refund of ${amount} to your original payment method is being processed; we will complete it automatically, with no need to ask again.`;
};

/**
 * The cancellation, saying truly where the refund is, with an `.ics` that removes the event
 * (METHOD:CANCEL); one the business cancelled says so, and one the coach cancelled gives their
 * reason and a link to book the coach again.
 */
export const cancellationMail = (
  facts: SessionMailFacts,
  refund: RefundFacts,
  calendar: string,
  by: Canceller = "learner",
  coachCancel?: { reason: string; rebookUrl: string },
) => {
  const opening = {
    learner: "Your live session is cancelled.",
    operator: "Clutch Academy has cancelled your live session; we are sorry for the change of plans.",
    coach: `${facts.coachName} had to cancel your live session; we are sorry for the change of plans.`,
  }[by];
  return sessionMail(
    facts,
    `Cancelled: ${facts.title} with ${facts.coachName}`,
    `${opening} ${refundLineOf(refund)} The attached calendar file removes it from your calendar.`,
    {
      attachments: ics(calendar, "CANCEL"),
      after: coachCancel
        ? [
            `The coach's reason: ${coachCancel.reason}`,
            `Book another time with ${facts.coachName}: ${coachCancel.rebookUrl}`,
          ]
        : [],
    },
  );
};

export const reminderMail = (facts: SessionMailFacts, hours: 24 | 1) =>
  sessionMail(
    facts,
    `${hours === 24 ? "Tomorrow" : "In one hour"}: ${facts.title} with ${facts.coachName}`,
    hours === 24
      ? "A reminder: your live session is in 24 hours."
      : "A reminder: your live session starts in one hour.",
    { withRoom: true },
  );

/** The coach's summary after a session, e-mailed to the learner once. */
export const summaryMail = (facts: SessionMailFacts, summary: { text: string; practise: string[] }) =>
  sessionMail(
    facts,
    `Your session summary: ${facts.title} with ${facts.coachName}`,
    `${facts.coachName} wrote a summary of your session.`,
    {
      after: [
        summary.text,
        ...(summary.practise.length
          ? [`What to practise: ${summary.practise.map((point) => `- ${point}`).join(" ")}`]
          : []),
      ],
    },
  );

/** The coach marked the learner absent: how to dispute it, and until when (in the learner's zone, else the coach's). */
export const noShowMail = (facts: SessionMailFacts, disputableUntil: Date) => {
  const zone = facts.learnerTimeZone ?? facts.coachTimeZone;
  const until = new Intl.DateTimeFormat("en-GB", {
    dateStyle: "full",
    timeStyle: "short",
    timeZone: zone,
  }).format(disputableUntil);
  return sessionMail(
    facts,
    `Marked absent: ${facts.title} with ${facts.coachName}`,
    `${facts.coachName} marked you absent from this session, so its fee is kept.`,
    {
      after: [
        `If you were there, you can dispute it within ${NO_SHOW_DISPUTE_HOURS} hours (until ${until}, ${zone}): open the session's Booking details in your bookings and choose "I was there", with a short note. Clutch Academy looks at every dispute and e-mails you the outcome.`,
        `Your bookings: ${facts.manageUrl}`,
      ],
    },
  );
};

/** An operator's outcome of the learner's dispute: the mark stands, or it is reversed with a full refund. */
export const disputeOutcomeMail = (facts: SessionMailFacts, outcome: "upheld" | "reversed") =>
  sessionMail(
    facts,
    `Your dispute: ${facts.title} with ${facts.coachName}`,
    outcome === "reversed"
      ? `Clutch Academy looked at your dispute and reversed the mark of absence. INR ${facts.price.toLocaleString("en-IN")} is refunded in full to your original payment method; we complete it automatically, with no need to ask again.`
      : "Clutch Academy looked at your dispute and kept the mark of absence, so the session's fee is not refunded.",
  );

// ---------------------------------------------------------------- to the coach

function coachMail(
  facts: CoachMailFacts,
  subject: string,
  intro: string,
  attachments?: MailMessage["attachments"],
): MailMessage {
  return composed({
    to: facts.to,
    subject,
    greeting: facts.coachName ? `Hi ${facts.coachName},` : "Hi,",
    intro,
    lines: [
      ["Session", facts.title],
      ["Learner", `${facts.learnerName} <${facts.learnerEmail}>`],
      ["When", when(facts.start, facts.end, facts.coachTimeZone)],
      ["What they want to work on", facts.notes ?? "(not given)"],
    ],
    after: facts.meetingUrl ? [joinLine(facts.meetingUrl)] : [],
    closing: `Your sessions: ${facts.workspaceUrl}`,
    footer: [
      {
        text: "Your sessions and their rooms are in your workspace.",
        link: { href: facts.workspaceUrl, label: "Coach workspace" },
      },
    ],
    attachments,
  });
}

export const coachBookedMail = (facts: CoachMailFacts, calendar: string) =>
  coachMail(
    facts,
    `New booking: ${facts.title} with ${facts.learnerName}`,
    "A learner booked and paid a session with you. The calendar file is attached.",
    ics(calendar),
  );

export const coachMovedMail = (facts: CoachMailFacts, calendar: string) =>
  coachMail(
    facts,
    `Moved: ${facts.title} with ${facts.learnerName}`,
    "The learner moved this session to a new time. The updated calendar file is attached.",
    ics(calendar),
  );

export const coachCancelledMail = (facts: CoachMailFacts, calendar: string, by: Canceller) =>
  coachMail(
    facts,
    `Cancelled: ${facts.title} with ${facts.learnerName}`,
    `${
      {
        learner: "The learner cancelled this session.",
        operator: "Clutch Academy cancelled this session.",
        coach: "You cancelled this session; the learner is refunded in full and told.",
      }[by]
    } The attached calendar file removes it from your calendar.`,
    ics(calendar, "CANCEL"),
  );

export const coachReminderMail = (facts: CoachMailFacts, hours: 24 | 1) =>
  coachMail(
    facts,
    `${hours === 24 ? "Tomorrow" : "In one hour"}: ${facts.title} with ${facts.learnerName}`,
    hours === 24
      ? "A reminder: you have a live session in 24 hours."
      : "A reminder: your live session starts in one hour.",
  );
