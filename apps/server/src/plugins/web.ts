import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { CATALOGUE_KINDS, isIdShaped, isUnderPath, messages, paths, SESSION_SCRIPT } from "@clutch/contract";
import fastifyStatic from "@fastify/static";
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from "fastify";
import fp from "fastify-plugin";
import { mediaDir, webDistDir } from "../paths";
import { sendError } from "./errors";

/** Sends `/` in place of the built page; rejects when it cannot. */
export type HomePageSender = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

declare module "fastify" {
  interface FastifyInstance {
    /** Whether the web app is built (apps/web/dist), so pages can be served. */
    hasWebApp: boolean;
    /**
     * Who sends `/` instead of the built page (the catalogue module: the page with its shelves'
     * data). When it fails, the built page is sent.
     */
    serveHomePageWith(send: HomePageSender): void;
  }
  interface FastifyReply {
    /** The single-page app's HTML for a page path; `/` gets its prerendered first screen when built. */
    sendAppPage(path: string): FastifyReply;
  }
}

const YEAR = 31_536_000;
const WEEK = 604_800;

/** A build asset, named by its content's hash (or its pre-compressed twin, sent in place of the file). */
const isHashedAsset = (path: string) => /[\\/]assets[\\/]/.test(path);

/** Hashed build assets never change; the page itself must always be revalidated. */
function cacheControlFor(path: string): string {
  if (isHashedAsset(path)) return `public, max-age=${YEAR}, immutable`;
  if (path.replace(/\.(br|gz)$/, "").endsWith(".html")) return "no-cache";
  return "public, max-age=3600";
}

/**
 * What a file that never changes does without: nothing revalidates an immutable asset, and a
 * script or stylesheet is never fetched in ranges. About 100 bytes off each of the dozen scripts
 * and stylesheets a page starts with.
 */
const NOT_FOR_HASHED_ASSETS = ["etag", "last-modified", "accept-ranges"];

/** Longer than any file name (NAME_MAX) or any path of ours: never a file, whatever the disk says. */
const MAX_NAME_BYTES = 255;
const MAX_PATH_BYTES = 1024;

/** The decoded path of a URL, or undefined when its percent-encoding is broken. */
function decodedPath(url: string): string | undefined {
  try {
    return decodeURIComponent(url.split("?")[0] ?? "");
  } catch {
    return undefined;
  }
}

/**
 * Whether the static file routes should leave this request to the not-found handler without
 * looking at the disk: an /api path (it reaches them only when no API route matched, e.g. an id
 * longer than the router's maxParamLength), or a path no file can have. The static plugin would
 * answer the latter with 403 (the file system refuses the over-long name it checks).
 */
function isNeverAFile(url: string): boolean {
  if (url === "/api" || url.startsWith("/api/") || url.startsWith("/api?")) return true;
  const path = decodedPath(url);
  if (path === undefined) return false;
  return (
    Buffer.byteLength(path) > MAX_PATH_BYTES ||
    path.split("/").some((segment) => Buffer.byteLength(segment) > MAX_NAME_BYTES)
  );
}

/** `/product-{kind}/{id}` with an id no item can have: the not-found page, 404. */
function isProductPathOfNoItem(url: string): boolean {
  const path = decodedPath(url)?.replace(/\/$/, "");
  if (path === undefined) return false;
  return CATALOGUE_KINDS.some((kind) => {
    const prefix = paths[kind]("");
    const id = path.startsWith(prefix) ? path.slice(prefix.length) : "";
    return id.length > 0 && !isIdShaped(id) && !id.includes("/");
  });
}

/** Where the lazily loaded parts of the app live: their pages ask for the part's chunks at once. */
const PART_PAGES: { prefix: string; page: string }[] = [
  { prefix: paths.admin, page: "admin.html" },
  { prefix: paths.coachWorkspace, page: "coach.html" },
];

/** Where the first screens of the console's and the workspace's section pages are (`frames/admin/orders.html`). */
const FRAMES_FOLDER = "frames";

/** The paths whose first screen the build rendered (`/admin/orders`), from the files in `folder`. */
function framedPaths(folder: string): Set<string> {
  if (!existsSync(folder)) return new Set();
  const files = readdirSync(folder, { recursive: true, encoding: "utf8" });
  return new Set(
    files.filter((file) => file.endsWith(".html")).map((file) => `/${file.slice(0, -".html".length)}`),
  );
}

/**
 * The built page for `path` (dist/, scripts/prerender.mjs): `/` has its first screen prerendered,
 * and so have the console's and the workspace's section pages (their frame and heading); elsewhere
 * the app renders everything, and the page asks for the app's start-up chunks (and its part's, in
 * the console and the workspace) at once instead of after the entry has run. A build without those
 * pages gets index.html.
 */
function appPageFor(path: string, built: (page: string) => boolean, framed: Set<string>): string {
  if (path === "/") return built("home.html") ? "home.html" : "index.html";
  const withoutSlash = path.endsWith("/") ? path.slice(0, -1) : path;
  if (framed.has(withoutSlash)) return `${FRAMES_FOLDER}${withoutSlash}.html`;
  const part = PART_PAGES.find(({ prefix }) => isUnderPath(path, prefix));
  if (part && built(part.page)) return part.page;
  return built("app.html") ? "app.html" : "index.html";
}

/**
 * The built web app and the demo artwork (uploads are served from the store by the media module). Hashed assets are immutable; pages are
 * always revalidated; any other GET outside /api that is not a file gets the app's page (appPageFor),
 * so deep links and reloads reach the single-page app (the catalogue module renders product and
 * browse pages itself).
 */
export const webPlugin = fp(
  async (app) => {
    const hasWebApp = existsSync(join(webDistDir, "index.html"));
    const builtPages = new Set(
      ["home.html", "app.html", ...PART_PAGES.map(({ page }) => page)].filter(
        (page) => hasWebApp && existsSync(join(webDistDir, page)),
      ),
    );
    const built = (page: string) => builtPages.has(page);
    const framed = hasWebApp ? framedPaths(join(webDistDir, FRAMES_FOLDER)) : new Set<string>();
    // The CSP allows the session mark's script by the hash of the contract's text (security.ts): a
    // build made from another version of it would have its script refused, and members would see
    // Login in server-rendered markup again (docs/decisions/015-no-signed-out-flash.md).
    if (
      hasWebApp &&
      !readFileSync(join(webDistDir, "index.html"), "utf8").includes(`<script>${SESSION_SCRIPT}</script>`)
    ) {
      app.log.warn(
        `The web build at ${webDistDir} predates the current session script: run "npm run build".`,
      );
    }

    // The static plugin's catch-all routes (registered below) get every GET no other route matched,
    // so they hand what can never be a file to the not-found handler first.
    const staticRoutes = new Set(["/*", "/media/*"]);
    app.addHook("onRoute", (route) => {
      if (!staticRoutes.has(route.url)) return;
      const serveFile = route.handler as RouteHandlerMethod;
      route.handler = function (request, reply) {
        if (isNeverAFile(request.url)) return reply.callNotFound();
        return serveFile.call(this, request, reply);
      };
    });

    await app.register(fastifyStatic, {
      root: mediaDir,
      prefix: "/media/",
      decorateReply: false,
      maxAge: WEEK * 1000,
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
          if (isHashedAsset(path)) for (const name of NOT_FOR_HASHED_ASSETS) reply.removeHeader(name);
        },
      });
    } else {
      app.log.warn(`No web app build at ${webDistDir}: run "npm run build" to serve the site.`);
      // What the web app's catch-all does otherwise: a path the router could not match because a
      // parameter is longer than its maxParamLength lands here and gets the not-found answer, rather
      // than Fastify's max-param-length error (a bare 414, or whatever `frameworkErrors` makes of it).
      app.get("/*", { schema: { hide: true } }, (_request, reply) => reply.callNotFound());
    }

    app.decorate("hasWebApp", hasWebApp);
    app.decorateReply("sendAppPage", function (this: FastifyReply, path: string) {
      return this.header("cache-control", "no-cache").sendFile(appPageFor(path, built, framed), webDistDir);
    });
    let sendHomePage: HomePageSender | undefined;
    app.decorate("serveHomePageWith", (send: HomePageSender) => {
      sendHomePage = send;
    });
    if (hasWebApp) {
      // Explicit, because the static plugin treats `/` as a folder and refuses to list it (403).
      app.get("/", { schema: { hide: true } }, async (request, reply) => {
        if (sendHomePage && built("home.html")) {
          try {
            return await sendHomePage(request, reply);
          } catch (error) {
            request.log.error(
              { err: error },
              "sending the home page with its data failed; sending the built page",
            );
          }
        }
        return reply.sendAppPage("/");
      });
    }

    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split("?")[0] ?? "";
      const wantsPage = (request.method === "GET" || request.method === "HEAD") && !path.startsWith("/api");
      const isFileRequest =
        /\.[a-z0-9]+$/i.test(path) || path.startsWith("/media/") || path.startsWith("/uploads/");
      if (wantsPage && !isFileRequest && hasWebApp) {
        return (isProductPathOfNoItem(request.url) ? reply.code(404) : reply).sendAppPage(path);
      }
      return sendError(reply, 404, { message: messages.general.routeNotFound, code: "NOT_FOUND" });
    });
  },
  { name: "web" },
);
