import {
  browsePaths,
  type CatalogueKind,
  type ListAnswer,
  type RelatedNames,
  type RenderedPage,
} from "@clutch/contract";
import { configureStore } from "@reduxjs/toolkit";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { Provider } from "react-redux";
import { BROWSE_ROUTES, browsePageMeta } from "../app/routes/browse";
import {
  parseBrowseQuery,
  browsePageQueries as queriesOf,
  toSearchParams,
} from "../features/catalogue/lib/browse-query";
import { seedCatalogue } from "../features/catalogue/page-data";
import { api } from "../lib/api";
import { PageHead } from "./PageHead";
import { ShellFrame } from "./ShellFrame";

export function browsePageQueries(kind: CatalogueKind, search: string) {
  const state = parseBrowseQuery(kind, new URLSearchParams(search));
  return { search: toSearchParams(state).toString(), queries: queriesOf(kind, state) };
}

/**
 * A browse page's first screen (nav, heading, featured strip, filters with their options and the
 * first page of results: the app's own page, rendered from the API cache filled with the list
 * answers and names, as the app fills it from the page's data) and head tags. The first cards' pictures, the page's LCP element,
 * are in the HTML, so they load with the stylesheet rather than after the app's code and data.
 */
export function renderBrowsePage(input: {
  kind: CatalogueKind;
  search: string;
  lists: ListAnswer[];
  names: RelatedNames;
  origin: string;
}): RenderedPage {
  const { kind, search, lists, names, origin } = input;
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
  seedCatalogue(store.dispatch, { kind, lists, names });
  const path = browsePaths[kind];
  const Page = BROWSE_ROUTES[kind];
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
    shell: renderToString(
      <Provider store={store}>
        <ShellFrame path={search ? `${path}?${search}` : path}>
          <Page />
        </ShellFrame>
      </Provider>,
    ),
  };
}
