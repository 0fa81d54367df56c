import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

/** How long a mail may take to appear in the outbox. */
const MAIL_TIMEOUT_MS = 15_000;

/** Quoted-printable soft line breaks and `=XX` bytes, decoded (the text parts are sent so). */
function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** The header block's `To:` line names `to`. */
function isTo(raw: string, to: string): boolean {
  const head = raw.slice(0, raw.search(/\r?\n\r?\n/));
  return new RegExp(`^To:.*${to.replace(/[.+]/g, "\\$&")}`, "im").test(head);
}

/**
 * The newest mail to `to` that matches `pattern`, decoded: without SMTP_URL the server writes every
 * mail into `DATA_DIR/outbox/` (files named by time). Waits for it to appear.
 */
export async function mailTo(dataDir: string, to: string, pattern: RegExp): Promise<RegExpExecArray> {
  const outbox = join(dataDir, "outbox");
  const deadline = Date.now() + MAIL_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const names = await readdir(outbox).catch(() => [] as string[]);
    const mails = names.filter((name) => name.endsWith(".eml"));
    for (const name of mails.sort().reverse()) {
      const raw = await readFile(join(outbox, name), "utf8");
      const match = isTo(raw, to) ? pattern.exec(decodeQuotedPrintable(raw)) : null;
      if (match) return match;
    }
    await sleep(200);
  }
  throw new Error(`no mail to ${to} matching ${pattern} in ${outbox} within ${MAIL_TIMEOUT_MS / 1000} s`);
}
