import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { TestServer } from "../harness";
import type { CapturedMail, SmtpCapture } from "./smtp-capture";

const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** Every mail of a server's development outbox (DATA_DIR/outbox, without SMTP_URL), oldest first. */
function outboxMails(server: TestServer): CapturedMail[] {
  const folder = join(server.dataDir, "outbox");
  let names: string[];
  try {
    names = readdirSync(folder).filter((name) => name.endsWith(".eml"));
  } catch {
    return [];
  }
  return names.sort().map((name) => {
    const raw = readFileSync(join(folder, name), "utf8");
    const head = raw.slice(0, raw.search(/\r?\n\r?\n/));
    const to = /^To: (.*)$/im.exec(head)?.[1] ?? "";
    return { to: [to.trim().toLowerCase()], raw, decoded: decodeQuotedPrintable(raw) };
  });
}

/**
 * The reading half of an SMTP capture over a server's development outbox, for the helpers that
 * read codes and links from a capture (`lastCode`, `mailsTo`); it receives nothing itself.
 */
export function outboxReader(server: TestServer): SmtpCapture {
  const mailsTo = (email: string) => outboxMails(server).filter((m) => m.to.includes(email.toLowerCase()));
  const reader: Pick<SmtpCapture, "mailsTo" | "lastCode"> = {
    mailsTo,
    lastCode(email) {
      const code = /Your code: (\d{6})/.exec(mailsTo(email).at(-1)?.decoded ?? "")?.[1];
      if (!code) throw new Error(`No code has been mailed to ${email}`);
      return code;
    },
  };
  return reader as SmtpCapture;
}
