import type { CatalogueKind, RenderedPage } from "@clutch/contract";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { HeroOf } from "../features/catalogue/components/product-heroes";
import { type CatalogueItem, productMeta } from "../features/catalogue/lib/product-meta";
import { PageHead } from "./PageHead";
import { ShellFrame } from "./ShellFrame";

/**
 * A product page's first screen (nav and the item's hero, the components the app renders) and head
 * tags, rendered by the server for each request from the detail API's answer
 * (apps/server/src/modules/catalogue/pages.ts). The header image, the page's LCP element, is in the
 * HTML, so it loads with the stylesheet rather than after the app's code and data.
 */
export function renderProductPage(input: {
  kind: CatalogueKind;
  item: unknown;
  path: string;
  origin: string;
}): RenderedPage {
  const { kind, path, origin } = input;
  const item = input.item as CatalogueItem[CatalogueKind];
  const url = new URL(path, origin).href;
  const meta = productMeta(kind, item);
  return {
    head: renderToStaticMarkup(
      <PageHead
        title={meta.title}
        description={meta.description}
        url={url}
        origin={origin}
        image={meta.image}
        imageAlt={meta.title}
      />,
    ),
    shell: renderToString(
      <ShellFrame path={path}>
        <div>
          <article>
            <HeroOf kind={kind} item={item} />
          </article>
        </div>
      </ShellFrame>,
    ),
  };
}
