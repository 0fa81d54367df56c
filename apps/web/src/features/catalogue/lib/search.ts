import type { Platform } from "@clutch/contract";

/** A search over a product page's nested list (docs/product.md#catalogue): name, platform and a related item. */
export type NestedFilter = {
  q: string;
  platform: Platform | "";
  /** A coach or game id the item must be linked to; "" for any. */
  related: string;
};

export const EMPTY_NESTED_FILTER: NestedFilter = { q: "", platform: "", related: "" };

/** Case-insensitive substring match on a name; an empty query matches everything. */
export function matchesName(name: string, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  return needle === "" || name.toLocaleLowerCase().includes(needle);
}

/** What the filter needs to know of an item beyond its name, when known. */
export type ItemFacts = { platform?: Platform; relatedIds?: readonly string[] };

/**
 * The items matching every part of the filter, in their order. `facts` supplies the platform and
 * the related ids (a nested reference may lack them; the full item has them); an item whose
 * facts are unknown does not match a filter that needs them.
 */
export function filterNested<T extends { name: string }>(
  items: readonly T[],
  filter: NestedFilter,
  facts: (item: T) => ItemFacts | undefined,
): T[] {
  return items.filter((item) => {
    if (!matchesName(item.name, filter.q)) return false;
    if (!filter.platform && !filter.related) return true;
    const known = facts(item);
    if (filter.platform && known?.platform !== filter.platform) return false;
    if (filter.related && !known?.relatedIds?.includes(filter.related)) return false;
    return true;
  });
}

/** Whether the filter needs facts that only the full items have. */
export function needsFullItems(filter: NestedFilter, refsHavePlatform: boolean): boolean {
  return Boolean(filter.related || (filter.platform && !refsHavePlatform));
}

/** Items sorted by popularity, most popular first (a stable copy). */
export function byPopularity<T extends { popularity: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.popularity - a.popularity);
}

/** The ids of a list of items or references (an item's `relatedIds`). */
export function idsOf(items: readonly { _id: string }[]): string[] {
  return items.map((item) => item._id);
}
