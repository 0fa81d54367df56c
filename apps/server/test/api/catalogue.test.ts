import { type Coach, MAX_COACH_TESTIMONIALS } from "@clutch/contract";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testimonials } from "../../src/db/schema";
import { demoIds } from "../../src/db/seed";
import { demoCatalogue as demo } from "../../src/db/seed/demo-catalogue";
import { createCatalogueRepository } from "../../src/modules/catalogue/repository";
import { createCatalogueService } from "../../src/modules/catalogue/service";
import { startTestServer, type TestServer } from "./harness";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const isVisible = (item: { isApproved?: boolean; disabled?: boolean }) =>
  (item.isApproved ?? true) && !(item.disabled ?? false);
const visibleGames = demo.games.filter(isVisible);
const visibleCoaches = demo.coaches.filter((c) => !c.disabled);
const visibleCourses = demo.courses.filter(isVisible);
const visibleGuides = demo.guides.filter(isVisible);
const hiddenIds = new Set([
  ...demo.games.filter((g) => !isVisible(g)).map((g) => demoIds.game(g.key)),
  ...demo.coaches.filter((c) => c.disabled).map((c) => demoIds.coach(c.key)),
  ...demo.courses.filter((c) => !isVisible(c)).map((c) => demoIds.course(c.key)),
  ...demo.guides.filter((g) => !isVisible(g)).map((g) => demoIds.guide(g.key)),
]);

/** Every `_id` anywhere in a JSON answer, nested lists included. */
function allIds(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) allIds(v, found);
  else if (value && typeof value === "object") {
    for (const [key, v] of Object.entries(value)) {
      if (key === "_id" && typeof v === "string") found.push(v);
      else allIds(v, found);
    }
  }
  return found;
}

describe("catalogue lists", () => {
  it("list only visible items, each kind, with meta", async () => {
    for (const [path, expected] of [
      ["/api/game", visibleGames.length],
      ["/api/coach", visibleCoaches.length],
      ["/api/course", visibleCourses.length],
      ["/api/guide", visibleGuides.length],
    ] as const) {
      const res = await server.request(path);
      expect(res.status, path).toBe(200);
      expect(res.body.success).toBe(true);
      expect(res.body.data).toHaveLength(expected);
      expect(res.body.meta).toEqual({ total: expected, page: 1, limit: 100 });
    }
  });

  it("never show a hidden item or an unapproved chapter, nested lists included", async () => {
    expect(hiddenIds.size).toBeGreaterThanOrEqual(4);
    const unapprovedChapterNames = new Set(
      [...demo.courses, ...demo.guides].flatMap((i) =>
        i.chapters.filter((c) => c.isApproved === false).map((c) => c.name),
      ),
    );
    expect(unapprovedChapterNames.size).toBeGreaterThan(0);
    for (const path of ["/api/game", "/api/coach", "/api/course", "/api/guide"]) {
      const res = await server.request(path);
      const ids = allIds(res.body.data);
      expect(
        ids.filter((id) => hiddenIds.has(id)),
        path,
      ).toEqual([]);
      const chapterNames = res.body.data.flatMap((i: { chapters?: { name: string }[] }) =>
        (i.chapters ?? []).map((c) => c.name),
      );
      expect(
        chapterNames.filter((n: string) => unapprovedChapterNames.has(n)),
        path,
      ).toEqual([]);
    }
  });

  it("link hidden items from visible ones in the demo data, and leave them out of the answer", async () => {
    const linking = demo.courses.filter(
      (c) => isVisible(c) && c.coaches.some((k) => demo.coaches.find((x) => x.key === k)?.disabled),
    );
    expect(linking.length).toBeGreaterThan(0);
    for (const course of linking) {
      const res = await server.request(`/api/course/${demoIds.course(course.key)}`);
      const visibleLinked = course.coaches.filter((k) => !demo.coaches.find((x) => x.key === k)?.disabled);
      expect(res.body.data.coaches.map((c: { _id: string }) => c._id).sort()).toEqual(
        visibleLinked.map(demoIds.coach).sort(),
      );
    }
  });

  it("give public chapter outlines only: no video link, no description", async () => {
    const res = await server.request("/api/course");
    const chapter = res.body.data.find((c: { chapters: unknown[] }) => c.chapters.length > 0).chapters[0];
    expect(Object.keys(chapter).sort()).toEqual(["_id", "image", "name", "summary"]);
    expect(res.text).not.toContain("videoLink");
    expect(res.text).not.toContain("description");
  });

  it("sort by popularity descending by default (guides by upvotes)", async () => {
    const games = (await server.request("/api/game")).body.data as { popularity: number }[];
    expect(games.map((g) => g.popularity)).toEqual([...games.map((g) => g.popularity)].sort((a, b) => b - a));
    const guides = (await server.request("/api/guide")).body.data as { upvotes: number }[];
    expect(guides.map((g) => g.upvotes)).toEqual([...guides.map((g) => g.upvotes)].sort((a, b) => b - a));
  });

  it("sort by name, price and newest", async () => {
    const byName = (await server.request("/api/course?sort=name")).body.data as { name: string }[];
    const names = byName.map((c) => c.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const byPrice = (await server.request("/api/course?sort=price")).body.data as { price: number }[];
    expect(byPrice.map((c) => c.price)).toEqual([...byPrice.map((c) => c.price)].sort((a, b) => a - b));
    const newest = (await server.request("/api/guide?sort=newest")).body.data as { _id: string }[];
    const expected = [...visibleGuides].sort((a, b) => a.addedDaysAgo - b.addedDaysAgo)[0];
    expect(newest[0]?._id).toBe(demoIds.guide(expected?.key ?? ""));
  });

  it("search names case-insensitively by substring, treating % and _ literally", async () => {
    const target = visibleCourses[0];
    if (!target) throw new Error("demo data has no course");
    const word = target.name.split(" ")[0] ?? "";
    const res = await server.request(`/api/course?q=${encodeURIComponent(word.toUpperCase())}`);
    const expected = visibleCourses.filter((c) => c.name.toLowerCase().includes(word.toLowerCase()));
    expect(res.body.data.map((c: { _id: string }) => c._id).sort()).toEqual(
      expected.map((c) => demoIds.course(c.key)).sort(),
    );
    expect((await server.request("/api/course?q=%25")).body.data).toHaveLength(0);
    expect((await server.request("/api/course?q=_")).body.data).toHaveLength(0);
  });

  it("filter by platform, game, coach and flag, combined", async () => {
    for (const platform of ["Mobile", "PC", "Console"] as const) {
      const res = await server.request(`/api/course?platform=${platform}`);
      expect(res.body.data.length).toBe(visibleCourses.filter((c) => c.platform === platform).length);
    }
    const game = visibleGames[0];
    if (!game) throw new Error("demo data has no game");
    const byGame = await server.request(`/api/course?game=${demoIds.game(game.key)}`);
    expect(byGame.body.data.length).toBe(visibleCourses.filter((c) => c.games.includes(game.key)).length);
    expect(byGame.body.data.length).toBeGreaterThan(0);

    const coach = visibleCoaches.find((c) => visibleCourses.some((x) => x.coaches.includes(c.key)));
    if (!coach) throw new Error("demo data has no coach with a course");
    const byCoach = await server.request(`/api/course?coach=${demoIds.coach(coach.key)}&sort=name`);
    expect(byCoach.body.data.length).toBe(visibleCourses.filter((c) => c.coaches.includes(coach.key)).length);
    const coachGames = await server.request(`/api/game?coach=${demoIds.coach(coach.key)}`);
    expect(coachGames.body.data.length).toBe(
      coach.games.filter((k) => visibleGames.some((g) => g.key === k)).length,
    );

    const flagged = await server.request("/api/course?flag=mostPopularFlag");
    expect(flagged.body.data.length).toBe(visibleCourses.filter((c) => c.flags.mostPopularFlag).length);
    expect(flagged.body.data.every((c: { mostPopularFlag: boolean }) => c.mostPopularFlag)).toBe(true);

    const combined = await server.request(
      `/api/course?platform=PC&game=${demoIds.game(game.key)}&flag=topFlag`,
    );
    expect(combined.body.data.length).toBe(
      visibleCourses.filter((c) => c.platform === "PC" && c.games.includes(game.key) && c.flags.topFlag)
        .length,
    );
    const guidesOnMobile = await server.request("/api/guide?platform=Mobile");
    const mobileGames = new Set(visibleGames.filter((g) => g.platform === "Mobile").map((g) => g.key));
    expect(guidesOnMobile.body.data.length).toBe(
      visibleGuides.filter((g) => g.games.some((k) => mobileGames.has(k))).length,
    );
  });

  it("filter each kind by its related games and coaches; one of its own kind names the item itself", async () => {
    const game = visibleGames.find((g) => visibleCoaches.some((c) => c.games.includes(g.key)));
    const coach = visibleCoaches.find((c) => visibleGuides.some((g) => g.coaches.includes(c.key)));
    if (!game || !coach) throw new Error("demo data has no linked game and coach");
    const gameId = demoIds.game(game.key);
    const coachId = demoIds.coach(coach.key);
    const idsOf = async (path: string) =>
      ((await server.request(path)).body.data as { _id: string }[]).map((item) => item._id).sort();

    expect(await idsOf(`/api/coach?game=${gameId}`)).toEqual(
      visibleCoaches
        .filter((c) => c.games.includes(game.key))
        .map((c) => demoIds.coach(c.key))
        .sort(),
    );
    expect(await idsOf(`/api/guide?game=${gameId}`)).toEqual(
      visibleGuides
        .filter((g) => g.games.includes(game.key))
        .map((g) => demoIds.guide(g.key))
        .sort(),
    );
    expect(await idsOf(`/api/guide?coach=${coachId}`)).toEqual(
      visibleGuides
        .filter((g) => g.coaches.includes(coach.key))
        .map((g) => demoIds.guide(g.key))
        .sort(),
    );
    expect(await idsOf(`/api/game?game=${gameId}`)).toEqual([gameId]);
    expect(await idsOf(`/api/coach?coach=${coachId}`)).toEqual([coachId]);
  });

  it("allow the sorts each kind has and name them when refusing another", async () => {
    const allowed = {
      game: ["popularity", "name", "newest"],
      coach: ["popularity", "name", "newest"],
      course: ["popularity", "name", "price", "newest"],
      guide: ["popularity", "name", "price", "newest"],
    };
    for (const [kind, sorts] of Object.entries(allowed)) {
      for (const sort of ["popularity", "name", "price", "newest"]) {
        const res = await server.request(`/api/${kind}?sort=${sort}&limit=1`);
        if (sorts.includes(sort)) {
          expect(res.status, `${kind} by ${sort}`).toBe(200);
        } else {
          expect(res.status, `${kind} by ${sort}`).toBe(400);
          expect(res.body.message).toBe("sort must be one of: popularity, name, newest");
          expect(res.body.errors).toEqual([{ path: "sort", message: res.body.message }]);
        }
      }
    }
  });

  it("paginate with page and limit", async () => {
    const all = (await server.request("/api/course")).body.data as { _id: string }[];
    const page2 = await server.request("/api/course?limit=5&page=2");
    expect(page2.body.meta).toEqual({ total: all.length, page: 2, limit: 5 });
    expect(page2.body.data.map((c: { _id: string }) => c._id)).toEqual(all.slice(5, 10).map((c) => c._id));
    const beyond = await server.request("/api/course?limit=5&page=100");
    expect(beyond.body.data).toEqual([]);
    expect(beyond.body.meta.total).toBe(all.length);
  });

  it("reject invalid query values with 400 in the error shape", async () => {
    for (const query of [
      "platform=Xbox",
      "sort=random",
      "page=0",
      "limit=0",
      "limit=101",
      "flag=newGameFlag",
      "page=abc",
    ]) {
      const res = await server.request(`/api/course?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.code).toBe("VALIDATION_ERROR");
      expect(typeof res.body.message).toBe("string");
      expect(res.body.errors?.[0]?.path).toBe(query.split("=")[0]);
    }
    expect((await server.request("/api/game?sort=price")).status).toBe(400);
    expect((await server.request("/api/game?flag=trendingGameFlag")).status).toBe(200);
  });
});

describe("catalogue details", () => {
  it("return the item with populated references", async () => {
    const course = visibleCourses.find((c) => c.coaches.length > 0 && c.games.length > 0);
    if (!course) throw new Error("demo data has no linked course");
    const res = await server.request(`/api/course/${demoIds.course(course.key)}`);
    expect(res.status).toBe(200);
    expect(res.body.data.name).toBe(course.name);
    expect(res.body.data.chapters.length).toBe(course.chapters.filter((c) => c.isApproved !== false).length);
    expect(res.body.data.coaches[0]).toEqual(
      expect.objectContaining({
        _id: expect.any(String),
        name: expect.any(String),
        rating: expect.any(Number),
      }),
    );
    expect(res.body.data.games[0]).toEqual(
      expect.objectContaining({ hexagonThinImage: expect.stringMatching(/^\/media\//) }),
    );
  });

  it("give coaches at most MAX_COACH_TESTIMONIALS testimonials and ratings within 0..5", async () => {
    for (const coach of visibleCoaches) {
      const res = await server.request(`/api/coach/${demoIds.coach(coach.key)}`);
      expect(res.body.data.testimonials.length).toBe(
        Math.min(MAX_COACH_TESTIMONIALS, coach.testimonials.length),
      );
      expect(res.body.data.rating).toBeGreaterThanOrEqual(0);
      expect(res.body.data.rating).toBeLessThanOrEqual(5);
      expect(res.body.data.motableTeams).toEqual(coach.motableTeams);
      expect(res.body.data.areaOfoperation).toBe(coach.areaOfoperation);
    }
  });

  it("give a coach's first testimonials in their order, leaving out an author that is not given", async () => {
    const coach = visibleCoaches.find((c) => c.testimonials.length === 1);
    if (!coach) throw new Error("demo data has no coach with one testimonial");
    const coachId = demoIds.coach(coach.key);
    const db = server.server.app.database.db;
    // More than the answer gives, so only the first MAX_COACH_TESTIMONIALS by position are sent.
    const added = await db
      .insert(testimonials)
      .values([
        { coachId, position: 30, text: "Third", image: "/img/3.webp" },
        { coachId, position: 20, text: "Second", image: "/img/2.webp", author: "A learner" },
        { coachId, position: 40, text: "Fourth", image: "/img/4.webp", author: "Another" },
      ])
      .returning({ id: testimonials.id });
    try {
      // A reader of its own: the server's answers may be cached from earlier tests.
      const service = createCatalogueService({ repository: createCatalogueRepository(db) });
      const { data } = JSON.parse(await service.detailAnswer("coach", coachId)) as { data: Coach };
      expect(data.testimonials).toHaveLength(MAX_COACH_TESTIMONIALS);
      expect(data.testimonials.slice(1)).toEqual([
        { text: "Second", image: "/img/2.webp", author: "A learner" },
        { text: "Third", image: "/img/3.webp" },
      ]);
      expect(data.testimonials[0]?.text).toBe(coach.testimonials[0]?.text);
    } finally {
      await db.delete(testimonials).where(
        inArray(
          testimonials.id,
          added.map((row) => row.id),
        ),
      );
    }
  });

  it("answer 404 with the kind's message for unknown, garbage, over-long and hidden ids", async () => {
    const messages = {
      game: "Game not found",
      coach: "Coach not found",
      course: "Course not found",
      guide: "Guide not found",
    };
    for (const [kind, message] of Object.entries(messages)) {
      for (const id of [
        "00000000-0000-0000-0000-000000000000",
        "not-an-id",
        "%27%3B%20drop%20table",
        "x".repeat(400),
      ]) {
        const res = await server.request(`/api/${kind}/${id}`);
        expect(res.status, `${kind}/${id}`).toBe(404);
        expect(res.body).toEqual({ success: false, message, code: "NOT_FOUND" });
      }
    }
    for (const id of hiddenIds) {
      const results = await Promise.all(
        ["game", "coach", "course", "guide"].map((k) => server.request(`/api/${k}/${id}`)),
      );
      expect(results.map((r) => r.status)).toEqual([404, 404, 404, 404]);
    }
  });
});

describe("plans", () => {
  it("list subscription packages and team plans", async () => {
    const packages = await server.request("/api/subscription-package");
    expect(packages.status).toBe(200);
    expect(packages.body.data).toHaveLength(demo.packages.length);
    expect(packages.body.data[0]).toEqual(
      expect.objectContaining({ period: "month", features: expect.any(Array) }),
    );
    const plans = await server.request("/api/team-plans");
    expect(plans.body.data).toHaveLength(demo.teamPlans.length);
    expect(plans.body.data[0]).toEqual(
      expect.objectContaining({ seats: expect.any(Number), _id: expect.any(String) }),
    );
  });

  it("list the packages that include a game, 404 for an unknown or hidden game", async () => {
    const game = visibleGames.find((g) => demo.packages.some((p) => p.games.includes(g.key)));
    if (!game) throw new Error("demo data has no game in a package");
    const res = await server.request(`/api/subscription-package/game/${demoIds.game(game.key)}`);
    expect(res.body.data.length).toBe(demo.packages.filter((p) => p.games.includes(game.key)).length);
    expect((await server.request("/api/subscription-package/game/nope")).status).toBe(404);
    const hidden = demo.games.find((g) => !isVisible(g));
    expect(
      (await server.request(`/api/subscription-package/game/${demoIds.game(hidden?.key ?? "")}`)).status,
    ).toBe(404);
  });
});
