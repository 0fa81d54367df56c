import { messages } from "@clutch/contract";
import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { DEV_OUTBOX_PATH, hasDevOutbox, type OutboxMail, outboxFolder, readOutbox } from "../lib/dev-outbox";
import { notFound } from "../lib/errors";
import { escapeHtml } from "../lib/mail";

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/** The socket's own address, not X-Forwarded-For: a proxy in front must not open the page to the world. */
const fromLoopback = (request: FastifyRequest) => LOOPBACK.has(request.socket.remoteAddress ?? "");

function outboxPage(folder: string, mails: OutboxMail[]): string {
  const rows = mails
    .map(
      (mail) => `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<dl><dt>To</dt><dd>${escapeHtml(mail.to)}</dd><dt>Sent</dt><dd>${escapeHtml(mail.date)}</dd><dt>File</dt><dd>${escapeHtml(mail.file)}</dd></dl>
<pre>${escapeHtml(mail.text)}</pre>
</article>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development outbox - Clutch Academy</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:1rem auto;padding:0 1rem}article{border-top:1px solid #ccc;padding:.5rem 0}dl{display:grid;grid-template-columns:max-content 1fr;gap:0 1rem}dt{font-weight:bold}pre{white-space:pre-wrap;background:#f4f4f7;padding:.5rem}</style>
</head><body><main>
<h1>Development outbox</h1>
<p>Without SMTP_URL every mail is kept in ${escapeHtml(folder)}; the newest ${mails.length} below, newest first.</p>
${mails.length ? rows : "<p>No mail yet.</p>"}
</main></body></html>`;
}

/**
 * `GET /dev/outbox`: the development outbox's newest mails, for a local user who has no SMTP server.
 * Served only outside production and without SMTP_URL, and only to loopback clients: 404 otherwise.
 */
export const devOutboxPlugin = fp(
  async (app) => {
    const served = hasDevOutbox(app.config);
    const folder = outboxFolder(app.config);
    // Always routed, so that where it is off it answers 404 rather than the web app's page.
    app.get(DEV_OUTBOX_PATH, { schema: { hide: true } }, async (request, reply) => {
      if (!served || !fromLoopback(request)) throw notFound(messages.general.routeNotFound);
      const page = outboxPage(folder, await readOutbox(folder));
      return reply.header("cache-control", "no-store").type("text/html; charset=utf-8").send(page);
    });
  },
  { name: "dev-outbox", dependencies: ["mail"] },
);
