import { createHmac, randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as t from "../../src/db/schema";
import { demoIds } from "../../src/db/seed";
import { demoCatalogue as demo } from "../../src/db/seed/demo-catalogue";
import { deriveKey, resolveJwtSecret } from "../../src/lib/secrets";
import { createS3Storage } from "../../src/lib/storage/s3";
import { demoVideosDir } from "../../src/paths";
import { startTestServer, type TestServer } from "./harness";
import { authApi, bearer, createVerifiedUser } from "./support/accounts";
import { operators } from "./support/operators";
import { type S3TestServer, startS3Server } from "./support/s3-server";
import { type SmtpCapture, startSmtpCapture } from "./support/smtp-capture";

/**
 * A paid chapter's video is never public: only its owner gets a link to it, a link the server
 * signed for that file that stops working after a while; it is served with Range so it seeks.
 */

let smtp: SmtpCapture;
let s3: S3TestServer;
let server: TestServer;
let owner: { token: string; id: string };
let stranger: { token: string };

const demoVideo = readFileSync(join(demoVideosDir, "demo-chapter.mp4"));
const isVisible = (item: { isApproved?: boolean; disabled?: boolean }) =>
  (item.isApproved ?? true) && !(item.disabled ?? false);
const paidCourse = demo.courses.find((c) => isVisible(c) && c.price > 0);
const courseId = demoIds.course(paidCourse?.key ?? "");
const chaptersPath = `/api/course/${courseId}/user`;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  s3 = await startS3Server();
  server = await startTestServer({ SMTP_URL: smtp.url });
  const account = await createVerifiedUser(server, smtp);
  owner = { token: account.token, id: account.user._id };
  stranger = await createVerifiedUser(server, smtp);
  if (!paidCourse) throw new Error("demo data has no paid course");
  await server.server.app.database.db
    .insert(t.purchases)
    .values({ userId: owner.id, courseId, price: paidCourse.price });
});
afterAll(async () => {
  await server?.close();
  await s3?.close();
  await smtp?.close();
});

/** The first chapter's video link, as its owner gets it. */
async function ownersLink(target = server, token = owner.token): Promise<string> {
  const res = await target.request(chaptersPath, { headers: bearer(token) });
  expect(res.status, res.text).toBe(200);
  return res.body.chapters[0].videoLink;
}

/** A link signed with the server's own key, for any name and expiry. */
function signedLink(target: TestServer, name: string, exp: number | string) {
  const key = deriveKey(resolveJwtSecret(target.server.app.config), "clutch-media-link-v1");
  const sig = createHmac("sha256", key).update(`private/${name}\n${exp}`).digest("base64url");
  return `/api/media/private/${name}?exp=${exp}&sig=${sig}`;
}

const fetchBytes = async (url: string, init?: RequestInit) => {
  const res = await fetch(url, init);
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
};

describe("a paid chapter's video", () => {
  it("is given to its owner as a link that expires within two hours", async () => {
    const link = await ownersLink();
    const url = new URL(link, server.url);
    expect(url.pathname).toBe("/api/media/private/demo-chapter.mp4");
    const expires = Number(url.searchParams.get("exp")) * 1000;
    expect(expires).toBeGreaterThan(Date.now() + 29 * 60_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 2 * 3_600_000);
    // The same link within a step, so a player keeps its source when the list is fetched again.
    expect(await ownersLink()).toBe(link);
  });

  it("is served to its owner whole, and by byte range so it seeks", async () => {
    const link = `${server.url}${await ownersLink()}`;
    const whole = await fetchBytes(link);
    expect(whole.res.status).toBe(200);
    expect(whole.res.headers.get("content-type")).toBe("video/mp4");
    expect(whole.res.headers.get("accept-ranges")).toBe("bytes");
    expect(whole.res.headers.get("cache-control")).toBe("private, no-store");
    expect(whole.bytes.equals(demoVideo)).toBe(true);
    const etag = whole.res.headers.get("etag") ?? "";

    const middle = Math.floor(demoVideo.length / 2);
    const seek = await fetchBytes(link, { headers: { range: `bytes=${middle}-${middle + 9999}` } });
    expect(seek.res.status).toBe(206);
    expect(seek.res.headers.get("content-range")).toBe(
      `bytes ${middle}-${middle + 9999}/${demoVideo.length}`,
    );
    expect(seek.res.headers.get("content-length")).toBe("10000");
    expect(seek.bytes.equals(demoVideo.subarray(middle, middle + 10000))).toBe(true);

    const open = await fetchBytes(link, { headers: { range: `bytes=${middle}-` } });
    expect(open.res.status).toBe(206);
    expect(open.bytes.equals(demoVideo.subarray(middle))).toBe(true);
    const suffix = await fetchBytes(link, { headers: { range: "bytes=-100" } });
    expect(suffix.bytes.equals(demoVideo.subarray(-100))).toBe(true);

    const past = await fetchBytes(link, { headers: { range: `bytes=${demoVideo.length}-` } });
    expect(past.res.status).toBe(416);
    expect(past.res.headers.get("content-range")).toBe(`bytes */${demoVideo.length}`);

    // A range of a version that changed since is the whole file; an unchanged one is 304.
    const stale = await fetchBytes(link, { headers: { range: "bytes=0-9", "if-range": '"other"' } });
    expect(stale.res.status).toBe(200);
    expect((await fetch(link, { headers: { "if-none-match": etag } })).status).toBe(304);

    const head = await fetch(link, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(demoVideo.length));
    expect(head.headers.get("accept-ranges")).toBe("bytes");
  });

  it("is refused to a visitor and to a signed-in non-owner", async () => {
    const guessed = await server.request("/api/media/private/demo-chapter.mp4");
    expect(guessed.status).toBe(403);
    expect(guessed.body).toMatchObject({ success: false, code: "MEDIA_LINK_INVALID" });
    const withToken = await server.request("/api/media/private/demo-chapter.mp4", {
      headers: bearer(stranger.token),
    });
    expect(withToken.status).toBe(403);
    const chapters = await server.request(chaptersPath, { headers: bearer(stranger.token) });
    expect(chapters.status).toBe(403);
    expect(chapters.body.code).toBe("NOT_OWNED");
    expect(chapters.text).not.toContain("/api/media/");
    // No longer public where the demo videos used to be.
    for (const old of ["/media/video/chapter-demo.mp4", "/media/video/chapter-demo.webm"]) {
      expect((await fetch(`${server.url}${old}`)).status, old).toBe(404);
    }
  });

  it("is given to an operator only through a console session, and refused again once the role is revoked", async () => {
    const operator = await operators(server, smtp).newAdmin();
    const bare = await server.request(chaptersPath, { headers: bearer(operator.token) });
    expect(bare.status).toBe(403);
    expect(bare.body.code).toBe("NOT_OWNED");
    expect(bare.text).not.toContain("/api/media/");
    const granted = await server.request(chaptersPath, { headers: operator.headers });
    expect(granted.status, granted.text).toBe(200);
    expect(granted.body.chapters[0].videoLink).toMatch(/^\/api\/media\/private\//);
    await server.server.app.database.db
      .update(t.users)
      .set({ roles: [] })
      .where(eq(t.users.id, operator.user._id));
    const revoked = await server.request(chaptersPath, { headers: operator.headers });
    expect(revoked.status).toBe(403);
    expect(revoked.body.code).toBe("NOT_OWNED");
  });

  it("refuses an expired link, and one whose signature, name or expiry was altered", async () => {
    const expired = await server.request(
      signedLink(server, "demo-chapter.mp4", Math.floor(Date.now() / 1000) - 1),
    );
    expect(expired.status).toBe(403);
    expect(expired.body).toMatchObject({
      code: "MEDIA_LINK_EXPIRED",
      message: "This media link has expired; reload the page to get a new one",
    });

    const link = await ownersLink();
    const url = new URL(link, server.url);
    const exp = url.searchParams.get("exp") ?? "";
    const sig = url.searchParams.get("sig") ?? "";
    const flipped = `${sig[0] === "A" ? "B" : "A"}${sig.slice(1)}`;
    for (const altered of [
      `/api/media/private/demo-chapter.mp4?exp=${exp}&sig=${flipped}`,
      `/api/media/private/demo-chapter.webm?exp=${exp}&sig=${sig}`,
      `/api/media/private/demo-chapter.mp4?exp=${Number(exp) + 86_400}&sig=${sig}`,
      `/api/media/private/demo-chapter.mp4?exp=0${exp}&sig=${sig}`,
      `/api/media/private/demo-chapter.mp4?exp=${exp}`,
      `/api/media/private/demo-chapter.mp4?exp=${exp}&sig=${sig}x`,
    ]) {
      const res = await server.request(altered);
      expect(res.status, altered).toBe(403);
      expect(res.body.code, altered).toBe("MEDIA_LINK_INVALID");
    }
    // A genuine link to a file that is not there.
    const missing = await server.request(signedLink(server, "gone.mp4", Number(exp)));
    expect(missing.status).toBe(404);
  });

  it("stays the operator's own https URL when one was given", async () => {
    const external = "https://videos.example.com/chapter-1.mp4";
    const db = server.server.app.database.db;
    const [first] = await db
      .select()
      .from(t.chapters)
      .where(eq(t.chapters.courseId, courseId))
      .orderBy(t.chapters.position)
      .limit(1);
    if (!first) throw new Error("no chapter");
    await db.update(t.chapters).set({ videoLink: external }).where(eq(t.chapters.id, first.id));
    try {
      expect(await ownersLink()).toBe(external);
    } finally {
      await db.update(t.chapters).set({ videoLink: first.videoLink }).where(eq(t.chapters.id, first.id));
    }
  });

  it("keeps working for rows that still name the demo video's old public path", async () => {
    const db = server.server.app.database.db;
    await db
      .update(t.chapters)
      .set({ videoLink: "/media/video/chapter-demo.mp4" })
      .where(eq(t.chapters.courseId, courseId));
    const link = await ownersLink();
    expect(link).toMatch(/^\/api\/media\/private\/demo-chapter\.mp4\?/);
    expect((await fetchBytes(`${server.url}${link}`)).bytes.equals(demoVideo)).toBe(true);
  });
});

/** Bytes that start as an MP4 / a WebM do, then `length` random bytes. */
const mp4 = (length: number) =>
  Buffer.concat([Buffer.from("\0\0\0\x18ftypisom\0\0\x02\0", "latin1"), randomBytes(length)]);
const webm = (length: number) => Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), randomBytes(length)]);

/** An upload as the console streams it: in pieces. */
const streamed = (bytes: Buffer) =>
  Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += 7) yield bytes.subarray(at, at + 7);
    })(),
  );

describe.each([
  ["the DATA_DIR folder", () => ({})],
  ["S3-compatible storage", () => s3.env(`site-${randomBytes(4).toString("hex")}`)],
])("uploaded videos kept in %s", (_label, storeEnv) => {
  it("are stored streamed, checked by their bytes and size, and served to the owner by signed link with Range", async () => {
    const local = await startTestServer({ SMTP_URL: smtp.url, VIDEO_MAX_MB: "1", ...storeEnv() });
    try {
      const account = await createVerifiedUser(local, smtp);
      const db = local.server.app.database.db;
      await db
        .insert(t.purchases)
        .values({ userId: account.user._id, courseId, price: paidCourse?.price ?? 1 });
      const { media } = local.server.app;

      // Not a video by its first bytes (415), or over VIDEO_MAX_MB (413): nothing is kept.
      await expect(media.storeVideo(streamed(Buffer.from("<html>not a video</html>")))).rejects.toMatchObject(
        {
          statusCode: 415,
          message: "Please upload an MP4 or WebM video",
        },
      );
      await expect(media.storeVideo(streamed(Buffer.alloc(5)))).rejects.toMatchObject({ statusCode: 415 });
      await expect(media.storeVideo(Readable.from([mp4(1024 * 1024)]))).rejects.toMatchObject({
        statusCode: 413,
        message: "The video must be 1 MB or smaller",
      });

      if (!local.server.app.config.storage) {
        const folder = join(local.dataDir, "uploads", "private");
        expect(existsSync(folder) ? readdirSync(folder) : [], "no partial file kept").toEqual([]);
      }

      const video = webm(300_000);
      const stored = await media.storeVideo(streamed(video));
      expect(stored).toEqual({
        videoLink: expect.stringMatching(/^private:[0-9a-f]{32}\.webm$/),
        size: video.length,
      });
      const name = stored.videoLink.slice("private:".length);
      expect((await media.storeVideo(Readable.from([mp4(10)]))).videoLink).toMatch(/\.mp4$/);
      await db
        .update(t.chapters)
        .set({ videoLink: stored.videoLink })
        .where(eq(t.chapters.courseId, courseId));

      const link = await ownersLink(local, account.token);
      expect(link).toMatch(new RegExp(`^/api/media/private/${name}\\?exp=\\d+&sig=`));
      const whole = await fetchBytes(`${local.url}${link}`);
      expect(whole.res.headers.get("content-type")).toBe("video/webm");
      expect(whole.bytes.equals(video)).toBe(true);
      const seek = await fetchBytes(`${local.url}${link}`, { headers: { range: "bytes=150000-150099" } });
      expect(seek.res.status).toBe(206);
      expect(seek.res.headers.get("content-range")).toBe(`bytes 150000-150099/${video.length}`);
      expect(seek.bytes.equals(video.subarray(150_000, 150_100))).toBe(true);

      expect((await local.request(`/api/media/private/${name}`)).status).toBe(403);
      // Never public as an upload either.
      expect((await local.request(`/uploads/private/${name}`)).status).toBe(404);
    } finally {
      await local.close();
    }
  });
});

describe("profile pictures in S3-compatible storage", () => {
  it("are stored in the bucket, not in DATA_DIR, and served at their /uploads URL", async () => {
    const prefix = `site-${randomBytes(4).toString("hex")}`;
    const local = await startTestServer({ SMTP_URL: smtp.url, SEED: "none", ...s3.env(prefix) });
    try {
      const { email, token } = await createVerifiedUser(local, smtp);
      const form = new FormData();
      form.append("email", email);
      const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#2a6" } })
        .png()
        .toBuffer();
      form.append("image", new Blob([new Uint8Array(png)], { type: "image/png" }), "photo.png");
      const res = await authApi(local).details(token, form);
      expect(res.status, res.text).toBe(200);
      const url: string = res.body.user.profileImage;
      expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
      const name = url.split("/").at(-1) ?? "";

      const settings = local.server.app.config.storage;
      if (!settings) throw new Error("STORAGE_URL was not read");
      const bucket = await createS3Storage(settings);
      expect(await bucket.head(name)).toMatchObject({ contentType: "image/webp" });
      await bucket.close();

      const served = await fetchBytes(`${local.url}${url}`);
      expect(served.res.status).toBe(200);
      expect(served.res.headers.get("content-type")).toBe("image/webp");
      expect(served.res.headers.get("cache-control")).toBe("public, max-age=604800, immutable");
      expect((await sharp(served.bytes).metadata()).width).toBe(512);
      expect(() => readFileSync(join(local.dataDir, "uploads", name))).toThrow();
    } finally {
      await local.close();
    }
  });
});
