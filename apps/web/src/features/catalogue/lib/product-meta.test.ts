import { describe, expect, it } from "vitest";
import { excerpt } from "./product-meta";

describe("a product page's description", () => {
  it("keeps short text whole, on one line", () => {
    expect(excerpt("  Learn   to aim.\nThen win.  ")).toBe("Learn to aim. Then win.");
  });

  it("cuts long text to 155 characters with an ellipsis", () => {
    const text = excerpt("word ".repeat(60));
    expect(text.length).toBeLessThanOrEqual(155);
    expect(text.endsWith(" word…")).toBe(true);
  });

  it("cuts a text without spaces anywhere, and drops trailing punctuation before the ellipsis", () => {
    expect(excerpt("x".repeat(400))).toBe(`${"x".repeat(154)}…`);
    expect(excerpt(`${"ab ".repeat(50)}end, ${"z".repeat(100)}`)).toMatch(/ab end…$/);
  });
});
