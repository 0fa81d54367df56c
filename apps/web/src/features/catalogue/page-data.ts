import { CATALOGUE_KINDS, type CatalogueKind, type PageData } from "@clutch/contract";
import type { Dispatch } from "@reduxjs/toolkit";
import { catalogueApi } from "./api";

const DETAIL_ENDPOINT = {
  game: "getGame",
  coach: "getCoach",
  course: "getCourse",
  guide: "getGuide",
} as const satisfies Record<CatalogueKind, string>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

/**
 * The detail answer a server-rendered product page carries (apps/server/src/modules/catalogue/pages.ts),
 * or null when the text is not one: a successful answer about the item the page names.
 */
export function parsePageData(text: string | null): PageData | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(value) || typeof value.id !== "string") return null;
  const kind = CATALOGUE_KINDS.find((known) => known === value.kind);
  const body = value.body;
  if (!kind || !isObject(body) || body.success !== true || !isObject(body.data)) return null;
  if (body.data._id !== value.id) return null;
  return { kind, id: value.id, body };
}

/**
 * Puts a server-rendered product page's detail answer in the API cache, as if the app had fetched
 * it: the page's first render is the item (over the server's markup, nothing moves), not "Loading...",
 * and no request is made for it. Returns whether there was an answer to use.
 */
export function seedCatalogueFromPage(dispatch: Dispatch, text: string | null): boolean {
  const data = parsePageData(text);
  if (!data) return false;
  // The endpoint's own type is the detail answer, which the server sent exactly as the API does.
  const entry = { endpointName: DETAIL_ENDPOINT[data.kind], arg: data.id, value: data.body } as Parameters<
    typeof catalogueApi.util.upsertQueryEntries
  >[0][number];
  dispatch(catalogueApi.util.upsertQueryEntries([entry]));
  return true;
}
