import {
  type BrowsePageData,
  CATALOGUE_ENDPOINTS,
  CATALOGUE_KINDS,
  type CatalogueKind,
  type ListAnswer,
  type PageData,
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

function productData(kind: CatalogueKind, value: Record<string, unknown>): ProductPageData | null {
  const { id, body } = value;
  if (typeof id !== "string" || !isSuccess(body) || !isObject(body.data) || body.data._id !== id) return null;
  return { kind, id, body };
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

function browseData(kind: CatalogueKind, lists: unknown, names: unknown): BrowsePageData | null {
  if (!Array.isArray(lists) || lists.length === 0 || !lists.every(isListAnswer)) return null;
  return { kind, lists, names: relatedNames(names) };
}

/**
 * The answers a server-rendered page carries (apps/server/src/modules/catalogue/pages.ts): a product
 * page's detail answer about the item it names, or a browse page's list answers and its filters'
 * names; null when the text is neither.
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
  const kind = CATALOGUE_KINDS.find((known) => known === value.kind);
  if (!kind) return null;
  return "lists" in value ? browseData(kind, value.lists, value.names) : productData(kind, value);
}

/** The API cache entries of a page's answers; their own types are the answers, which the server sent exactly as the API does. */
function cacheEntries(data: PageData): CacheEntry[] {
  const endpoints = CATALOGUE_ENDPOINTS[data.kind];
  if ("lists" in data) {
    const lists = data.lists.map(
      ({ query, body }) => ({ endpointName: endpoints.list, arg: query, value: body }) as CacheEntry,
    );
    const names = RELATED_KINDS.flatMap((kind) => {
      const value = data.names[kind];
      return value ? [{ endpointName: "listRelatedNames", arg: kind, value } as CacheEntry] : [];
    });
    return [...lists, ...names];
  }
  return [{ endpointName: endpoints.detail, arg: data.id, value: data.body } as CacheEntry];
}

/**
 * Puts a server-rendered page's answers in the API cache, as if the app had fetched them: the
 * page's first render is the content (over the server's markup, nothing moves), not "Loading...",
 * and no request is made for it. Returns whether there were answers to use.
 */
export function seedCatalogueFromPage(dispatch: Dispatch, text: string | null): boolean {
  const data = parsePageData(text);
  if (!data) return false;
  seedCatalogue(dispatch, data);
  return true;
}

/** Puts a page's answers in the API cache (the server-side renderer fills its store so too). */
export function seedCatalogue(dispatch: Dispatch, data: PageData): void {
  dispatch(catalogueApi.util.upsertQueryEntries(cacheEntries(data)));
}
