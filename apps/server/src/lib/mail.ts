import { randomBytes } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { OTP_TTL_MINUTES } from "@clutch/contract";
import type { FastifyBaseLogger } from "fastify";
import nodemailer, { type Transporter } from "nodemailer";
import type { Config } from "../config";
import { outboxFolder } from "./dev-outbox";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where an answer goes, when not to the sender (MAIL_FROM). */
  replyTo?: string;
  /** A fixed Message-ID, so a copy sent again after a crash is recognisably the same mail. */
  messageId?: string;
  attachments?: { filename: string; content: string; contentType: string }[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * Mail goes over `SMTP_URL`; without it each message is written as an .eml file into the
 * development outbox, `DATA_DIR/outbox/` (listed at /dev/outbox), and the log says only where it
 * is: never its body, which may carry a code or a link's token (docs/security.md).
 */
export function createMailer(config: Pick<Config, "mail" | "dataDir">, log: FastifyBaseLogger): Mailer {
  const from = config.mail.from;
  if (config.mail.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport({
      url: config.mail.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    return {
      async send({ to, subject, text, html, replyTo, messageId, attachments }) {
        await transport.sendMail({ from, to, subject, text, html, replyTo, messageId, attachments });
      },
      close: () => transport.close(),
    };
  }

  const outbox = outboxFolder(config);
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send({ to, subject, text, html, replyTo, messageId, attachments }) {
      const info = await builder.sendMail({ from, to, subject, text, html, replyTo, messageId, attachments });
      await mkdir(outbox, { recursive: true });
      const file = join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`,
      );
      // Written aside, then renamed: whoever reads the outbox never sees half a mail.
      await writeFile(`${file}.part`, info.message as Buffer, { mode: 0o600 });
      await rename(`${file}.part`, file);
      log.info({ to, subject, file }, `Mail to ${to} kept in the development outbox: ${file}`);
    },
    close: () => builder.close(),
  };
}

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

export interface BrandedMail {
  to: string;
  subject: string;
  text: string;
  paragraphs: string[];
  /** Shown large, e.g. a one-time code. */
  highlight?: string;
  /** Label and value rows, e.g. a receipt's lines. */
  table?: [string, string][];
  /** Small print under the body; a line may carry a link. */
  footer?: { text: string; link?: { href: string; label: string } }[];
}

/** An e-mail of the product: the plain text as given, and a small branded HTML part built from the same facts. */
export function brandedMail(mail: BrandedMail): MailMessage {
  const paragraph = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;
  const highlight = mail.highlight
    ? `<p style="margin:0 0 16px;font-size:32px;font-weight:bold;letter-spacing:8px">${escapeHtml(mail.highlight)}</p>`
    : "";
  const table = mail.table
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse">${mail.table
        .map(
          ([label, value]) =>
            `<tr><td style="padding:4px 16px 4px 0;color:#666666">${escapeHtml(label)}</td><td style="padding:4px 0;font-weight:bold">${escapeHtml(value)}</td></tr>`,
        )
        .join("")}</table>`
    : "";
  const footer = (mail.footer ?? [])
    .map(
      ({ text, link }) =>
        `<p style="margin:0 0 8px;color:#666666;font-size:13px">${escapeHtml(text)}${
          link
            ? ` <a href="${escapeHtml(link.href)}" style="color:#5b3df5">${escapeHtml(link.label)}</a>`
            : ""
        }</p>`,
    )
    .join("");
  const html = `<!doctype html>
<html><body style="margin:0;background:#f4f4f7;font-family:Arial,Helvetica,sans-serif;color:#1b1b1f">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="480" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:#0b0b12;color:#ffffff;padding:20px 24px;font-size:20px;font-weight:bold;letter-spacing:3px">CLUTCH ACADEMY</td></tr>
<tr><td style="padding:24px">
${mail.paragraphs.map(paragraph).join("\n")}
${highlight}${table}${footer}
</td></tr></table></td></tr></table>
</body></html>`;
  return { to: mail.to, subject: mail.subject, text: mail.text, html };
}

/** The one-time-code e-mail: plain text plus a small branded HTML part. */
export function otpMail(to: string, subject: string, intro: string, code: string): MailMessage {
  const validity = `This code is valid for ${OTP_TTL_MINUTES} minutes.`;
  const ignore = "If you did not ask for it, you can ignore this e-mail.";
  return brandedMail({
    to,
    subject,
    text: `${intro}\n\nYour code: ${code}\n\n${validity}\n${ignore}\n\n- Clutch Academy\n`,
    paragraphs: [intro],
    highlight: code,
    footer: [{ text: validity }, { text: ignore }],
  });
}
