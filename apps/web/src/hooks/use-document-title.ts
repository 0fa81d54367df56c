import { useEffect } from "react";
import { pageTitle, site } from "../config/site";

/** Upserts `<meta {attribute}="{key}" content="…">` in the document head. */
function setMeta(attribute: "name" | "property", key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement("meta");
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.setAttribute("content", content);
}

function setCanonical(href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement("link");
    link.rel = "canonical";
    document.head.append(link);
  }
  link.href = href;
}

/**
 * Writes the page's title, description, canonical URL and Open Graph / Twitter tags. The static
 * defaults live in index.html (what crawlers without JavaScript and link unfurlers see); product
 * pages arrive from the server with their own (apps/server/src/modules/catalogue/pages.ts).
 */
function applyDocumentMeta(title: string | undefined, description?: string, imagePath?: string): void {
  const fullTitle = pageTitle(title);
  const text = description || site.description;
  const url = `${window.location.origin}${window.location.pathname}`;
  const image = new URL(imagePath || site.socialImage, window.location.origin).href;
  document.title = fullTitle;
  setMeta("name", "description", text);
  setMeta("property", "og:title", fullTitle);
  setMeta("property", "og:description", text);
  setMeta("property", "og:url", url);
  setMeta("property", "og:image", image);
  setMeta("name", "twitter:title", fullTitle);
  setMeta("name", "twitter:description", text);
  setMeta("name", "twitter:image", image);
  setCanonical(url);
}

/**
 * Sets `document.title` to "{title} | Clutch Academy" while the calling page is shown, and the
 * page's description (the site's default description otherwise), canonical URL and Open Graph /
 * Twitter tags (with the page's image, or the site's social card), so every page carries its own, also after client-side navigation.
 */
export function useDocumentTitle(title: string | undefined, description?: string, imagePath?: string): void {
  useEffect(() => {
    applyDocumentMeta(title, description, imagePath);
  }, [title, description, imagePath]);
}
