import { COUNTRY_DIAL_CODES } from "@clutch/contract";
import { describe, expect, it } from "vitest";
import {
  countryForDialCode,
  initialPickerState,
  keyToAction,
  type PickerState,
  pickerReducer,
  suggestionsFor,
} from "./country-picker";

const open = (active = -1, query = ""): PickerState => ({ query, open: true, active });

describe("suggestionsFor (docs/product.md#accounts)", () => {
  it("lists every country for an empty input", () => {
    expect(suggestionsFor("")).toHaveLength(COUNTRY_DIAL_CODES.length);
  });

  it("matches names by case-insensitive substring when the input is not numeric", () => {
    const names = suggestionsFor("IND").map((country) => country.name);
    expect(names).toContain("India");
    expect(names).toContain("Indonesia");
    expect(names.every((name) => name.toLowerCase().includes("ind"))).toBe(true);
  });

  it("matches dial codes by prefix when the input is numeric, with or without the plus", () => {
    for (const query of ["91", "+91"]) {
      const codes = suggestionsFor(query).map((country) => country.dialCode);
      expect(codes).toContain("+91");
      expect(codes.every((code) => code.startsWith("+91"))).toBe(true);
    }
  });
});

describe("pickerReducer", () => {
  it("starts closed with the form's value", () => {
    expect(initialPickerState("+91")).toEqual({ query: "+91", open: false, active: -1 });
  });

  it("typing keeps the list state and clears the highlight", () => {
    expect(pickerReducer(open(3, "in"), { type: "type", query: "ind" })).toEqual(open(-1, "ind"));
  });

  it("ArrowDown opens a closed list on the first option, ArrowUp on the last", () => {
    const closed = initialPickerState("");
    expect(pickerReducer(closed, { type: "move", delta: 1, count: 5 })).toEqual(open(0));
    expect(pickerReducer(closed, { type: "move", delta: -1, count: 5 })).toEqual(open(4));
  });

  it("arrows wrap around the list", () => {
    expect(pickerReducer(open(4), { type: "move", delta: 1, count: 5 }).active).toBe(0);
    expect(pickerReducer(open(0), { type: "move", delta: -1, count: 5 }).active).toBe(4);
    expect(pickerReducer(open(1), { type: "move", delta: 1, count: 5 }).active).toBe(2);
  });

  it("has no highlight when there is nothing to highlight", () => {
    expect(pickerReducer(open(), { type: "move", delta: 1, count: 0 }).active).toBe(-1);
  });

  it("Home and End jump to the ends of an open list", () => {
    expect(pickerReducer(open(2), { type: "edge", to: "first", count: 5 }).active).toBe(0);
    expect(pickerReducer(open(2), { type: "edge", to: "last", count: 5 }).active).toBe(4);
  });

  it("choosing sets the dial code and closes the list", () => {
    expect(pickerReducer(open(2, "ind"), { type: "select", dialCode: "+91" })).toEqual({
      query: "+91",
      open: false,
      active: -1,
    });
  });

  it("a value from outside (reset) replaces the text and closes", () => {
    expect(pickerReducer(open(1, "ind"), { type: "sync", query: "+1" })).toEqual(initialPickerState("+1"));
    const same = open(1, "+1");
    expect(pickerReducer(same, { type: "sync", query: "+1" })).toBe(same);
  });
});

describe("keyToAction", () => {
  const options = suggestionsFor("india");
  const india = options.findIndex((country) => country.name === "India");

  it("Enter chooses the highlighted option of an open list, and nothing otherwise", () => {
    expect(india).toBeGreaterThanOrEqual(0);
    expect(keyToAction("Enter", open(india, "india"), options)).toEqual({ type: "select", dialCode: "+91" });
    expect(keyToAction("Enter", open(-1, "india"), options)).toBeNull();
    expect(keyToAction("Enter", initialPickerState("india"), options)).toBeNull();
  });

  it("Escape closes an open list and is left alone when closed", () => {
    expect(keyToAction("Escape", open(0), options)).toEqual({ type: "close" });
    expect(keyToAction("Escape", initialPickerState(""), options)).toBeNull();
  });

  it("maps the arrows, and ignores other keys", () => {
    expect(keyToAction("ArrowDown", open(), options)).toEqual({
      type: "move",
      delta: 1,
      count: options.length,
    });
    expect(keyToAction("ArrowUp", open(), options)).toEqual({
      type: "move",
      delta: -1,
      count: options.length,
    });
    expect(keyToAction("a", open(), options)).toBeNull();
    expect(keyToAction("Home", initialPickerState(""), options)).toBeNull();
  });
});

describe("countryForDialCode", () => {
  it("finds the country of a complete dial code", () => {
    expect(countryForDialCode("+91")?.name).toBe("India");
  });

  it("is undefined for partial or unknown input", () => {
    expect(countryForDialCode("ind")).toBeUndefined();
    expect(countryForDialCode("+")).toBeUndefined();
    expect(countryForDialCode("+999999")).toBeUndefined();
  });
});
