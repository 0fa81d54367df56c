/** One choice of a select or chip group. */
export type Option = { value: string; label: string };

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
    ...[...items]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((item) => ({ value: item._id, label: item.name })),
  ];
  if (selected && !items.some((item) => item._id === selected)) {
    options.push({ value: selected, label: "Loading..." });
  }
  return options;
}
