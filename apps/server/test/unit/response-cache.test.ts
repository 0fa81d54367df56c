import { describe, expect, it } from "vitest";
import { stableId } from "../../src/db/ids";
import { ResponseCache } from "../../src/lib/response-cache";

describe("ResponseCache", () => {
  it("returns a hit as it is, not in a promise, so it can be sent in the request's own turn", async () => {
    const cache = new ResponseCache({ ttlMs: 60_000, maxEntries: 10 });
    const first = cache.get("k", async () => "{}");
    expect(first).toBeInstanceOf(Promise);
    const stored = await first;
    const hit = cache.get("k", async () => "{}");
    expect(hit).not.toBeInstanceOf(Promise);
    expect(hit).toBe(stored);
  });

  it("builds once per TTL, and shares one build between concurrent misses", async () => {
    const cache = new ResponseCache({ ttlMs: 60_000, maxEntries: 10 });
    let builds = 0;
    const build = async () => {
      builds++;
      await new Promise((r) => setTimeout(r, 10));
      return JSON.stringify({ n: builds });
    };
    const [a, b] = await Promise.all([cache.get("k", build), cache.get("k", build)]);
    expect(builds).toBe(1);
    expect(a.body.toString()).toBe('{"n":1}');
    expect(b.etag).toBe(a.etag);
    expect((await cache.get("k", build)).body.toString()).toBe('{"n":1}');
  });

  it("rebuilds after the TTL and never caches a failure", async () => {
    const cache = new ResponseCache({ ttlMs: 1, maxEntries: 2 });
    await cache.get("a", async () => "1");
    await new Promise((r) => setTimeout(r, 5));
    expect((await cache.get("a", async () => "2")).body.toString()).toBe("2");
    await expect(cache.get("b", async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect((await cache.get("b", async () => "3")).body.toString()).toBe("3");
  });

  it("holds at most maxEntries, evicting the entry stored first", async () => {
    const cache = new ResponseCache({ ttlMs: 60_000, maxEntries: 2 });
    const builds: string[] = [];
    const get = (key: string) =>
      cache.get(key, async () => {
        builds.push(key);
        return key;
      });
    await get("a");
    await get("b");
    await get("c"); // full: "a" goes
    expect(builds).toEqual(["a", "b", "c"]);
    await get("b");
    await get("c");
    expect(builds).toEqual(["a", "b", "c"]); // still cached
    await get("a"); // evicted, so built again; "b" goes to make room
    expect(builds).toEqual(["a", "b", "c", "a"]);
    await get("c");
    await get("b");
    expect(builds).toEqual(["a", "b", "c", "a", "b"]);
  });
});

describe("stableId", () => {
  it("is a deterministic RFC 4122 style UUID per namespace and name", () => {
    const id = stableId("course", "valorant");
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(stableId("course", "valorant")).toBe(id);
    expect(stableId("game", "valorant")).not.toBe(id);
  });
});
