import type { ListQuery } from "./catalogue";
import type { CatalogueKind, PopularityRank, RelatedKind } from "./catalogue-rules";

/*
 * What the server and the web app agree on about server-rendered pages. The web build produces a
 * module (apps/web/dist-ssr/shell.js) implementing PageShellRenderer with the app's own components;
 * the server loads it at start and splices its output into index.html. Zod-free: the web app's
 * start-up path reads PAGE_DATA_ELEMENT_ID.
 */

/** index.html marks the tags a page replaces with its own (title, description, social cards). */
export const PAGE_META_START = "<!-- page-meta -->";
export const PAGE_META_END = "<!-- /page-meta -->";

/**
 * The `<script type="application/json">` element carrying the API answer a server-rendered page was
 * built from, so the app starts from it instead of asking again.
 */
export const PAGE_DATA_ELEMENT_ID = "page-data";

/**
 * A product page's data: the item's detail answer, exactly as `GET /api/{kind}/{id}` sends it, and
 * for a coach, the coach's rank by popularity among all coaches (the page shows it).
 */
export interface ProductPageData {
  kind: CatalogueKind;
  id: string;
  body: unknown;
  rank?: PopularityRank | null;
}

/** A list answer, exactly as `GET /api/{kind}` sends it for `query`. */
export interface ListAnswer {
  query: ListQuery;
  body: unknown;
}

/** An item as a related-item filter offers it. */
export interface RelatedName {
  _id: string;
  name: string;
}

/** The items each related-item filter of a browse page offers (`RELATION_FILTERS`), in the API's order. */
export type RelatedNames = Partial<Record<RelatedKind, RelatedName[]>>;

/**
 * A browse page's data: the answers of the lists it shows (its results, its featured strip) and the
 * names its related-item filters offer, so the app asks for none of them when it starts.
 */
export interface BrowsePageData {
  kind: CatalogueKind;
  lists: ListAnswer[];
  names: RelatedNames;
}

/** A list answer of a given kind, on a page that shows lists of several kinds (the home page). */
export interface KindListAnswer extends ListAnswer {
  kind: CatalogueKind;
}

/** What the home page's catalogue shelves show: a list query of a kind. */
export interface KindListQuery {
  kind: CatalogueKind;
  query: ListQuery;
}

/** The home page's data: the answers of its catalogue shelves, so the app asks for none of them. */
export interface HomePageData {
  page: "home";
  lists: KindListAnswer[];
}

/** The content of that element. */
export type PageData = ProductPageData | BrowsePageData | HomePageData;

/**
 * On `<div id="root">` when its markup is the app's own first render (`/`, a browse or product
 * page): the app then takes that markup over (React's hydration) instead of replacing it, and
 * removes the attribute once it has. Until then the page's controls take no input (the entry
 * script holds it).
 */
export const HYDRATE_ATTRIBUTE = "data-hydrate";

/** `<div id="root">` holding `markup`; a root the app hydrates is marked so (HYDRATE_ATTRIBUTE). */
export const rootElement = (markup: string, hydrate: boolean): string =>
  `<div id="root"${hydrate ? ` ${HYDRATE_ATTRIBUTE}` : ""}>${markup}</div>`;

export interface RenderedPage {
  /** Markup for the head, between PAGE_META_START and PAGE_META_END. */
  head: string;
  /** Markup for the first screen, inside `<div id="root">`. */
  shell: string;
  /** The shell is the whole app as its first render draws it, to be hydrated (HYDRATE_ATTRIBUTE). */
  hydrate?: boolean;
}

/** The first screen of a page of the console or the workspace, at `path`: markup for `<div id="root">`. */
export interface PartFrame {
  path: string;
  shell: string;
  /**
   * The module of the page's own code, loaded lazily once the part's code is in (the build's name
   * for it, from the web app's root): the frame asks for its chunks at once.
   */
  pageModule?: string;
}

export interface PageShellRenderer {
  /** Resolves once the renderer can render every page synchronously (the pages' code is loaded). */
  ready(): Promise<void>;
  /**
   * `/` as the app's first render draws it (nav, hero, footer; the rest is added after it), rendered
   * once at build time into dist/home.html, to be hydrated.
   */
  renderHomeShell(): string;
  /** The lists the home page's shelves show; the server sends their answers with dist/home.html. */
  homePageLists(): KindListQuery[];
  /**
   * A product page as the app's first render draws it, to be hydrated, and its head tags, for
   * `path`, from the page's data (the detail API's answer, a coach's rank); `origin` makes absolute
   * URLs for canonical and social tags.
   */
  renderProductPage(input: { data: ProductPageData; path: string; origin: string }): RenderedPage;
  /**
   * The lists a browse page shows for its URL query (`search`, without "?"), and that query in its
   * normal form (unknown or invalid values dropped), which names the page.
   */
  browsePageQueries(kind: CatalogueKind, search: string): { search: string; queries: ListQuery[] };
  /**
   * A browse page's first screen and head tags from the answers to its `browsePageQueries` and the
   * names its filters offer.
   */
  renderBrowsePage(input: {
    kind: CatalogueKind;
    search: string;
    lists: ListAnswer[];
    names: RelatedNames;
    origin: string;
  }): RenderedPage;
  /**
   * The first screens of the console's and the workspace's section pages (their frame and heading,
   * as their gates draw them while checking who is signed in), rendered once at build time: the
   * server sends the one for a page's address, which the app replaces.
   */
  renderPartFrames(): PartFrame[];
}
