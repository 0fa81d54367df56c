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

  it("keeps a selected id from the URL while the list is not there yet", () => {
    expect(relatedOptions("All games", [], "x")).toEqual([
      { value: "", label: "All games" },
      { value: "x", label: "Loading..." },
    ]);
    expect(relatedOptions("All games", items, "a")).toHaveLength(3);
  });
});
