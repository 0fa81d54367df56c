import type { ProductPageData, RenderedPage } from "@clutch/contract";
import { renderToStaticMarkup } from "react-dom/server";
import { createAppStore } from "../app/store";
import { type CatalogueItem, productMeta } from "../features/catalogue/lib/product-meta";
import { seedCatalogue } from "../features/catalogue/page-data";
import { PageHead } from "./PageHead";
import { renderAppAt } from "./render-app";

/**
 * A product page as the app's first render draws it (nav, the item's hero and sections, footer),
 * from a store whose API cache holds the page's data as the app fills it, and its head tags,
 * rendered by the server for each request from the detail API's answer
 * (apps/server/src/modules/catalogue/pages.ts). The browser's app takes this markup over
 * (`hydrate`, docs/decisions/056). The header image, the page's LCP element, is in the HTML, so it
 * loads with the stylesheet rather than after the app's code and data.
 */
export function renderProductPage(input: {
  data: ProductPageData;
  path: string;
  origin: string;
}): RenderedPage {
  const { data, path, origin } = input;
  const store = createAppStore();
  seedCatalogue(store.dispatch, data);
  const item = (data.body as { data: CatalogueItem[typeof data.kind] }).data;
  const meta = productMeta(data.kind, item);
  return {
    head: renderToStaticMarkup(
      <PageHead
        title={meta.title}
        description={meta.description}
        url={new URL(path, origin).href}
        origin={origin}
        image={meta.image}
        imageAlt={meta.title}
      />,
    ),
    shell: renderAppAt(path, store),
    hydrate: true,
  };
}
