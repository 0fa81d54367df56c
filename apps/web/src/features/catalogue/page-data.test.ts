import { configureStore } from "@reduxjs/toolkit";
import { describe, expect, it } from "vitest";
import { api } from "../../lib/api";
import { catalogueApi } from "./api";
import { parsePageData, seedCatalogueFromPage } from "./page-data";

const course = { _id: "c1", name: "Aim Fundamentals", price: 0 };

/** A store with the API cache only: the part of the app's store (app/store.ts) this module fills. */
const setupStore = () =>
  configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
const pageText = (value: unknown) => JSON.stringify(value);

describe("a server-rendered page's data", () => {
  it("is read when it is a successful answer about the item it names", () => {
    const body = { success: true, data: course };
    expect(parsePageData(pageText({ kind: "course", id: "c1", body }))).toEqual({
      kind: "course",
      id: "c1",
      body,
    });
  });

  it("is ignored when it is anything else", () => {
    const body = { success: true, data: course };
    for (const text of [
      null,
      "",
      "not json",
      pageText(null),
      pageText({ kind: "user", id: "c1", body }),
      pageText({ kind: "course", id: "c2", body }),
      pageText({ kind: "course", id: 1, body }),
      pageText({ kind: "course", id: "c1", body: { success: false, message: "Course not found" } }),
      pageText({ kind: "course", id: "c1", body: { success: true, data: null } }),
    ]) {
      expect(parsePageData(text), String(text)).toBeNull();
    }
  });

  it("fills the API cache, so the page renders the item without asking for it", async () => {
    const store = setupStore();
    const body = { success: true, data: course };
    expect(await seedCatalogueFromPage(store.dispatch, pageText({ kind: "course", id: "c1", body }))).toBe(
      true,
    );
    const cached = catalogueApi.endpoints.getCourse.select("c1")(store.getState());
    expect(cached.status).toBe("fulfilled");
    expect(cached.data).toEqual(body);
    expect(catalogueApi.endpoints.getCoach.select("c1")(store.getState()).data).toBeUndefined();

    const untouched = setupStore();
    expect(await seedCatalogueFromPage(untouched.dispatch, "{}")).toBe(false);
    expect(catalogueApi.endpoints.getCourse.select("c1")(untouched.getState()).status).toBe("uninitialized");
  });

  it("fills the API cache with a browse page's lists, under the queries the page makes", async () => {
    const store = setupStore();
    const query = { sort: "popularity", page: 2, limit: 12 } as const;
    const body = { success: true, data: [course], meta: { total: 13, page: 2, limit: 12 } };
    expect(
      await seedCatalogueFromPage(store.dispatch, pageText({ kind: "course", lists: [{ query, body }] })),
    ).toBe(true);
    // Keys in another order are the same cache entry (RTK Query sorts them).
    const cached = catalogueApi.endpoints.listCourses.select({ limit: 12, page: 2, sort: "popularity" })(
      store.getState(),
    );
    expect(cached.data).toEqual(body);
    // Its filters' names were not given: that endpoint is left to ask for itself.
    expect(catalogueApi.endpoints.listRelatedNames.select("game")(store.getState()).status).toBe(
      "uninitialized",
    );
    for (const lists of [[], [{ query, body: { success: false } }], [{ query: null, body }], "x"]) {
      expect(parsePageData(pageText({ kind: "course", lists })), JSON.stringify(lists)).toBeNull();
    }
  });

  it("fills the filters' options with the names a browse page carries, and leaves out malformed ones", async () => {
    const store = setupStore();
    const query = { sort: "popularity", page: 1, limit: 12 } as const;
    const body = { success: true, data: [course], meta: { total: 1, page: 1, limit: 12 } };
    const games = [{ _id: "g1", name: "Valorant" }];
    const names = { game: games, coach: [{ _id: "k1" }] };
    const data = parsePageData(pageText({ kind: "course", lists: [{ query, body }], names }));
    expect(data).toEqual({ kind: "course", lists: [{ query, body }], names: { game: games } });
    expect(
      await seedCatalogueFromPage(
        store.dispatch,
        pageText({ kind: "course", lists: [{ query, body }], names }),
      ),
    ).toBe(true);
    const select = catalogueApi.endpoints.listRelatedNames.select;
    expect(select("game")(store.getState()).data).toEqual(games);
    expect(select("coach")(store.getState()).status).toBe("uninitialized");
  });

  it("fills the API cache with the home page's shelves, each under its own kind's list", async () => {
    const store = setupStore();
    const query = { sort: "popularity", limit: 4 } as const;
    const body = { success: true, data: [course], meta: { total: 1, page: 1, limit: 4 } };
    const games = {
      success: true,
      data: [{ _id: "g1", name: "Valorant" }],
      meta: { total: 1, page: 1, limit: 4 },
    };
    const lists = [
      { kind: "course", query, body },
      { kind: "game", query, body: games },
    ];
    // One answer at a time, `between` awaited before each but the first (start.tsx yields a task there).
    const seededBefore: string[][] = [];
    const between = async () => {
      seededBefore.push(Object.keys(store.getState().api.queries));
    };
    expect(await seedCatalogueFromPage(store.dispatch, pageText({ page: "home", lists }), between)).toBe(
      true,
    );
    expect(seededBefore).toEqual([[expect.stringMatching(/^listCourses\(/)]]);
    expect(catalogueApi.endpoints.listCourses.select(query)(store.getState()).data).toEqual(body);
    expect(catalogueApi.endpoints.listGames.select(query)(store.getState()).data).toEqual(games);
    expect(catalogueApi.endpoints.listCoaches.select(query)(store.getState()).status).toBe("uninitialized");
    for (const bad of [
      [],
      [{ query, body }],
      [{ kind: "user", query, body }],
      [{ kind: "game", query, body: {} }],
    ]) {
      expect(parsePageData(pageText({ page: "home", lists: bad })), JSON.stringify(bad)).toBeNull();
    }
  });

  it("fills a coach's rank from the coach page's data, and ignores a malformed one", async () => {
    const coach = { _id: "k1", name: "Ben Ode", popularity: 5 };
    const body = { success: true, data: coach };
    const page = (rank: unknown) => pageText({ kind: "coach", id: "k1", body, rank });
    const rankOf = (store: ReturnType<typeof setupStore>) =>
      catalogueApi.endpoints.getCoachRank.select("k1")(store.getState());

    const store = setupStore();
    expect(await seedCatalogueFromPage(store.dispatch, page({ position: 3, of: 12 }))).toBe(true);
    expect(rankOf(store).data).toEqual({ position: 3, of: 12 });
    expect(catalogueApi.endpoints.getCoach.select("k1")(store.getState()).data).toEqual(body);

    const unranked = setupStore();
    await seedCatalogueFromPage(unranked.dispatch, page(null));
    expect([rankOf(unranked).status, rankOf(unranked).data]).toEqual(["fulfilled", null]);

    for (const bad of [{ position: 13, of: 12 }, { position: -1, of: 2 }, { position: "1", of: 2 }, "x"]) {
      const untouched = setupStore();
      expect(parsePageData(page(bad)), JSON.stringify(bad)).toEqual({ kind: "coach", id: "k1", body });
      await seedCatalogueFromPage(untouched.dispatch, page(bad));
      expect(rankOf(untouched).status, JSON.stringify(bad)).toBe("uninitialized");
    }
  });
});
