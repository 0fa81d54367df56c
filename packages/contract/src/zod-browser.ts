import { z } from "zod";

/**
 * In the browser, zod 4 probes `new Function` when it builds its first object schema (its JIT
 * parser); under the site's Content Security Policy (no 'unsafe-eval') that probe is reported as a
 * CSP violation in every page's console (Lighthouse best practices). The JIT-less parser is plenty
 * fast for the web app's small payloads, so browsers use it; the server keeps the JIT.
 *
 * Imported first by every module that builds schemas (not by index.ts: the web app's start-up path
 * uses only the zod-free modules and must not load zod), so it runs before any schema is built, in
 * whichever chunk they land. The only module package.json declares as having side effects.
 */
if ("document" in globalThis) z.config({ jitless: true });
