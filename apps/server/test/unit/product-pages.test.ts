import { PAGE_META_END, PAGE_META_START } from "@clutch/contract";
import { describe, expect, it } from "vitest";
import { assemblePage, jsonForScript, parsePageTemplate } from "../../src/modules/catalogue/pages";

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
