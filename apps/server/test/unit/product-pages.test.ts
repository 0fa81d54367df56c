import { type CatalogueKind, PAGE_META_END, PAGE_META_START, type PageShellRenderer } from "@clutch/contract";
import { describe, expect, it } from "vitest";
import type { CachedResponse } from "../../src/lib/response-cache";
import {
  assemblePage,
  createHomePage,
  jsonForScript,
  parsePageTemplate,
} from "../../src/modules/catalogue/pages";
import type { CatalogueReader } from "../../src/modules/catalogue/reader";

const TEMPLATE = `<html><head><meta charset="utf-8">${PAGE_META_START}<title>Site</title>${PAGE_META_END}<script src="/a.js"></script></head><body><div id="root"></div><p>tail</p></body></html>`;

describe("product page assembly", () => {
  it("replaces the page-meta block and fills the root, keeping the rest of index.html; no paint before the data", () => {
    const html = assemblePage(
      parsePageTemplate(TEMPLATE),
      { head: "<title>Course | Site</title>", shell: "<h1>Course</h1>" },
      { kind: "course", id: "c1", body: { success: true, data: { _id: "c1" } } },
    );
    expect(html).toBe(
      `<html><head><meta charset="utf-8">${PAGE_META_START}<title>Course | Site</title><link rel="expect" href="#page-data" blocking="render">${PAGE_META_END}<script src="/a.js"></script></head><body><div id="root"><h1>Course</h1></div><script type="application/json" id="page-data">{"kind":"course","id":"c1","body":{"success":true,"data":{"_id":"c1"}}}</script><p>tail</p></body></html>`,
    );
  });

  it("refuses an index.html without the markers it needs", () => {
    expect(() => parsePageTemplate('<html><body><div id="root"></div></body></html>')).toThrow(/page-meta/);
    expect(() => parsePageTemplate(`<head>${PAGE_META_START}${PAGE_META_END}</head><body></body>`)).toThrow(
      /root/,
    );
  });

  it("writes JSON that cannot end its script element and reads back unchanged", () => {
    const value = { name: "</script><script>x()</script><!--", more: ["<", "\u2028"] };
    const text = jsonForScript(value);
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe("the home page with its shelves' data", () => {
  const HOME = '<html><body><div id="root"><h1>Hero</h1></div><script src="/a.js"></script></body></html>';
  const shelves = [
    { kind: "game", query: { sort: "popularity", limit: 6 } },
    { kind: "coach", query: { flag: "topFlag", sort: "popularity", limit: 4 } },
  ] as const;

  /** A catalogue whose answers say which list they are, at a version the test sets. */
  function catalogue() {
    const state = { version: 1, calls: 0, clear: () => {} };
    const reader = {
      list(kind: CatalogueKind, query: unknown): CachedResponse {
        state.calls += 1;
        const body = { success: true, data: [{ kind, query, version: state.version }] };
        return {
          body: Buffer.from(JSON.stringify(body)),
          etag: `"${kind}-${state.version}"`,
          expiresAt: Infinity,
        };
      },
      onClear(listener: () => void) {
        state.clear = listener;
      },
    };
    return { state, reader: reader as unknown as CatalogueReader };
  }

  function homePage(reader: CatalogueReader) {
    const renderer = { homePageLists: () => [...shelves] } as unknown as PageShellRenderer;
    return createHomePage({ renderer, catalogue: reader, indexHtml: "", origin: "http://x", homeHtml: HOME });
  }

  const dataOf = (page: CachedResponse) => {
    const html = page.body.toString("utf8");
    const data = /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(html)?.[1];
    return { html, data: JSON.parse(data ?? "null") as { page: string; lists: unknown[] } };
  };

  it("puts the answers of the renderer's shelves before </body>, the prerendered page unchanged", async () => {
    const { reader } = catalogue();
    const { html, data } = dataOf(await homePage(reader)());
    expect(
      html.startsWith(
        '<html><body><div id="root"><h1>Hero</h1></div><script src="/a.js"></script><script type',
      ),
    ).toBe(true);
    expect(html.endsWith("</script></body></html>")).toBe(true);
    expect(data).toEqual({
      page: "home",
      lists: shelves.map(({ kind, query }) => ({
        kind,
        query,
        body: { success: true, data: [{ kind, query: { ...query, page: 1 }, version: 1 }] },
      })),
    });
  });

  it("is built once per version of its answers", async () => {
    const { state, reader } = catalogue();
    const render = homePage(reader);
    const first = await render();
    expect(await render()).toBe(first);
    state.version = 2;
    const second = await render();
    expect(second).not.toBe(first);
    expect(JSON.stringify(dataOf(second).data)).toContain('"version":2');
  });

  it("refuses a home page without a body end", () => {
    const { reader } = catalogue();
    const renderer = { homePageLists: () => [] } as unknown as PageShellRenderer;
    expect(() =>
      createHomePage({ renderer, catalogue: reader, indexHtml: "", origin: "", homeHtml: "<div></div>" }),
    ).toThrow(/body/);
  });
});
