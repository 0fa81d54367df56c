import { paths } from "@clutch/contract";
import type { RouteObject } from "react-router";
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { routePattern, routes } from "./router";

function leafPaths(list: RouteObject[]): string[] {
  return list.flatMap((route) => [
    ...(route.path && !route.children ? [route.path] : []),
    ...(route.children ? leafPaths(route.children) : []),
  ]);
}

describe("router", () => {
  it("derives parametrised patterns from the path registry", () => {
    expect(routePattern(paths.game, "id")).toBe("/product-game/:id");
    expect(routePattern(paths.localCheckout, "sessionId")).toBe("/checkout/local/:sessionId");
  });

  it("has a route for every path of the registry", () => {
    const samples = Object.values(paths).map((entry) =>
      typeof entry === "function" ? entry("abc123") : entry,
    );
    for (const path of samples) {
      const matches = matchRoutes(routes, path) ?? [];
      const leaf = matches.at(-1)?.route;
      expect(leaf?.path, path).not.toBe("*");
      expect(leaf?.lazy ?? leaf?.Component, path).toBeTruthy();
    }
  });

  it("has the console and the workspace ask for their first answers before their first render", async () => {
    for (const path of [`${paths.admin}/orders`, paths.coachWorkspace]) {
      const lazy = matchRoutes(routes, path)?.at(-1)?.route.lazy as () => Promise<{
        handle?: { prepare?: unknown };
      }>;
      expect(typeof (await lazy()).handle?.prepare, path).toBe("function");
    }
  });

  it("sends unknown paths to the catch-all not-found route", () => {
    expect(matchRoutes(routes, "/no-such-page")?.at(-1)?.route.path).toBe("*");
    expect(leafPaths(routes)).toContain("*");
  });

  it("lazy-loads every page", () => {
    const pages = (routes[0]?.children?.[0]?.children ?? []) as RouteObject[];
    // One page per registry path, plus the catch-all.
    expect(pages).toHaveLength(Object.keys(paths).length + 1);
    for (const page of pages) expect(typeof page.lazy, page.path ?? "index").toBe("function");
  });
});
