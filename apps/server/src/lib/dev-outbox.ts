import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Config } from "../config";

/** The page that lists the development outbox (only without SMTP_URL, outside production). */
export const DEV_OUTBOX_PATH = "/dev/outbox";

/** Whether mail goes to the development outbox, and its page is served (to loopback clients). */
export const hasDevOutbox = (config: Pick<Config, "env" | "mail">) =>
  config.env !== "production" && !config.mail.smtpUrl;

/** The folder the mailer writes each mail into when there is no SMTP server. */
export const outboxFolder = (config: Pick<Config, "dataDir">) => join(config.dataDir, "outbox");

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  date: string;
  text: string;
}

interface MimePart {
  headers: Map<string, string>;
  body: string;
}

/** Headers (folded lines joined) and body of a MIME entity. */
function parsePart(raw: string): MimePart {
  const normal = raw.replace(/\r\n/g, "\n");
  const end = normal.indexOf("\n\n");
  const head = end < 0 ? normal : normal.slice(0, end);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: end < 0 ? "" : normal.slice(end + 2) };
}

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`) decoded. */
const decodeWords = (value: string) =>
  value.replace(/=\?[^?]+\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === "B"
      ? Buffer.from(text, "base64").toString("utf8")
      : Buffer.from(
          text
            .replace(/_/g, " ")
            .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
          "latin1",
        ).toString("utf8"),
  );

function decodeBody(part: MimePart): string {
  const encoding = (part.headers.get("content-transfer-encoding") ?? "").toLowerCase();
  if (encoding === "base64") return Buffer.from(part.body.replace(/\s/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = part.body
      .replace(/=\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return part.body;
}

/** The first text/plain part of a mail, decoded (depth-first through its multipart parts). */
function plainText(part: MimePart, depth = 0): string | undefined {
  const type = part.headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary && depth < 5) {
    for (const piece of part.body.split(`--${boundary}`).slice(1)) {
      if (piece.startsWith("--")) break;
      const text = plainText(parsePart(piece.replace(/^\n/, "")), depth + 1);
      if (text !== undefined) return text;
    }
    return undefined;
  }
  return /^text\/plain/i.test(type) ? decodeBody(part).replace(/\n$/, "") : undefined;
}

/** The newest `limit` mails of the outbox folder, newest first (none when it does not exist yet). */
export async function readOutbox(folder: string, limit = 50): Promise<OutboxMail[]> {
  const names = await readdir(folder).catch(() => [] as string[]);
  const newest = names
    .filter((name) => name.endsWith(".eml"))
    .sort()
    .reverse()
    .slice(0, limit);
  return Promise.all(
    newest.map(async (name) => {
      const mail = parsePart(await readFile(join(folder, name), "utf8"));
      return {
        file: join(folder, name),
        to: decodeWords(mail.headers.get("to") ?? ""),
        subject: decodeWords(mail.headers.get("subject") ?? ""),
        date: mail.headers.get("date") ?? "",
        text: plainText(mail) ?? "",
      };
    }),
  );
}
