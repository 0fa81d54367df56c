import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { CATALOGUE_KINDS, type CatalogueKind, messages, paths } from "@clutch/contract";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";
import { sendCached } from "../lib/response-cache";
import { mediaDir, webDistDir, webShellModule } from "../paths";
import { sendError } from "./errors";
import { createProductPages, loadPageRenderer } from "./product-pages";

const YEAR = 31_536_000;
const WEEK = 604_800;

/** Hashed build assets never change; the page itself must always be revalidated. */
function cacheControlFor(path: string): string {
  const file = path.replace(/\.(br|gz)$/, ""); // pre-compressed twins are sent in place of the file
  if (/[\\/]assets[\\/]/.test(file)) return `public, max-age=${YEAR}, immutable`;
  if (file.endsWith(".html")) return "no-cache";
  return "public, max-age=3600";
}

/**
 * The built web app, the demo artwork and user uploads. Hashed assets are immutable; index.html is
 * always revalidated; any other GET outside /api that is not a file gets index.html, so deep links
 * and reloads reach the single-page app (`/` gets home.html, the same page with its first screen
 * prerendered, when the build made one; product pages get theirs rendered per request).
 */
export const webPlugin = fp<{ uploadsDir: string }>(async (app, { uploadsDir }) => {
  mkdirSync(uploadsDir, { recursive: true });
  const hasWebApp = existsSync(join(webDistDir, "index.html"));
  // index.html with the first screen of `/` prerendered (apps/web/scripts/prerender.mjs).
  const hasHomeShell = hasWebApp && existsSync(join(webDistDir, "home.html"));

  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: "/media/",
    decorateReply: false,
    maxAge: WEEK * 1000,
    index: false,
  });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: "/uploads/",
    decorateReply: false,
    maxAge: WEEK * 1000,
    immutable: true,
    index: false,
  });
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: "/",
      preCompressed: true,
      index: false,
      wildcard: true,
      setHeaders(reply, path) {
        reply.header("cache-control", cacheControlFor(path));
      },
    });
  } else {
    app.log.warn(`No web app build at ${webDistDir}: run "npm run build" to serve the site.`);
  }

  /** The single-page app's HTML for a page path; `/` gets its prerendered first screen when built. */
  const sendPage = (reply: FastifyReply, path: string) => {
    const page = path === "/" && hasHomeShell ? "home.html" : "index.html";
    return reply.header("cache-control", "no-cache").sendFile(page, webDistDir);
  };
  if (hasWebApp) {
    // Explicit, because the static plugin treats `/` as a folder and refuses to list it (403).
    app.get("/", { schema: { hide: true } }, (_request, reply) => sendPage(reply, "/"));
    await registerProductPages(app, sendPage);
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    const wantsPage = (request.method === "GET" || request.method === "HEAD") && !path.startsWith("/api");
    const isFileRequest =
      /\.[a-z0-9]+$/i.test(path) || path.startsWith("/media/") || path.startsWith("/uploads/");
    if (wantsPage && !isFileRequest && hasWebApp) return sendPage(reply, path);
    return sendError(reply, 404, { message: messages.general.routeNotFound, code: "NOT_FOUND" });
  });
});

/**
 * `/product-{kind}/{id}` with the item's first screen, head tags and data rendered in (see
 * product-pages.ts); 404 for an unknown item. Without the web build's renderer, or when rendering
 * fails, the plain page: the app then fetches the item itself.
 */
async function registerProductPages(
  app: FastifyInstance,
  sendPage: (reply: FastifyReply, path: string) => FastifyReply,
) {
  let renderProductPage: ReturnType<typeof createProductPages>;
  try {
    const renderer = await loadPageRenderer(webShellModule);
    if (!renderer) {
      app.log.warn(
        `No server-side renderer at ${webShellModule}: product pages are served without their first screen.`,
      );
      return;
    }
    renderProductPage = createProductPages({
      renderer,
      indexHtml: readFileSync(join(webDistDir, "index.html"), "utf8"),
      catalogue: app.catalogue,
      origin: app.config.publicUrl,
    });
  } catch (error) {
    // A broken or mismatched build must not take the site down: the plain pages still work.
    app.log.error({ err: error }, "the server-side renderer cannot be used: product pages are served plain");
    return;
  }
  const route = (kind: CatalogueKind) => paths[kind]("ID").replace("ID", ":id");
  for (const kind of CATALOGUE_KINDS) {
    app.get<{ Params: { id: string } }>(route(kind), { schema: { hide: true } }, async (request, reply) => {
      try {
        const result = await renderProductPage(kind, request.params.id);
        if (result.status === 404) return sendPage(reply.code(404), request.url);
        return sendCached(request, reply, result.page, {
          cacheControl: "no-cache",
          type: "text/html; charset=utf-8",
        });
      } catch (error) {
        request.log.error({ err: error }, "rendering a product page failed; sending the plain page");
        return sendPage(reply, request.url);
      }
    });
  }
}
