import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { SESSION_SCRIPT } from "@clutch/contract";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import fp from "fastify-plugin";
import helmet, { type HelmetOptions } from "helmet";

/** Origins outside ours that the payment checkouts need, as the payment providers list them. */
export interface CheckoutSources {
  script: string[];
  frame: string[];
  connect: string[];
}

interface SecurityOptions {
  httpsOnly: boolean;
  checkoutSources: CheckoutSources;
}

/** A CSP source that allows one inline script, exactly this text, and nothing else inline. */
function inlineScriptSource(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/**
 * The one inline script of our pages, the session mark the web build puts in index.html's head
 * (docs/decisions/015-no-signed-out-flash.md), allowed by the hash of the contract's text.
 */
const SESSION_SCRIPT_SOURCE = inlineScriptSource(SESSION_SCRIPT);

/**
 * Helmet's headers that govern documents only. On a script, stylesheet, raster image, font or
 * media file they do nothing but cost about 1 KB per response (the CSP most of it), on every one
 * of a page's dozen or so subresources on a phone's connection.
 */
const DOCUMENT_ONLY_HEADERS = [
  "content-security-policy",
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "x-frame-options",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
];
/**
 * What an API answer that is not a page keeps of the document policies: nothing may load from it or
 * frame it. The page's long policy (about 600 bytes) means nothing on JSON, a CSV or a calendar file.
 */
const API_ANSWER_POLICY = "default-src 'none'; frame-ancestors 'none'";
const API_DROPPED_HEADERS = DOCUMENT_ONLY_HEADERS.filter(
  (header) => header !== "content-security-policy" && header !== "x-frame-options",
);
/** Subresource types that are never rendered as a document (SVG can be, so it keeps them). */
const SUBRESOURCE_TYPE =
  /^(?:application\/javascript|text\/javascript|text\/css|font\/|image\/(?!svg)|video\/|audio\/)/i;

/**
 * The headers helmet sets with `options`, computed once: helmet's middleware run against a
 * recorder instead of a response. (@fastify/helmet runs it, and parses the CSP again, on every
 * request.) Names are lower-cased, as Fastify keeps them.
 */
export function helmetHeaders(options: HelmetOptions): Array<[string, string]> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers.set(name.toLowerCase(), String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return [...headers];
}

function helmetOptions(options: SecurityOptions): HelmetOptions {
  const checkout = options.checkoutSources;
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...checkout.script, SESSION_SCRIPT_SOURCE],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        mediaSrc: ["'self'", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", ...checkout.connect],
        frameSrc: checkout.frame.length > 0 ? checkout.frame : ["'none'"],
        formAction: ["'self'", ...checkout.frame],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        ...(options.httpsOnly ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // The same as frame-ancestors 'none', for browsers that predate it (helmet's default is SAMEORIGIN).
    xFrameOptions: { action: "deny" },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: options.httpsOnly ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}

/**
 * The security headers, in three sets computed at start-up: a page's (helmet's, with the page's
 * CSP), a subresource's (without the document-only ones) and an API answer's (the short policy).
 * One onSend hook picks the set by the answer's type and path and adds the headers the answer does
 * not set itself (the API documentation page sets its own CSP); the headers a set leaves out are
 * removed, and an API answer always gets the short policy. nosniff, Cross-Origin-Resource-Policy,
 * Referrer-Policy and HSTS stay on every response.
 */
const security: FastifyPluginAsync<SecurityOptions> = async (app, options) => {
  const page = helmetHeaders(helmetOptions(options));
  const subresource = page.filter(([name]) => !DOCUMENT_ONLY_HEADERS.includes(name));
  const api = page.filter(
    ([name]) => !API_DROPPED_HEADERS.includes(name) && name !== "content-security-policy",
  );
  const addMissing = (reply: FastifyReply, headers: Array<[string, string]>) => {
    for (const [name, value] of headers) if (!reply.hasHeader(name)) reply.header(name, value);
  };
  const removePresent = (reply: FastifyReply, names: string[]) => {
    for (const name of names) if (reply.hasHeader(name)) reply.removeHeader(name);
  };
  // A callback hook: no promise per request.
  app.addHook("onSend", (request, reply, payload, done) => {
    const type = String(reply.getHeader("content-type") ?? "");
    if (SUBRESOURCE_TYPE.test(type)) {
      removePresent(reply, DOCUMENT_ONLY_HEADERS);
      addMissing(reply, subresource);
    } else if (request.url.startsWith("/api/") && !type.startsWith("text/html")) {
      removePresent(reply, API_DROPPED_HEADERS);
      reply.header("content-security-policy", API_ANSWER_POLICY);
      addMissing(reply, api);
    } else {
      addMissing(reply, page);
    }
    done(null, payload);
  });
};

export const securityPlugin = fp(security, { name: "security" });
