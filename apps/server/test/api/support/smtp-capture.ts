import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface CapturedMail {
  to: string[];
  raw: string;
  /** `raw` with quoted-printable soft breaks and escapes undone, for reading the HTML part. */
  decoded: string;
}

const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** The calendar (`.ics`) part of a captured mail's raw text, its transfer encoding undone. */
export function calendarAttachment(raw: string) {
  const start = raw.search(/Content-Type: text\/calendar/i);
  if (start < 0) throw new Error("no text/calendar part in the mail");
  const headerEnd = raw.indexOf("\r\n\r\n", start);
  const headers = raw.slice(start, headerEnd);
  const body = raw.slice(headerEnd + 4, raw.indexOf("\r\n--", headerEnd));
  if (/Content-Transfer-Encoding: base64/i.test(headers))
    return Buffer.from(body.replace(/\s/g, ""), "base64").toString("utf8");
  if (/Content-Transfer-Encoding: quoted-printable/i.test(headers))
    return Buffer.from(decodeQuotedPrintable(body), "latin1").toString("utf8");
  return body;
}

/**
 * A real SMTP server on a random local port that keeps every message it receives, so tests read
 * the e-mailed codes exactly as a user would — never from the database or a backdoor.
 */
export async function startSmtpCapture(options: { failWith?: string } = {}) {
  const mails: CapturedMail[] = [];
  let failWith = options.failWith;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (failWith) return callback(new Error(failWith));
        const raw = Buffer.concat(chunks).toString("utf8");
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw,
          decoded: decodeQuotedPrintable(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;

  const mailsTo = (email: string) => mails.filter((m) => m.to.includes(email.toLowerCase()));

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    mailsTo,
    /** The code of the newest mail to `email` (the plain-text part says "Your code: 123456"). */
    lastCode(email: string): string {
      const mail = mailsTo(email).at(-1);
      const code = mail && /Your code: (\d{6})/.exec(mail.raw)?.[1];
      if (!code) throw new Error(`No code has been mailed to ${email}`);
      return code;
    },
    /** From now on refuse every message with `message` (a permanent SMTP error), or accept them again. */
    failWith(message: string | undefined) {
      failWith = message;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>;
