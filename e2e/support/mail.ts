import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** One message the server sent, as the capture received it. */
interface CapturedMail {
  /** Envelope recipients, lower-cased. */
  to: string[];
  subject: string;
  /** The text/plain part (decoded), else the decoded body with tags stripped. */
  text: string;
  raw: string;
  receivedAt: number;
}

export interface MailCapture {
  /** For the server's SMTP_URL. */
  url: string;
  mails: CapturedMail[];
  /** The first mail to `to` received after `since` (ms epoch), waiting for it if needed. */
  waitFor: (to: string, options?: { since?: number; timeoutMs?: number }) => Promise<CapturedMail>;
  /** The one-time code of the newest mail to `to` received after `since`. */
  otpFor: (to: string, options?: { since?: number; timeoutMs?: number }) => Promise<string>;
  close: () => Promise<void>;
}

function splitHeaders(block: string): { headers: Map<string, string>; body: string } {
  const index = block.search(/\r?\n\r?\n/);
  const head = index === -1 ? block : block.slice(0, index);
  const body = index === -1 ? "" : block.slice(index).replace(/^\r?\n\r?\n/, "");
  const headers = new Map<string, string>();
  // Unfold continuation lines, then read "Name: value".
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get("content-transfer-encoding") ?? "").toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  return body;
}

/** The decoded text parts of a MIME message, text/plain first. */
function textParts(block: string): { type: string; text: string }[] {
  const { headers, body } = splitHeaders(block);
  const type = (headers.get("content-type") ?? "text/plain").toLowerCase();
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get("content-type") ?? "")?.[1];
  if (type.startsWith("multipart/") && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith("--"))
      .flatMap((part) => textParts(part.replace(/^\r?\n/, "")));
  }
  return [{ type, text: decodeBody(headers, body) }];
}

function decodeSubject(value: string): string {
  return value.replace(/=\?([^?]+)\?([bq])\?([^?]*)\?=/gi, (_match, _charset, kind: string, data: string) =>
    kind.toLowerCase() === "b"
      ? Buffer.from(data, "base64").toString("utf8")
      : decodeQuotedPrintable(data.replace(/_/g, " ")),
  );
}

function parseMail(raw: string, to: string[]): CapturedMail {
  const parts = textParts(raw);
  const plain = parts.find((part) => part.type.startsWith("text/plain"));
  const text =
    plain?.text ??
    parts
      .map((part) => part.text.replace(/<[^>]+>/g, " "))
      .join("\n")
      .replace(/\s+/g, " ");
  const subject = decodeSubject(splitHeaders(raw).headers.get("subject") ?? "");
  return { to, subject, text, raw, receivedAt: Date.now() };
}

/** The 6-digit code in a mail: the one after "code", else the first 6-digit number. */
function extractOtp(text: string): string | null {
  return (/code\D{0,20}?(\d{6})(?!\d)/i.exec(text) ?? /(?<!\d)(\d{6})(?!\d)/.exec(text))?.[1] ?? null;
}

/** An SMTP server on a random local port that keeps every message in memory (no auth, no TLS). */
export async function startMailCapture(): Promise<MailCapture> {
  const mails: CapturedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((address) => address.address.toLowerCase());
        mails.push(parseMail(Buffer.concat(chunks).toString("utf8"), to));
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  const find = (to: string, since: number) => {
    const address = to.toLowerCase();
    return mails.filter((mail) => mail.to.includes(address) && mail.receivedAt >= since).at(-1);
  };

  const waitFor: MailCapture["waitFor"] = (to, { since = 0, timeoutMs = 15_000 } = {}) => {
    const found = find(to, since);
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no mail to ${to} within ${timeoutMs} ms (${mails.length} captured)`));
      }, timeoutMs);
      function check() {
        const mail = find(to, since);
        if (!mail) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve(mail);
      }
      waiters.add(check);
    });
  };

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitFor,
    async otpFor(to, options) {
      const mail = await waitFor(to, options);
      const code = extractOtp(mail.text);
      if (!code) throw new Error(`no 6-digit code in the mail to ${to}: ${mail.text.slice(0, 200)}`);
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
