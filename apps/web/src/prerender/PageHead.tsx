import { pageTitle, site } from "../config/site";

/**
 * The tags of a server-rendered page's head: its own title, description, canonical URL and social
 * cards, the ones the app's `useDocumentTitle` keeps up to date after client-side navigation. Link
 * unfurlers and crawlers read them without running JavaScript.
 */
export function PageHead({
  title,
  description,
  url,
  origin,
  image,
  imageAlt,
}: {
  title: string;
  description: string;
  url: string;
  origin: string;
  /** The page's own picture for the social card; the site's card otherwise. */
  image?: string | null;
  imageAlt?: string;
}) {
  const fullTitle = pageTitle(title);
  const imageUrl = new URL(image || site.socialImage, origin).href;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      {imageAlt ? <meta property="og:image:alt" content={imageAlt} /> : null}
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
    </>
  );
}
