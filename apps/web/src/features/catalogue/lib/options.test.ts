import { describe, expect, it } from "vitest";
import { relatedOptions } from "./options";

describe("related-item filter options", () => {
  const items = [
    { _id: "b", name: "Valorant" },
    { _id: "a", name: "Apex Legends" },
  ];

  it("puts 'All' first, then the items by name", () => {
    expect(relatedOptions("All games", items)).toEqual([
      { value: "", label: "All games" },
      { value: "a", label: "Apex Legends" },
      { value: "b", label: "Valorant" },
    ]);
  });

  it("orders names alphabetically whatever their case and accents", () => {
    const names = ["valorant", "Éclair Arena", "apex Legends", "Dota 2", "eagle Eye", "Fortnite"];
    const labels = relatedOptions(
      "All",
      names.map((name) => ({ _id: name, name })),
    ).map((option) => option.label);
    expect(labels).toEqual([
      "All",
      "apex Legends",
      "Dota 2",
      "eagle Eye",
      "Éclair Arena",
      "Fortnite",
      "valorant",
    ]);
  });

  it("keeps a selected id from the URL while the list is not there yet", () => {
    expect(relatedOptions("All games", [], "x")).toEqual([
      { value: "", label: "All games" },
      { value: "x", label: "Loading..." },
    ]);
    expect(relatedOptions("All games", items, "a")).toHaveLength(3);
  });
});
