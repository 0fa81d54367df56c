import {
  browsePaths,
  type CatalogueKind,
  type ListAnswer,
  type RelatedNames,
  type RenderedPage,
} from "@clutch/contract";
import { renderToStaticMarkup } from "react-dom/server";
import { browsePageMeta } from "../app/routes/browse";
import { createAppStore } from "../app/store";
import {
  parseBrowseQuery,
  browsePageQueries as queriesOf,
  toSearchParams,
} from "../features/catalogue/lib/browse-query";
import { seedCatalogue } from "../features/catalogue/page-data";
import { PageHead } from "./PageHead";
import { renderAppAt } from "./render-app";

export function browsePageQueries(kind: CatalogueKind, search: string) {
  const state = parseBrowseQuery(kind, new URLSearchParams(search));
  return { search: toSearchParams(state).toString(), queries: queriesOf(kind, state) };
}

/**
 * A browse page as the app's first render draws it (nav, heading, featured strip, filters with their
 * options, the first page of results, footer), from a store whose API cache holds the list answers
 * and names, as the app fills it from the page's data; and its head tags. The browser's app takes
 * this markup over (`hydrate`). The first cards' pictures, the page's LCP element, are in the HTML,
 * so they load with the stylesheet rather than after the app's code and data.
 */
export function renderBrowsePage(input: {
  kind: CatalogueKind;
  search: string;
  lists: ListAnswer[];
  names: RelatedNames;
  origin: string;
}): RenderedPage {
  const { kind, search, lists, names, origin } = input;
  const store = createAppStore();
  seedCatalogue(store.dispatch, { kind, lists, names });
  const path = browsePaths[kind];
  const meta = browsePageMeta(kind);
  return {
    head: renderToStaticMarkup(
      <PageHead
        title={meta.title}
        description={meta.description}
        url={new URL(path, origin).href}
        origin={origin}
      />,
    ),
    shell: renderAppAt(search ? `${path}?${search}` : path, store),
    hydrate: true,
  };
}
