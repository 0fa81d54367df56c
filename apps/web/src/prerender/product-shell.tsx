import type { CatalogueKind, RenderedPage } from "@clutch/contract";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { pageTitle, site } from "../config/site";
import { HeroOf } from "../features/catalogue/components/product-heroes";
import { type CatalogueItem, productMeta } from "../features/catalogue/lib/product-meta";
import { ShellFrame } from "./ShellFrame";

/**
 * The tags of a product page's head: its own title, description, canonical URL and social cards
 * (the header image as the card's picture), the ones the app's `applyDocumentMeta` keeps up to date
 * after client-side navigation. Link unfurlers and crawlers read them without running JavaScript.
 */
function ProductHead({
  kind,
  item,
  url,
  origin,
}: {
  kind: CatalogueKind;
  item: CatalogueItem[CatalogueKind];
  url: string;
  origin: string;
}) {
  const meta = productMeta(kind, item);
  const title = pageTitle(meta.title);
  const image = new URL(meta.image || site.socialImage, origin).href;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={meta.description} />
      <link rel="canonical" href={url} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:alt" content={meta.title} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={meta.description} />
      <meta name="twitter:image" content={image} />
    </>
  );
}

/**
 * A product page's first screen (nav and the item's hero, the components the app renders) and head
 * tags, rendered by the server for each request from the detail API's answer
 * (apps/server/src/plugins/product-pages.ts). The header image, the page's LCP element, is in the
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
  return {
    head: renderToStaticMarkup(<ProductHead kind={kind} item={item} url={url} origin={origin} />),
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
