/** One choice of a select or chip group. */
export type Option = { value: string; label: string };

/** A name as it sorts: lower case, accents dropped ("Pokémon" sorts as "pokemon"). */
function sortKey(name: string): string {
  const lower = name.toLowerCase();
  return /[^\u0020-\u007e]/.test(lower) ? lower.normalize("NFD").replace(/[\u0300-\u036f]/g, "") : lower;
}

/**
 * Alphabetical order of names, ignoring case and accents. Not `localeCompare`: its first call loads
 * the locale's collation data (about 13 ms on a desktop CPU, several times that on a phone), inside
 * the render that hydrates a product or browse page.
 */
function byName(a: { name: string }, b: { name: string }): number {
  const [keyA, keyB] = [sortKey(a.name), sortKey(b.name)];
  if (keyA !== keyB) return keyA < keyB ? -1 : 1;
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

/**
 * Options of a related-item filter: "All …" first, then the items by name. A `selected` id that is
 * not (yet) among them, e.g. from the URL while the list loads, keeps an option of its own.
 */
export function relatedOptions(
  allLabel: string,
  items: readonly { _id: string; name: string }[],
  selected = "",
): Option[] {
  const options = [
    { value: "", label: allLabel },
    ...[...items].sort(byName).map((item) => ({ value: item._id, label: item.name })),
  ];
  if (selected && !items.some((item) => item._id === selected)) {
    options.push({ value: selected, label: "Loading..." });
  }
  return options;
}
