import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { PAGE_MODULES, pageAt } from "./pages";

describe("the console's pages", () => {
  it("finds the page of each address: a section's, an item's, a kind's list or editor", () => {
    expect(pageAt("/admin")).toBe("list");
    expect(pageAt("/admin/courses")).toBe("list");
    expect(pageAt("/admin/courses/new")).toBe("editor");
    expect(pageAt("/admin/orders")).toBe("orders");
    expect(pageAt("/admin/orders/0123456789abcdef01234567")).toBe("order");
    expect(pageAt("/admin/messages")).toBe("messages");
    expect(pageAt("/admin/messages/abc")).toBe("message");
    expect(pageAt("/admin/practices/coach-2")).toBe("practice");
    expect(pageAt("/admin/audit")).toBe("audit");
  });

  it("names a module that exists for each page (the build asks for its chunks by that name)", () => {
    for (const file of Object.values(PAGE_MODULES)) {
      expect(existsSync(fileURLToPath(new URL(file, import.meta.url))), file).toBe(true);
    }
  });
});
