import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { PAGE_MODULES, pageAt, pageModuleAt } from "./pages";

describe("the workspace's pages", () => {
  it("finds the lazily loaded page of each address, and none for the sessions, which the workspace holds", () => {
    expect(pageAt("/coach")).toBeUndefined();
    expect(pageAt("/coach/hours")).toBe("/coach/hours");
    expect(pageAt("/coach/settings")).toBe("/coach/settings");
    expect(pageAt("/coach/nowhere")).toBeUndefined();
    expect(pageModuleAt("/coach/earnings")).toBe(
      "src/features/coach-workspace/components/earnings/EarningsPage.tsx",
    );
    expect(pageModuleAt("/coach")).toBeUndefined();
  });

  it("names a module that exists for each page (the build asks for its chunks by that name)", () => {
    for (const file of Object.values(PAGE_MODULES)) {
      expect(existsSync(fileURLToPath(new URL(file, import.meta.url))), file).toBe(true);
    }
  });
});
