import {
  type BrowsePageData,
  CATALOGUE_ENDPOINTS,
  CATALOGUE_KINDS,
  type CatalogueKind,
  type HomePageData,
  type KindListAnswer,
  type ListAnswer,
  type PageData,
  type PopularityRank,
  type ProductPageData,
  RELATED_KINDS,
  type RelatedName,
  type RelatedNames,
} from "@clutch/contract";
import type { Dispatch } from "@reduxjs/toolkit";
import { catalogueApi } from "./api";

type CacheEntry = Parameters<typeof catalogueApi.util.upsertQueryEntries>[0][number];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

const isSuccess = (body: unknown): body is Record<string, unknown> => isObject(body) && body.success === true;

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

/** A coach's rank as the page carries it: null (not among the coaches), a rank, or absent when malformed. */
function rankOf(value: unknown): { rank?: PopularityRank | null } {
  if (value === null) return { rank: null };
  if (isObject(value) && isCount(value.position) && isCount(value.of) && value.position <= value.of) {
    return { rank: { position: value.position, of: value.of } };
  }
  return {};
}

function productData(kind: CatalogueKind, value: Record<string, unknown>): ProductPageData | null {
  const { id, body } = value;
  if (typeof id !== "string" || !isSuccess(body) || !isObject(body.data) || body.data._id !== id) return null;
  return { kind, id, body, ...(kind === "coach" && "rank" in value ? rankOf(value.rank) : {}) };
}

function isListAnswer(value: unknown): value is ListAnswer {
  return isObject(value) && isObject(value.query) && isSuccess(value.body) && Array.isArray(value.body.data);
}

const isRelatedName = (value: unknown): value is RelatedName =>
  isObject(value) && typeof value._id === "string" && typeof value.name === "string";

/** The filters' names the page carries; a kind whose names are not a list of them is left out. */
function relatedNames(value: unknown): RelatedNames {
  const names: RelatedNames = {};
  if (!isObject(value)) return names;
  for (const kind of RELATED_KINDS) {
    const list = value[kind];
    if (Array.isArray(list) && list.every(isRelatedName)) names[kind] = list;
  }
  return names;
}

const kindOf = (value: unknown) => CATALOGUE_KINDS.find((known) => known === value);

/** The home page's shelves: list answers, each of its own kind. */
function homeData(lists: unknown): HomePageData | null {
  if (!Array.isArray(lists) || lists.length === 0) return null;
  const answers: KindListAnswer[] = [];
  for (const answer of lists) {
    const kind = isListAnswer(answer) ? kindOf((answer as { kind?: unknown }).kind) : undefined;
    if (!kind) return null;
    answers.push({ ...answer, kind });
  }
  return { page: "home", lists: answers };
}

function browseData(kind: CatalogueKind, lists: unknown, names: unknown): BrowsePageData | null {
  if (!Array.isArray(lists) || lists.length === 0 || !lists.every(isListAnswer)) return null;
  return { kind, lists, names: relatedNames(names) };
}

/**
 * The answers a server-rendered page carries (apps/server/src/modules/catalogue/pages.ts): a product
 * page's detail answer about the item it names, a browse page's list answers and its filters'
 * names, or the home page's shelves; null when the text is none of them.
 */
export function parsePageData(text: string | null): PageData | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(value)) return null;
  if (value.page === "home") return homeData(value.lists);
  const kind = kindOf(value.kind);
  if (!kind) return null;
  return "lists" in value ? browseData(kind, value.lists, value.names) : productData(kind, value);
}

/** A list answer's cache entry, under the query the page makes. */
const listEntry = (kind: CatalogueKind, { query, body }: ListAnswer) =>
  ({ endpointName: CATALOGUE_ENDPOINTS[kind].list, arg: query, value: body }) as CacheEntry;

/** The API cache entries of a page's answers; their own types are the answers, which the server sent exactly as the API does. */
function cacheEntries(data: PageData): CacheEntry[] {
  if ("page" in data) return data.lists.map((answer) => listEntry(answer.kind, answer));
  if ("lists" in data) {
    const names = RELATED_KINDS.flatMap((kind) => {
      const value = data.names[kind];
      return value ? [{ endpointName: "listRelatedNames", arg: kind, value } as CacheEntry] : [];
    });
    return [...data.lists.map((answer) => listEntry(data.kind, answer)), ...names];
  }
  const detail = {
    endpointName: CATALOGUE_ENDPOINTS[data.kind].detail,
    arg: data.id,
    value: data.body,
  } as CacheEntry;
  if (data.rank === undefined) return [detail];
  return [detail, { endpointName: "getCoachRank", arg: data.id, value: data.rank } as CacheEntry];
}

/**
 * Puts a server-rendered page's answers in the API cache, as if the app had fetched them: the
 * page's first render is the content (over the server's markup, nothing moves), not "Loading...",
 * and no request is made for it. Each answer goes in with a dispatch of its own, after `between`
 * (start.tsx yields a task there: the home page's shelves put in at once were one long task on a
 * phone's CPU; docs/decisions/055). Resolves to whether there were answers to use.
 */
export async function seedCatalogueFromPage(
  dispatch: Dispatch,
  text: string | null,
  between: () => Promise<void> = async () => {},
): Promise<boolean> {
  const data = parsePageData(text);
  if (!data) return false;
  for (const [index, entry] of cacheEntries(data).entries()) {
    if (index > 0) await between();
    dispatch(catalogueApi.util.upsertQueryEntries([entry]));
  }
  return true;
}

/** Puts a page's answers in the API cache (the server-side renderer fills its store so too). */
export function seedCatalogue(dispatch: Dispatch, data: PageData): void {
  dispatch(catalogueApi.util.upsertQueryEntries(cacheEntries(data)));
}
