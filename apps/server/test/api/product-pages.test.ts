import {
  type CatalogueKind,
  PAGE_DATA_ELEMENT_ID,
  PAGE_META_END,
  PAGE_META_START,
  type PageShellRenderer,
  popularityRank,
  rootElement,
} from "@clutch/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as t from "../../src/db/schema";
import { demoIds } from "../../src/db/seed";
import { demoCatalogue as demo } from "../../src/db/seed/demo-catalogue";
import { createBrowsePages, createProductPages } from "../../src/modules/catalogue/pages";
import { createCatalogueReader } from "../../src/modules/catalogue/reader";
import { createCatalogueRepository } from "../../src/modules/catalogue/repository";
import { createCatalogueService } from "../../src/modules/catalogue/service";
import { startTestServer, type TestServer } from "./harness";

/*
 * Server-rendered product pages from the real catalogue (both databases) with the web app's own
 * renderer, loaded from its source (the built module is the same code; e2e covers the built one).
 */
type RankedItem = { _id: string; popularity: number };

const RENDERER_SOURCE = new URL("../../../web/src/prerender/index.ts", import.meta.url).href;
const ORIGIN = "https://academy.example";
const TEMPLATE = [
  "<!doctype html><html><head>",
  `${PAGE_META_START}<title>Default title</title>${PAGE_META_END}`,
  '<script type="module" src="/assets/app.js"></script></head>',
  '<body><div id="root"></div></body></html>',
].join("");

let server: TestServer;
let render: ReturnType<typeof createProductPages>;
let renderBrowse: ReturnType<typeof createBrowsePages>;

beforeAll(async () => {
  server = await startTestServer();
  const { renderer } = (await import(/* @vite-ignore */ RENDERER_SOURCE)) as { renderer: PageShellRenderer };
  await renderer.ready();
  const options = {
    renderer,
    indexHtml: TEMPLATE,
    catalogue: createCatalogueReader(
      createCatalogueService({ repository: createCatalogueRepository(server.server.app.database.db) }),
    ),
    origin: ORIGIN,
  };
  render = createProductPages(options);
  renderBrowse = createBrowsePages(options);
});
afterAll(async () => {
  await server?.close();
});

async function renderHtml(kind: CatalogueKind, id: string): Promise<string> {
  const result = await render(kind, id);
  if (result.status !== 200) throw new Error(`${kind} ${id}: ${result.status}`);
  return result.page.body.toString("utf8");
}

const decode = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");

function pageParts(html: string) {
  const attribute = (pattern: RegExp) => {
    const value = pattern.exec(html)?.[1];
    return value === undefined ? undefined : decode(value);
  };
  const data = new RegExp(
    `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">([^<]*)</script>`,
  ).exec(html)?.[1];
  return {
    title: attribute(/<title>([^<]*)<\/title>/),
    description: attribute(/<meta name="description" content="([^"]*)"/),
    canonical: attribute(/<link rel="canonical" href="([^"]*)"/),
    ogImage: attribute(/<meta property="og:image" content="([^"]*)"/),
    heading: attribute(/<h1[^>]*>([^<]*)<\/h1>/),
    lcpImage: attribute(/<img[^>]*src="([^"]*)"[^>]*fetchPriority="high"/i),
    data: data === undefined ? undefined : (JSON.parse(data) as { kind: string; id: string; body: unknown }),
    scriptTags: html.match(/<script/g)?.length ?? 0,
  };
}

const firstVisible = async (kind: CatalogueKind) => {
  const list = await server.request(`/api/${kind}?limit=1`);
  const item = list.body.data[0] as { _id: string; name: string; headerImage: string };
  if (!item) throw new Error(`no visible ${kind}`);
  return item;
};

describe("server-rendered product pages", () => {
  it("carry each kind of item's page, head tags and the detail API's own answer", async () => {
    for (const kind of ["game", "coach", "course", "guide"] as const) {
      const item = await firstVisible(kind);
      const html = await renderHtml(kind, item._id);
      const page = pageParts(html);
      expect(page.title, kind).toBe(`${item.name} | Clutch Academy`);
      expect(html, kind).not.toContain("Default title");
      expect(page.canonical, kind).toBe(`${ORIGIN}/product-${kind}/${item._id}`);
      expect(page.ogImage, kind).toBe(new URL(item.headerImage, ORIGIN).href);
      expect(page.description?.length, kind).toBeGreaterThan(20);
      expect(page.description?.length, kind).toBeLessThanOrEqual(155);
      expect(page.heading, kind).toBe(item.name);
      expect(page.lcpImage, kind).toBe(item.headerImage);
      // The app starts from exactly what the API would have answered.
      const detail = await server.request(`/api/${kind}/${item._id}`);
      // A coach's page also says where the coach stands among every coach the API lists.
      const coaches = kind === "coach" ? await server.request("/api/coach?limit=100") : undefined;
      const rank = coaches
        ? { rank: popularityRank((coaches.body as { data: RankedItem[] }).data, item._id) }
        : {};
      expect(page.data, kind).toEqual({ kind, id: item._id, body: detail.body, ...rank });
      if (kind === "coach") expect(rank.rank?.position, kind).toBeGreaterThan(0);
      // The app's own first render of the page, for the app to hydrate: the page itself (its
      // sections down to the footer; a coach's rank from the data), not React's marker of a part
      // left for the browser to render.
      expect(html, kind).toContain(rootElement("", true).replace("</div>", ""));
      expect(html, kind).not.toContain("<!--$!-->");
      expect(html, kind).toContain("<footer");
      if (rank.rank) expect(html, kind).toContain(`#${rank.rank.position} of ${rank.rank.of}`);
      // The template's script, the data element, nothing else.
      expect(page.scriptTags, kind).toBe(2);
    }
  });

  it("are a 404 for unknown, hidden and over-long ids, and render nothing for them", async () => {
    const hiddenCourse = demo.courses.find((course) => course.isApproved === false || course.disabled);
    const disabledCoach = demo.coaches.find((coach) => coach.disabled);
    if (!hiddenCourse || !disabledCoach) throw new Error("the demo catalogue has no hidden course or coach");
    expect(await render("course", demoIds.course(hiddenCourse.key))).toEqual({ status: 404 });
    expect(await render("coach", demoIds.coach(disabledCoach.key))).toEqual({ status: 404 });
    expect(await render("guide", "does-not-exist")).toEqual({ status: 404 });
    expect(await render("game", "x".repeat(400))).toEqual({ status: 404 });
    // A course id is not a coach.
    expect(await render("coach", (await firstVisible("course"))._id)).toEqual({ status: 404 });
  });

  it("keep markup in catalogue text as text, in the head, the hero and the data", async () => {
    const visibleGuides = demo.guides.filter(
      (candidate) => candidate.isApproved !== false && !candidate.disabled,
    );
    const firstListed = (await firstVisible("guide"))._id;
    // One that no other test has asked for, so no cached answer hides the change below.
    const guide = visibleGuides.find((candidate) => demoIds.guide(candidate.key) !== firstListed);
    if (!guide) throw new Error("the demo catalogue has one visible guide only");
    const id = demoIds.guide(guide.key);
    const evilName = `</script><script>alert("name")</script><!-- <b>Bold</b> & 'quoted'`;
    const evilSummary = `Summary </title><img src=x onerror=alert(1)> "${"long ".repeat(40)}`;
    await server.server.app.database.db
      .update(t.guides)
      .set({ name: evilName, summary: evilSummary })
      .where(sql`${t.guides.id} = ${id}`);

    const html = await renderHtml("guide", id);
    const page = pageParts(html);
    expect(html).not.toContain("<script>alert");
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain("<!-- <b>");
    expect(page.scriptTags).toBe(2);
    expect(page.title).toBe(`${evilName} | Clutch Academy`);
    expect(page.heading).toBe(evilName);
    expect(page.description?.startsWith("Summary </title><img src=x onerror=alert(1)>")).toBe(true);
    expect(page.data?.body).toMatchObject({ data: { name: evilName, summary: evilSummary } });
  });
});

describe("server-rendered browse pages", () => {
  type Listed = { success: true; data: { _id: string; name: string }[] };

  it("carry the lists the API answers for their filters (results and featured strip), and their cards", async () => {
    const game = await firstVisible("game");
    const cases = [
      {
        search: "",
        lists: ["sort=popularity&page=1&limit=12", "flag=mostPopularFlag&sort=popularity&page=1&limit=12"],
      },
      {
        search: `game=${game._id}&sort=newest&page=1&junk=%3Cb%3E`,
        lists: [`game=${game._id}&sort=newest&page=1&limit=12`],
      },
      // Invalid values fall back to the defaults, as in the app.
      {
        search: "platform=Atari&page=-3",
        lists: ["sort=popularity&page=1&limit=12", "flag=mostPopularFlag&sort=popularity&page=1&limit=12"],
      },
    ];
    for (const { search, lists } of cases) {
      const html = (await renderBrowse("course", search)).body.toString("utf8");
      const page = pageParts(html) as unknown as {
        title: string;
        canonical: string;
        data: { kind: string; lists: { body: unknown }[]; names: unknown };
      };
      expect(page.title, search).toBe("Courses | Clutch Academy");
      expect(page.canonical, search).toBe(`${ORIGIN}/courses`);
      expect(page.data.kind, search).toBe("course");
      const answers = await Promise.all(
        lists.map(async (query) => (await server.request(`/api/course?${query}`)).body as Listed),
      );
      expect(
        page.data.lists.map((list) => list.body),
        search,
      ).toEqual(answers);
      for (const course of answers.flatMap((answer) => answer.data)) {
        expect(html, search).toContain(`href="/product-course/${course._id}"`);
      }
      expect(html, search).not.toContain("<b>");
      // The app's own first render, for the app to hydrate: the page itself, not React's marker of a
      // part left to the browser to render (a route whose code was not loaded).
      expect(html, search).toContain(rootElement("", true).replace("</div>", ""));
      expect(html, search).not.toContain("<!--$!-->");
      // The game and coach filters' options: every game and coach the API lists, by id and name.
      const names = async (kind: "game" | "coach") =>
        ((await server.request(`/api/${kind}?limit=100`)).body as Listed).data.map(({ _id, name }) => ({
          _id,
          name,
        }));
      expect(page.data.names, search).toEqual({ game: await names("game"), coach: await names("coach") });
    }
  });
});
