import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import {
  browsePaths,
  CATALOGUE_KINDS,
  type CatalogueKind,
  LIST_LIMIT_MAX,
  ListQuerySchema,
  PAGE_DATA_ELEMENT_ID,
  PAGE_META_END,
  PAGE_META_START,
  type PageData,
  type PageShellRenderer,
  paths,
  popularityRank,
  RELATED_KINDS,
  RELATION_FILTERS,
  type RelatedKind,
  type RelatedNames,
  type RenderedPage,
  rootElement,
} from "@clutch/contract";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../lib/errors";
import { type CachedResponse, ResponseCache, sendCached } from "../../lib/response-cache";
import { webDistDir, webShellModule } from "../../paths";
import { CATALOGUE_CACHE_SECONDS, type CatalogueReader } from "./reader";

const EMPTY_ROOT = '<div id="root"></div>';

/** index.html cut where a product page puts its own head tags and its first screen. */
export interface PageTemplate {
  /** Up to and including PAGE_META_START. */
  beforeMeta: string;
  /** From PAGE_META_END up to the empty root. */
  betweenMetaAndRoot: string;
  /** After the empty root. */
  afterRoot: string;
}

export function parsePageTemplate(html: string): PageTemplate {
  const metaStart = html.indexOf(PAGE_META_START);
  const metaEnd = html.indexOf(PAGE_META_END);
  const root = html.indexOf(EMPTY_ROOT);
  if (metaStart === -1 || metaEnd < metaStart || root < metaEnd) {
    throw new Error(`index.html needs ${PAGE_META_START} … ${PAGE_META_END} in its head and ${EMPTY_ROOT}`);
  }
  return {
    beforeMeta: html.slice(0, metaStart + PAGE_META_START.length),
    betweenMetaAndRoot: html.slice(metaEnd, root),
    afterRoot: html.slice(root + EMPTY_ROOT.length),
  };
}

/**
 * JSON for a `<script type="application/json">` element: every "<" escaped (JSON.parse reads
 * `\u003c` back as "<"), so no text in the data can close the element or open a comment.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/**
 * Holds the page's first paint until the parser has read the whole first screen, i.e. reached the
 * page data right after it. Without it, a busy phone's Chromium paints the markup half-parsed (its
 * parser yields mid-document), and what it painted then moves as the rest arrives: the title block
 * when the hero's later parts come in, the nav's account slot when its last items do. Those are
 * layout shifts before the app even starts (decision 014). Browsers without `rel=expect` ignore it.
 */
const FIRST_SCREEN_RENDER_BLOCK = `<link rel="expect" href="#${PAGE_DATA_ELEMENT_ID}" blocking="render">`;

/** The element carrying the data the app starts from. */
const pageDataElement = (data: PageData) =>
  `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${jsonForScript(data)}</script>`;

/** The page: the template with the rendered head tags and first screen, and the data the app starts from. */
export function assemblePage(template: PageTemplate, page: RenderedPage, data: PageData): string {
  return [
    template.beforeMeta,
    page.head,
    FIRST_SCREEN_RENDER_BLOCK,
    template.betweenMetaAndRoot,
    rootElement(page.shell, page.hydrate === true),
    pageDataElement(data),
    template.afterRoot,
  ].join("");
}

/** Loads the web build's server-side renderer (apps/web/dist-ssr/shell.js), or null when there is none. */
async function loadPageRenderer(modulePath: string): Promise<PageShellRenderer | null> {
  if (!existsSync(modulePath)) return null;
  const loaded = (await import(pathToFileURL(modulePath).href)) as { renderer?: PageShellRenderer };
  const renderer = loaded.renderer;
  if (typeof renderer?.renderProductPage !== "function" || typeof renderer.renderBrowsePage !== "function") {
    throw new Error(`${modulePath} does not export a page renderer`);
  }
  await renderer.ready();
  return renderer;
}

interface PageOptions {
  renderer: PageShellRenderer;
  indexHtml: string;
  catalogue: CatalogueReader;
  /** The public origin, for canonical and social URLs. */
  origin: string;
}

/** Rendered pages, cached per version of the answers they were built from, forgotten with the catalogue's cache. */
function pageCache(catalogue: CatalogueReader): ResponseCache {
  const pages = new ResponseCache({ ttlMs: CATALOGUE_CACHE_SECONDS * 1000, maxEntries: 1000 });
  catalogue.onClear(() => pages.clear());
  return pages;
}

/** Every item of a kind, as the app asks for it (a filter's options, a coach's rank). */
const EVERY_ITEM = ListQuerySchema.parse({ limit: LIST_LIMIT_MAX });

type RankedItems = { data: { _id: string; popularity: number }[] };

/** The JSON of a cached answer. */
const parseBody = <T>(answer: CachedResponse) => JSON.parse(answer.body.toString("utf8")) as T;

export type ProductPageResult = { status: 200; page: CachedResponse } | { status: 404 };

/**
 * Product pages (`/product-{kind}/{id}`) rendered on the server: the app's first render of the page
 * (which it hydrates) and head tags in the HTML, and the detail answer the page was built from,
 * from the catalogue's own cache. Each page is cached per version of that answer, so it never
 * disagrees with the API. An unknown item is a 404; any other failure rejects, and the caller sends
 * the plain page instead.
 */
export function createProductPages(options: PageOptions) {
  const { renderer, catalogue, origin } = options;
  const template = parsePageTemplate(options.indexHtml);
  const pages = pageCache(catalogue);

  return async function renderProductPage(kind: CatalogueKind, id: string): Promise<ProductPageResult> {
    let detail: CachedResponse;
    try {
      detail = await catalogue.detail(kind, id);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) return { status: 404 };
      throw error;
    }
    // A coach's page shows where the coach stands among all coaches: that list's version is the page's too.
    const coaches = kind === "coach" ? await catalogue.list("coach", EVERY_ITEM) : undefined;
    const version = [detail.etag, coaches?.etag ?? ""].join(",");
    const page = await pages.get(`${kind}/${id}/${version}`, async () => {
      const body = parseBody<{ data: unknown }>(detail);
      const rank = coaches ? { rank: popularityRank(parseBody<RankedItems>(coaches).data, id) } : {};
      const data = { kind, id, body, ...rank };
      return assemblePage(
        template,
        renderer.renderProductPage({ data, path: paths[kind](id), origin }),
        data,
      );
    });
    return { status: 200, page };
  };
}

/** The id and name of each item of the related kinds' lists, the filters' options. */
function relatedNames(kinds: RelatedKind[], answers: CachedResponse[]): RelatedNames {
  const names: RelatedNames = {};
  kinds.forEach((kind, index) => {
    const body = parseBody<{ data: { _id: string; name: string }[] }>(answers[index] as CachedResponse);
    names[kind] = body.data.map(({ _id, name }) => ({ _id, name }));
  });
  return names;
}

/**
 * Browse pages (`/games`, `/coaches`, `/courses`, `/guides`, with their filters in the URL query)
 * rendered on the server: the lists the page shows for that query (its results and featured strip),
 * from the catalogue's own cache, and the page built from them. Keyed by the query in its normal
 * form, so junk parameters do not make new entries. Any failure rejects, and the caller sends the
 * plain page.
 */
export function createBrowsePages(options: PageOptions) {
  const { renderer, catalogue, origin } = options;
  const template = parsePageTemplate(options.indexHtml);
  const pages = pageCache(catalogue);

  return async function renderBrowsePage(kind: CatalogueKind, search: string): Promise<CachedResponse> {
    const planned = renderer.browsePageQueries(kind, search);
    const related = RELATED_KINDS.filter((relatedKind) => RELATION_FILTERS[kind][relatedKind]);
    const [answers, relatedAnswers] = await Promise.all([
      Promise.all(planned.queries.map((query) => catalogue.list(kind, ListQuerySchema.parse(query)))),
      Promise.all(related.map((relatedKind) => catalogue.list(relatedKind, EVERY_ITEM))),
    ]);
    const versions = [...answers, ...relatedAnswers].map((answer) => answer.etag).join(",");
    return pages.get(`${kind}?${planned.search}/${versions}`, async () => {
      const lists = planned.queries.map((query, index) => ({
        query,
        body: parseBody<unknown>(answers[index] as CachedResponse),
      }));
      const names = relatedNames(related, relatedAnswers);
      const rendered = renderer.renderBrowsePage({ kind, search: planned.search, lists, names, origin });
      return assemblePage(template, rendered, { kind, lists, names });
    });
  };
}

/**
 * The home page: dist/home.html (its first screen prerendered at build time) with the answers of
 * its catalogue shelves, from the catalogue's own cache, so the app asks for none of them. Cached
 * per version of those answers. Any failure rejects, and the caller sends the built page.
 */
export function createHomePage(options: PageOptions & { homeHtml: string }) {
  const { renderer, catalogue } = options;
  const bodyEnd = options.homeHtml.lastIndexOf("</body>");
  if (bodyEnd === -1) throw new Error("dist/home.html has no </body>");
  const [beforeBodyEnd, fromBodyEnd] = [options.homeHtml.slice(0, bodyEnd), options.homeHtml.slice(bodyEnd)];
  const shelves = renderer.homePageLists();
  const pages = pageCache(catalogue);

  return async function renderHomePage(): Promise<CachedResponse> {
    const answers = await Promise.all(
      shelves.map(({ kind, query }) => catalogue.list(kind, ListQuerySchema.parse(query))),
    );
    return pages.get(`home/${answers.map((answer) => answer.etag).join(",")}`, async () => {
      const lists = shelves.map(({ kind, query }, index) => ({
        kind,
        query,
        body: parseBody<unknown>(answers[index] as CachedResponse),
      }));
      return [beforeBodyEnd, pageDataElement({ page: "home", lists }), fromBodyEnd].join("");
    });
  };
}

/**
 * Catalogue pages rendered on the server: `/product-{kind}/{id}` with the item's first screen, head
 * tags and data (404 for an unknown item), the four browse pages with their first page of results,
 * and `/` with its shelves' data. Without the web build's renderer, or when rendering fails, the
 * plain page: the app then fetches what it shows itself. Needs the web plugin, whose
 * `sendAppPage` and `serveHomePageWith` it uses.
 */
export const cataloguePageRoutes: FastifyPluginAsync<{ reader: CatalogueReader }> = async (
  app,
  { reader },
) => {
  if (!app.hasWebApp) return;
  let options: PageOptions;
  try {
    const renderer = await loadPageRenderer(webShellModule);
    if (!renderer) {
      app.log.warn(
        `No server-side renderer at ${webShellModule}: catalogue pages are served without their first screen.`,
      );
      return;
    }
    options = {
      renderer,
      indexHtml: readFileSync(join(webDistDir, "index.html"), "utf8"),
      catalogue: reader,
      origin: app.config.publicUrl,
    };
  } catch (error) {
    // A broken or mismatched build must not take the site down: the plain pages still work.
    app.log.error(
      { err: error },
      "the server-side renderer cannot be used: catalogue pages are served plain",
    );
    return;
  }
  const renderProductPage = createProductPages(options);
  const renderBrowsePage = createBrowsePages(options);
  const sendPage = (request: FastifyRequest, reply: FastifyReply, page: CachedResponse) =>
    sendCached(request, reply, page, { cacheControl: "no-cache", type: "text/html; charset=utf-8" });

  const homeHtmlPath = join(webDistDir, "home.html");
  if (existsSync(homeHtmlPath)) {
    const renderHomePage = createHomePage({ ...options, homeHtml: readFileSync(homeHtmlPath, "utf8") });
    app.serveHomePageWith(async (request, reply) => sendPage(request, reply, await renderHomePage()));
  }

  for (const kind of CATALOGUE_KINDS) {
    const url = paths[kind]("ID").replace("ID", ":id");
    app.get<{ Params: { id: string } }>(url, { schema: { hide: true } }, async (request, reply) => {
      try {
        const result = await renderProductPage(kind, request.params.id);
        if (result.status === 404) return reply.code(404).sendAppPage(request.url);
        return sendPage(request, reply, result.page);
      } catch (error) {
        request.log.error({ err: error }, "rendering a product page failed; sending the plain page");
        return reply.sendAppPage(request.url);
      }
    });
    app.get(browsePaths[kind], { schema: { hide: true } }, async (request, reply) => {
      try {
        const search = request.url.split("?")[1] ?? "";
        return sendPage(request, reply, await renderBrowsePage(kind, search));
      } catch (error) {
        request.log.error({ err: error }, "rendering a browse page failed; sending the plain page");
        return reply.sendAppPage(request.url);
      }
    });
  }
};
