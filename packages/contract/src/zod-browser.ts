import { z } from "zod";

/**
 * In the browser, zod 4 probes `new Function` while building object schemas (its JIT parser); under
 * the site's Content Security Policy (no 'unsafe-eval') that probe is reported as a CSP violation in
 * every page's console (Lighthouse best practices). The JIT-less parser is plenty fast for the web
 * app's small payloads, so browsers use it; the server keeps the JIT. Imported first by index.ts, so
 * it runs before any schema is built.
 */
if ("document" in globalThis) z.config({ jitless: true });
