import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Readable } from "node:stream";
import { apiSchemas, editorMessages, IMAGE_UPLOAD_MAX_MB, imageSrcSet, messages } from "@clutch/contract";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as t from "../../src/db/schema";
import { demoIds } from "../../src/db/seed";
import { demoCatalogue as demo } from "../../src/db/seed/demo-catalogue";
import { demoVideosDir, uploadsDirOf } from "../../src/paths";
import { startTestServer, type TestServer } from "./harness";
import { createVerifiedUser } from "./support/accounts";
import { operators } from "./support/operators";
import { type S3TestServer, startS3Server } from "./support/s3-server";
import { type SmtpCapture, startSmtpCapture } from "./support/smtp-capture";

/**
 * The console's coach schedules and uploads: a coach's session types and weekly hours replaced
 * whole (a booked session type retired, not deleted), images re-encoded at the widths a srcset
 * needs, chapter videos streamed to private storage.
 */

let smtp: SmtpCapture;
let s3: S3TestServer;
let server: TestServer;
let admin: { headers: Record<string, string> };

beforeAll(async () => {
  smtp = await startSmtpCapture();
  s3 = await startS3Server();
  server = await startTestServer({ SMTP_URL: smtp.url, VIDEO_MAX_MB: "1" });
  admin = await operators(server, smtp).newAdmin();
});
afterAll(async () => {
  await server?.close();
  await s3?.close();
  await smtp?.close();
});

const db = () => server.server.app.database.db;
const MB = 1024 * 1024;

type Body = RequestInit["body"];
/** A body streamed without a length must say so to fetch. */
const streaming = (bytes?: Body) => (bytes instanceof ReadableStream ? { duplex: "half" as const } : {});
/** Bytes sent in chunks, without a declared length. */
const chunked = (bytes: Buffer) => Readable.toWeb(Readable.from([bytes])) as ReadableStream;

/** An operator's call with a body (JSON, or raw bytes of a type). */
function send(
  path: string,
  method: string,
  { json, bytes, type }: { json?: unknown; bytes?: Body; type?: string },
  target = server,
  headers: Record<string, string> = admin.headers,
) {
  return target.request(path, {
    method,
    headers: type ? { ...headers, "content-type": type } : headers,
    json,
    body: bytes,
    ...streaming(bytes),
  });
}
const get = (path: string) => server.request(path, { headers: admin.headers });

async function auditOf(action: string, entityId: string) {
  const res = await get(`/api/admin/audit?action=${action}&entityId=${entityId}`);
  expect(res.status, res.text).toBe(200);
  return res.body.data as { action: string; entityType: string; before: unknown; after: unknown }[];
}

// ---------------------------------------------------------------- a coach's schedule

/** A coach of this file (IST), enabled unless said otherwise, with no offer yet. */
async function newCoach(state: { disabled?: boolean; deletedAt?: Date } = {}) {
  const id = `test-coach-${randomBytes(5).toString("hex")}`;
  await db()
    .insert(t.coaches)
    .values({
      id,
      name: "Schedule Coach",
      bio: "Coaches on a schedule.",
      platform: "PC",
      headerImage: "/header.webp",
      hexagonHorImage: "/hor.webp",
      hexagonVerImage: "/ver.webp",
      timeZone: "Asia/Kolkata",
      disabled: state.disabled ?? state.deletedAt !== undefined,
      deletedAt: state.deletedAt ?? null,
    });
  return id;
}

const schedulePath = (coachId: string) => `/api/admin/coaches/${coachId}/schedule`;
/** A save sends the schedule's version it loaded: one without is given the current version. */
const putSchedule = async (coachId: string, json: unknown) => {
  let body = json;
  if (body && typeof body === "object" && !("version" in body)) {
    const current = await get(schedulePath(coachId));
    body = { ...body, version: current.status === 200 ? current.body.data.version : 1 };
  }
  return send(schedulePath(coachId), "PUT", { json: body });
};

const review = {
  level: "Beginner",
  title: "VOD review",
  price: 499,
  durationMinutes: 45,
  topicsCovered: ["Positioning"],
};
const coaching = {
  level: "Advanced",
  title: "1-on-1 coaching",
  price: 1499,
  durationMinutes: 60,
  topicsCovered: ["Aim", "Utility"],
};
const everyDay = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, startTime: "00:00", endTime: "24:00" }));

const publicSessionTypes = async (coachId: string) => {
  const res = await server.request(`/api/coach/${coachId}`);
  expect(res.status, res.text).toBe(200);
  return (res.body.data.sessionTypes as { _id: string; title: string }[]).map((type) => type.title);
};
const availability = (coachId: string, sessionType: string) =>
  server.request(`/api/coach/${coachId}/availability?sessionType=${sessionType}`);

describe("a coach's schedule", () => {
  it("is read and replaced whole: session types kept by _id in the new order, hours replaced; audited and public at once", async () => {
    const coachId = await newCoach();
    const empty = await get(schedulePath(coachId));
    expect(empty.status, empty.text).toBe(200);
    expect(empty.body).toEqual({
      success: true,
      data: { sessionTypes: [], weeklyHours: [], timeZone: "Asia/Kolkata", version: 1 },
    });
    expect(await publicSessionTypes(coachId)).toEqual([]);

    const first = await putSchedule(coachId, {
      sessionTypes: [review, coaching],
      weeklyHours: [
        { weekday: 3, startTime: "18:00", endTime: "22:00" },
        { weekday: 1, startTime: "09:00", endTime: "12:00" },
        { weekday: 1, startTime: "12:00", endTime: "14:00" },
      ],
    });
    expect(first.status, first.text).toBe(200);
    const [reviewType, coachingType] = first.body.data.sessionTypes;
    expect(first.body.data.sessionTypes).toEqual([
      { _id: expect.any(String), ...review },
      { _id: expect.any(String), ...coaching },
    ]);
    expect(first.body.data.weeklyHours).toEqual([
      { weekday: 1, startTime: "09:00", endTime: "12:00" },
      { weekday: 1, startTime: "12:00", endTime: "14:00" },
      { weekday: 3, startTime: "18:00", endTime: "22:00" },
    ]);
    expect((await get(schedulePath(coachId))).body).toEqual(first.body);
    expect(await publicSessionTypes(coachId)).toEqual(["VOD review", "1-on-1 coaching"]);

    // Reordered, one changed, one added; the kept ones keep their ids.
    const second = await putSchedule(coachId, {
      sessionTypes: [
        { ...coaching, _id: coachingType._id, price: 1999 },
        { ...review, _id: reviewType._id },
        { ...review, title: "Masterclass", durationMinutes: 120 },
      ],
      weeklyHours: everyDay,
    });
    expect(second.status, second.text).toBe(200);
    const ids = second.body.data.sessionTypes.map((type: { _id: string }) => type._id);
    expect(ids.slice(0, 2)).toEqual([coachingType._id, reviewType._id]);
    expect(second.body.data.sessionTypes[0].price).toBe(1999);
    expect(second.body.data.weeklyHours).toHaveLength(7);
    expect(await publicSessionTypes(coachId)).toEqual(["1-on-1 coaching", "VOD review", "Masterclass"]);
    const slots = await availability(coachId, ids[2]);
    expect(slots.status, slots.text).toBe(200);
    expect(slots.body.data.length).toBeGreaterThan(0);

    const audit = await auditOf("coach-schedule.updated", coachId);
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({
      entityType: "coach",
      before: first.body.data,
      after: second.body.data,
    });
    expect(audit[1]).toMatchObject({ before: empty.body.data, after: first.body.data });
  });

  it("refuses overlapping hours, a bad duration and a session type of another coach, changing nothing", async () => {
    const coachId = await newCoach();
    const saved = await putSchedule(coachId, { sessionTypes: [review], weeklyHours: everyDay.slice(0, 1) });
    expect(saved.status, saved.text).toBe(200);

    const overlapping = await putSchedule(coachId, {
      sessionTypes: [review],
      weeklyHours: [
        { weekday: 2, startTime: "09:00", endTime: "12:00" },
        { weekday: 2, startTime: "11:30", endTime: "13:00" },
      ],
    });
    expect(overlapping.status).toBe(400);
    expect(overlapping.body).toMatchObject({
      code: "VALIDATION_ERROR",
      errors: [{ path: "weeklyHours", message: editorMessages.hoursOverlap }],
    });

    const badDuration = await putSchedule(coachId, {
      sessionTypes: [{ ...review, durationMinutes: 50 }],
      weeklyHours: [],
    });
    expect(badDuration.status).toBe(400);
    expect(badDuration.body.errors).toEqual([
      { path: "sessionTypes.0.durationMinutes", message: editorMessages.duration },
    ]);

    const endBeforeStart = await putSchedule(coachId, {
      sessionTypes: [],
      weeklyHours: [{ weekday: 1, startTime: "18:00", endTime: "09:00" }],
    });
    expect(endBeforeStart.body.errors).toEqual([
      { path: "weeklyHours.0.endTime", message: editorMessages.endAfterStart },
    ]);

    const otherCoach = await newCoach();
    const theirs = await putSchedule(otherCoach, { sessionTypes: [coaching], weeklyHours: [] });
    const foreignId = theirs.body.data.sessionTypes[0]._id;
    const ownId = saved.body.data.sessionTypes[0]._id;
    for (const sessionTypes of [
      [
        { ...review, _id: ownId },
        { ...coaching, _id: foreignId },
      ],
      [{ ...review, _id: "not-an-id" }],
      [
        { ...review, _id: ownId },
        { ...coaching, _id: ownId },
      ],
    ]) {
      const refused = await putSchedule(coachId, { sessionTypes, weeklyHours: [] });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(editorMessages.unknownSessionType);
      expect(refused.body.errors[0].path).toMatch(/^sessionTypes\.\d\._id$/);
    }

    expect((await get(schedulePath(coachId))).body.data).toEqual(saved.body.data);
    expect((await get(schedulePath(otherCoach))).body.data).toEqual(theirs.body.data);
    expect(await auditOf("coach-schedule.updated", coachId)).toHaveLength(1);
  });

  it("retires a removed session type that a booking names (gone from the public answer and availability), and deletes an unbooked one", async () => {
    const coachId = await newCoach();
    const saved = await putSchedule(coachId, { sessionTypes: [review, coaching], weeklyHours: everyDay });
    const [booked, unbooked] = saved.body.data.sessionTypes as { _id: string }[];
    if (!booked || !unbooked) throw new Error("no session types");
    const learner = await createVerifiedUser(server, smtp);
    const start = new Date(Date.now() + 10 * 24 * 3_600_000);
    await db()
      .insert(t.liveSessionBookings)
      .values({
        userId: learner.user._id,
        coachId,
        sessionTypeId: booked._id,
        level: review.level,
        title: review.title,
        price: review.price,
        timeZone: "Asia/Kolkata",
        startsAt: start,
        endsAt: new Date(start.getTime() + review.durationMinutes * 60_000),
        state: "CONFIRMED",
        holdExpiresAt: start,
      });
    expect((await availability(coachId, booked._id)).status).toBe(200);

    const replaced = await putSchedule(coachId, {
      sessionTypes: [{ ...coaching, title: "New" }],
      weeklyHours: everyDay,
    });
    expect(replaced.status, replaced.text).toBe(200);
    expect(replaced.body.data.sessionTypes.map((type: { title: string }) => type.title)).toEqual(["New"]);

    const rows = await db().select().from(t.sessionTypes).where(eq(t.sessionTypes.coachId, coachId));
    const row = (id: string) => rows.find((type) => type.id === id);
    expect(row(booked._id)?.retiredAt).toBeInstanceOf(Date);
    expect(row(unbooked._id)).toBeUndefined();
    expect(await publicSessionTypes(coachId)).toEqual(["New"]);
    const retired = await availability(coachId, booked._id);
    expect(retired.status).toBe(400);
    expect(retired.body.message).toBe(messages.liveSessions.unknownSessionType);

    // Retired is not the coach's any more: naming it is refused like any unknown id.
    const revived = await putSchedule(coachId, {
      sessionTypes: [{ ...review, _id: booked._id }],
      weeklyHours: [],
    });
    expect(revived.status).toBe(400);
    expect(revived.body.message).toBe(editorMessages.unknownSessionType);
  });

  it("is there for a disabled coach, and 404 for a deleted or unknown one", async () => {
    const disabled = await newCoach({ disabled: true });
    expect((await get(schedulePath(disabled))).status).toBe(200);
    expect((await putSchedule(disabled, { sessionTypes: [review], weeklyHours: [] })).status).toBe(200);

    const deleted = await newCoach({ deletedAt: new Date() });
    for (const coachId of [deleted, "no-such-coach", "x".repeat(64)]) {
      const read = await get(schedulePath(coachId));
      expect(read.status, coachId).toBe(404);
      expect(read.body.message).toBe(messages.catalogue.coachNotFound);
      expect((await putSchedule(coachId, { sessionTypes: [], weeklyHours: [] })).status, coachId).toBe(404);
    }
  });
});

// ---------------------------------------------------------------- images

/** A photo-like test image: noise, so every width encodes to a real file. */
function noise(width: number, height: number) {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });
}

const uploadImage = (bytes: Body, type = "image/png") =>
  send("/api/admin/uploads/image", "POST", { bytes, type });

const idOf = (url: string) => /^\/uploads\/images\/([0-9a-f]+)-\d+\.webp$/.exec(url)?.[1] ?? "";

/** Fetches one stored width: served as WebP, with its size and metadata. */
async function fetchWidth(url: string, target = server) {
  const res = await fetch(`${target.url}${url}`);
  expect(res.status, url).toBe(200);
  expect(res.headers.get("content-type"), url).toBe("image/webp");
  return sharp(Buffer.from(await res.arrayBuffer())).metadata();
}

describe("an upload call without a file", () => {
  it("is refused with 415 and a message naming the types it takes, not 500, for an image and a video", async () => {
    for (const [kind, types] of [
      ["image", apiSchemas.adminUploadImage.consumes],
      ["video", apiSchemas.adminUploadVideo.consumes],
    ] as const) {
      const path = `/api/admin/uploads/${kind}`;
      for (const call of [send(path, "POST", {}), send(path, "POST", { bytes: "", type: types[0] })]) {
        const res = await call;
        expect([res.status, res.body?.code, res.body?.message], kind).toEqual([
          415,
          "UNSUPPORTED_MEDIA_TYPE",
          editorMessages.uploadBodyMissing(types),
        ]);
      }
    }
  });
});

describe("image uploads", () => {
  it("keep a PNG as WebP at every srcset width below its own (never enlarged), served at /uploads/images; audited", async () => {
    const png = await noise(2000, 1000).png().toBuffer();
    const res = await uploadImage(png);
    expect(res.status, res.text).toBe(201);
    const id = idOf(res.body.url);
    expect(res.body).toEqual({
      success: true,
      url: `/uploads/images/${id}-1600.webp`,
      srcSet: imageSrcSet(res.body.url),
      width: 1600,
      height: 800,
    });
    expect(res.body.srcSet).toBe(
      [320, 640, 960, 1600].map((w) => `/uploads/images/${id}-${w}.webp ${w}w`).join(", "),
    );
    const stored = readdirSync(join(uploadsDirOf(server.dataDir), "images")).filter((name) =>
      name.startsWith(id),
    );
    expect(stored.sort()).toEqual([1600, 320, 640, 960].map((w) => `${id}-${w}.webp`));
    for (const width of [320, 640, 960, 1600]) {
      const meta = await fetchWidth(`/uploads/images/${id}-${width}.webp`);
      expect(meta).toMatchObject({ format: "webp", width, height: width / 2 });
    }

    const [audit] = await auditOf("image.uploaded", id);
    expect(audit).toMatchObject({
      entityType: "image",
      after: { url: res.body.url, srcSet: res.body.srcSet, width: 1600, height: 800, bytes: png.length },
    });
  });

  it("turn a JPEG upright by its EXIF orientation and keep none of its metadata; a narrow one keeps its own width", async () => {
    const jpeg = await noise(1000, 700)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: "Someone", ImageDescription: "Taken at home" } })
      .withIccProfile("p3")
      .toBuffer();
    const original = await sharp(jpeg).metadata();
    expect(original.exif).toBeDefined();
    expect(original.icc).toBeDefined();

    const res = await uploadImage(jpeg, "image/jpeg");
    expect(res.status, res.text).toBe(201);
    // Upright: 700 × 1000. Stored at 320, 640 and its own 700.
    expect(res.body).toMatchObject({ width: 700, height: 1000 });
    expect(res.body.url).toMatch(/-700\.webp$/);
    expect(res.body.srcSet.split(", ").map((entry: string) => entry.split(" ")[1])).toEqual([
      "320w",
      "640w",
      "700w",
    ]);
    for (const entry of res.body.srcSet.split(", ")) {
      const meta = await fetchWidth(entry.split(" ")[0]);
      expect(meta.height).toBeGreaterThan(meta.width ?? 0);
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
  });

  it("refuse bytes that are not an image (415), another content type (415) and a body over the limit (413)", async () => {
    const text = await uploadImage(Buffer.from("just some text, not a picture"), "image/png");
    expect(text.status).toBe(415);
    expect(text.body).toMatchObject({ code: "UNSUPPORTED_MEDIA_TYPE", message: messages.auth.imageType });

    const json = await send("/api/admin/uploads/image", "POST", { json: { image: "x" } });
    expect(json.status).toBe(415);

    const tooLarge = Buffer.alloc(IMAGE_UPLOAD_MAX_MB * MB + 1);
    const declared = await uploadImage(tooLarge);
    expect(declared.status).toBe(413);
    expect(declared.body).toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
      message: editorMessages.imageTooLarge(IMAGE_UPLOAD_MAX_MB),
    });
    // Sent in chunks without a length, well past the limit: counted as it arrives, and still
    // answered while the rest is arriving.
    const undeclared = await uploadImage(chunked(Buffer.alloc(IMAGE_UPLOAD_MAX_MB * MB * 2)));
    expect(undeclared.status).toBe(413);
    expect(undeclared.body.message).toBe(editorMessages.imageTooLarge(IMAGE_UPLOAD_MAX_MB));
    // Its reader gave up on the rest, so the connection closes rather than stall until it times out.
    expect(undeclared.headers.get("connection")).toBe("close");
  });

  it("are kept in S3-compatible storage when STORAGE_URL says so, and served from there", async () => {
    const onS3 = await startTestServer({
      SMTP_URL: smtp.url,
      SEED: "none",
      ...s3.env(`site-${randomBytes(4).toString("hex")}`),
    });
    try {
      const operator = await operators(onS3, smtp).newAdmin();
      const png = await noise(800, 600).png().toBuffer();
      const res = await send(
        "/api/admin/uploads/image",
        "POST",
        { bytes: png, type: "image/png" },
        onS3,
        operator.headers,
      );
      expect(res.status, res.text).toBe(201);
      expect(res.body).toMatchObject({ width: 800, height: 600 });
      for (const entry of res.body.srcSet.split(", ")) {
        const [url, width] = entry.split(" ");
        expect(await fetchWidth(url, onS3)).toMatchObject({ width: Number.parseInt(width, 10) });
      }
      const key = res.body.url.replace(/^\/uploads\//, "");
      expect(await onS3.server.app.storage.head(key)).toMatchObject({ contentType: "image/webp" });
      expect(existsSync(join(uploadsDirOf(onS3.dataDir), "images"))).toBe(false);
    } finally {
      await onS3.close();
    }
  });
});

// ---------------------------------------------------------------- videos

const demoVideo = readFileSync(join(demoVideosDir, "demo-chapter.mp4"));
const paidCourse = demo.courses.find((c) => (c.isApproved ?? true) && !(c.disabled ?? false) && c.price > 0);
const courseId = demoIds.course(paidCourse?.key ?? "");
const privateVideos = () => readdirSync(join(uploadsDirOf(server.dataDir), "private"));

describe("video uploads", () => {
  it("stream an MP4 to private storage, answer its videoLink, and play to an admin through the chapter's signed link; audited", async () => {
    const res = await send("/api/admin/uploads/video", "POST", { bytes: demoVideo, type: "video/mp4" });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toEqual({
      success: true,
      videoLink: expect.stringMatching(/^private:[0-9a-f]{32}\.mp4$/),
      size: demoVideo.length,
    });
    const name = res.body.videoLink.replace(/^private:/, "");
    expect(privateVideos()).toContain(name);
    // Never public.
    expect((await fetch(`${server.url}/uploads/private/${name}`)).status).toBe(404);

    const [chapter] = await db()
      .select()
      .from(t.chapters)
      .where(eq(t.chapters.courseId, courseId))
      .orderBy(t.chapters.position)
      .limit(1);
    if (!chapter) throw new Error("the demo course has no chapter");
    await db().update(t.chapters).set({ videoLink: res.body.videoLink }).where(eq(t.chapters.id, chapter.id));
    const chapters = await server.request(`/api/course/${courseId}/user`, { headers: admin.headers });
    expect(chapters.status, chapters.text).toBe(200);
    const link = chapters.body.chapters[0].videoLink as string;
    expect(link).toMatch(new RegExp(`^/api/media/private/${name}\\?exp=\\d+&sig=`));
    const played = await fetch(`${server.url}${link}`);
    expect(played.status).toBe(200);
    expect(played.headers.get("content-type")).toBe("video/mp4");
    expect(Buffer.from(await played.arrayBuffer()).equals(demoVideo)).toBe(true);

    const [audit] = await auditOf("video.uploaded", name);
    expect(audit).toMatchObject({
      entityType: "video",
      after: { videoLink: res.body.videoLink, size: demoVideo.length },
    });
  });

  it("refuse bytes that are not a video (415) and one over VIDEO_MAX_MB (413), keeping nothing", async () => {
    const before = privateVideos();
    const text = await send("/api/admin/uploads/video", "POST", {
      bytes: Buffer.from("<html>not a video</html>"),
      type: "video/mp4",
    });
    expect(text.status).toBe(415);
    expect(text.body).toMatchObject({ code: "UNSUPPORTED_MEDIA_TYPE", message: messages.media.videoType });

    const overCap = Buffer.concat([demoVideo, randomBytes(MB)]);
    const declared = await send("/api/admin/uploads/video", "POST", { bytes: overCap, type: "video/mp4" });
    expect(declared.status).toBe(413);
    expect(declared.body).toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
      message: messages.media.videoTooLarge(1),
    });
    const streamed = await send("/api/admin/uploads/video", "POST", {
      bytes: chunked(Buffer.concat([overCap, randomBytes(8 * MB)])),
      type: "video/mp4",
    });
    expect(streamed.status).toBe(413);
    expect(streamed.body.message).toBe(messages.media.videoTooLarge(1));

    const image = await send("/api/admin/uploads/video", "POST", { bytes: demoVideo, type: "image/png" });
    expect(image.status).toBe(415);
    expect(privateVideos().filter((file) => !file.startsWith("."))).toEqual(before);
  });
});
