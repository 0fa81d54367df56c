import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { crc32, deflateSync } from "node:zlib";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/db/schema";
import { IMAGE_CONCURRENCY, imageWork } from "../../src/lib/images";
import { REENCODED_MARKER } from "../../src/modules/auth/service";
import { startTestServer, type TestServer } from "./harness";
import { authApi, createVerifiedUser } from "./support/accounts";
import { type SmtpCapture, startSmtpCapture } from "./support/smtp-capture";

/**
 * Profile pictures are decoded and encoded again by the server: WebP, at most 512 × 512 px, upright,
 * without metadata; oversized, undecodable or non-image uploads are refused and change nothing.
 */

let smtp: SmtpCapture;
let server: TestServer;
let api: ReturnType<typeof authApi>;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer({ SMTP_URL: smtp.url, SEED: "none" });
  api = authApi(server);
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const STORED_NAME = /^\/uploads\/[0-9a-f]{32}\.webp$/;
const MESSAGES = {
  type: "Please upload a JPEG, PNG, WebP or GIF image",
  notDecodable:
    "This image could not be read; it may be damaged or incomplete. Please upload another JPEG, PNG, WebP or GIF image.",
  dimensions: "This image is too large. Please use one at most 8000 × 8000 pixels.",
};

const uploads = () => readdirSync(join(server.dataDir, "uploads")).sort();

function profileForm(fields: Record<string, string>, bytes?: Buffer, name = "photo.jpg") {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (bytes) form.append("image", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), name);
  return form;
}

/** A picture with something to see (noise compresses badly, so files have a realistic size). */
const noise = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#000",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  });
const solid = (width: number, height: number, background = "#2a6") =>
  sharp({ create: { width, height, channels: 3, background } });
/** Smooth gradients: a large picture whose PNG still fits in 2 MiB. */
function gradient(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      pixels[at] = (x * 255) / width;
      pixels[at + 1] = (y * 255) / height;
      pixels[at + 2] = 128;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/** The stored picture the server answers for a profile: its bytes, as served, and its metadata. */
async function stored(url: string) {
  const served = await fetch(`${server.url}${url}`);
  expect(served.status).toBe(200);
  expect(served.headers.get("content-type")).toBe("image/webp");
  const bytes = Buffer.from(await served.arrayBuffer());
  expect(bytes.equals(readFileSync(join(server.dataDir, "uploads", url.split("/").at(-1) ?? "")))).toBe(true);
  return { bytes, meta: await sharp(bytes).metadata() };
}

/** The four-character chunk names of a RIFF (WebP) file. */
function riffChunks(bytes: Buffer): string[] {
  expect(bytes.toString("latin1", 0, 4)).toBe("RIFF");
  expect(bytes.toString("latin1", 8, 12)).toBe("WEBP");
  const names: string[] = [];
  for (let at = 12; at + 8 <= bytes.length; ) {
    names.push(bytes.toString("latin1", at, at + 4));
    const size = bytes.readUInt32LE(at + 4);
    at += 8 + size + (size % 2);
  }
  return names;
}

/** The GPS IFD of an EXIF block (as sharp's metadata answers it): its tags and the latitude. */
function readGps(exif: Buffer) {
  const tiff = exif.toString("latin1", 0, 6) === "Exif\0\0" ? exif.subarray(6) : exif;
  const le = tiff.toString("latin1", 0, 2) === "II";
  const u16 = (at: number) => (le ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (le ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const entries = (ifd: number) =>
    Array.from({ length: u16(ifd) }, (_, i) => ({
      tag: u16(ifd + 2 + i * 12),
      value: u32(ifd + 10 + i * 12),
    }));
  const pointer = entries(u32(4)).find((e) => e.tag === 0x8825); // GPSInfo
  if (!pointer) return undefined;
  const gps = entries(pointer.value);
  const latitude = gps.find((e) => e.tag === 0x0002); // GPSLatitude: three RATIONALs at `value`
  const rational = (i: number) =>
    latitude ? u32(latitude.value + i * 8) / u32(latitude.value + i * 8 + 4) : Number.NaN;
  return { tags: gps.map((e) => e.tag), latitude: [rational(0), rational(1), rational(2)] };
}

/** A PNG whose header declares `width` × `height` but that carries only a few bytes of pixels. */
function declaredPng(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.alloc(1024))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** An animation of `frames` solid frames, each `width` × `height`. */
async function animation(format: "gif" | "webp", width: number, height: number, frames: string[]) {
  const pages = await Promise.all(frames.map((colour) => solid(width, height, colour).png().toBuffer()));
  return sharp(pages, { join: { animated: true } })
    .toFormat(format)
    .toBuffer();
}

/** A fresh account that already has a picture, so "unchanged" means something. */
async function userWithPicture() {
  const { email, token } = await createVerifiedUser(server, smtp);
  const res = await api.details(
    token,
    profileForm({ email, name: "Before" }, await solid(64, 64).png().toBuffer()),
  );
  expect(res.status).toBe(200);
  expect(res.body.user.profileImage).toMatch(STORED_NAME);
  return { email, token, picture: res.body.user.profileImage as string };
}

describe("profile pictures are re-encoded", () => {
  it("strips EXIF (with its GPS position), ICC and XMP, applies the orientation and stores WebP ≤ 512 px", async () => {
    const { email, token } = await createVerifiedUser(server, smtp);
    const photo = await noise(900, 600)
      .jpeg({ quality: 90 })
      .withMetadata({ orientation: 6 }) // "rotate 90° clockwise to view"
      .withExifMerge({
        IFD0: { Make: "PhoneCo", Model: "Secret Cam 3000" },
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: "51/1 30/1 2600/100",
          GPSLongitudeRef: "W",
          GPSLongitude: "0/1 7/1 3900/100",
        },
      })
      .withIccProfile("p3")
      .withXmp(
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
          '<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">' +
          "<dc:creator>Secret Person</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>",
      )
      .toBuffer();

    // The fixture really carries what must go.
    const input = await sharp(photo).metadata();
    expect(input).toMatchObject({ format: "jpeg", width: 900, height: 600, orientation: 6 });
    expect(input.icc).toBeDefined();
    expect(input.xmp?.toString()).toContain("Secret Person");
    const gps = readGps(input.exif ?? Buffer.alloc(0));
    expect(gps?.tags).toEqual(expect.arrayContaining([1, 2, 3, 4]));
    expect(gps?.latitude).toEqual([51, 30, 26]);

    const res = await api.details(token, profileForm({ email, name: "Traveller" }, photo, "IMG_0001.JPG"));
    expect(res.status, res.text).toBe(200);
    const url: string = res.body.user.profileImage;
    expect(url).toMatch(STORED_NAME);
    expect(res.body.user.profilePic).toBe(url);
    expect(res.body.user.name).toBe("Traveller");

    const { bytes, meta } = await stored(url);
    expect(meta.format).toBe("webp");
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // Turned upright (900 × 600 with orientation 6 is 600 × 900), then fitted inside 512 × 512.
    expect([meta.width, meta.height]).toEqual([341, 512]);
    expect(riffChunks(bytes).filter((name) => ["EXIF", "XMP ", "ICCP"].includes(name))).toEqual([]);
    for (const secret of ["PhoneCo", "Secret", "Exif"]) expect(bytes.includes(secret), secret).toBe(false);
  });

  it("fits a large picture inside 512 × 512 keeping its aspect, and never enlarges a small one", async () => {
    const { email, token } = await createVerifiedUser(server, smtp);
    const cases: [Buffer, [number, number]][] = [
      [await gradient(2000, 1000).png().toBuffer(), [512, 256]],
      [await noise(300, 1200).webp().toBuffer(), [128, 512]],
      [await noise(100, 50).jpeg().toBuffer(), [100, 50]],
      [await solid(8000, 10).png().toBuffer(), [512, 1]],
    ];
    for (const [bytes, size] of cases) {
      const res = await api.details(token, profileForm({ email }, bytes));
      expect(res.status, res.text).toBe(200);
      expect(res.body.user.profileImage).toMatch(STORED_NAME);
      const { meta } = await stored(res.body.user.profileImage);
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", ...size]);
    }
  });

  it("keeps only the first frame of an animated GIF or WebP, judging each frame's height", async () => {
    const { email, token } = await createVerifiedUser(server, smtp);
    for (const format of ["gif", "webp"] as const) {
      const animated = await animation(format, 100, 60, ["#f00", "#0f0", "#00f"]);
      const input = await sharp(animated).metadata();
      expect(input.pages, format).toBe(3);
      const res = await api.details(token, profileForm({ email }, animated));
      expect(res.status, res.text).toBe(200);
      const { bytes, meta } = await stored(res.body.user.profileImage);
      expect([meta.width, meta.height, meta.pages ?? 1], format).toEqual([100, 60, 1]);
      expect(riffChunks(bytes)).not.toContain("ANMF");
      const [r, g, b] = await sharp(bytes).removeAlpha().raw().toBuffer();
      expect(r, "the first (red) frame").toBeGreaterThan(200);
      expect(g).toBeLessThan(50);
      expect(b).toBeLessThan(50);
    }
    // Two frames of 10 × 5000 make a 10 × 10000 strip, but each frame is within the limit…
    const tall = await animation("gif", 10, 5000, ["#f00", "#00f"]);
    const ok = await api.details(token, profileForm({ email }, tall));
    expect(ok.status, ok.text).toBe(200);
    expect((await stored(ok.body.user.profileImage)).meta.height).toBe(512);
    // …while a frame of 10 × 8001 is not.
    const tooTall = await animation("gif", 10, 8001, ["#f00", "#00f"]);
    const refused = await api.details(token, profileForm({ email }, tooTall));
    expect(refused.status).toBe(413);
    expect(refused.body.message).toBe(MESSAGES.dimensions);
  });

  it("decodes off the event loop", async () => {
    const { email, token } = await createVerifiedUser(server, smtp);
    const huge = await solid(8000, 8000).png({ compressionLevel: 9 }).toBuffer();
    const loopBefore = eventLoopCpuMs();
    const processBefore = process.cpuUsage();
    const res = await api.details(token, profileForm({ email }, huge));
    const loopMs = eventLoopCpuMs() - loopBefore;
    const { user, system } = process.cpuUsage(processBefore);
    const offLoopMs = (user + system) / 1000 - loopMs;
    expect(res.status, res.text).toBe(200);
    expect((await stored(res.body.user.profileImage)).meta).toMatchObject({ width: 512, height: 512 });
    // The server runs in this process. Decoding and shrinking 64 million pixels is most of the
    // request's CPU time: off the event loop, other threads spend it, and the loop's own share (the
    // request, the form, the database) is the smaller part (here about a quarter of theirs). CPU
    // time, not the loop's delays, so a loaded machine, which delays everything, does not decide.
    expect(loopMs, `event loop ${loopMs} ms of CPU, other threads ${Math.round(offLoopMs)} ms`).toBeLessThan(
      offLoopMs,
    );
  });

  it("handles uploads that arrive together one at a time (queued, none lost)", async () => {
    const users = await Promise.all([1, 2, 3, 4, 5, 6].map(() => createVerifiedUser(server, smtp)));
    const pictures = await Promise.all(
      users.map((_, i) =>
        gradient(2500 + i * 100, 2000)
          .png()
          .toBuffer(),
      ),
    );
    // The server runs in this process: its avatar queue shows how many pictures it works on at once
    // (sharp's own counters are the whole process's, so they are only used to see it at work).
    let busiest = 0;
    let longestQueue = 0;
    let sampled = 0;
    const sampler = setInterval(() => {
      const { running, waiting } = imageWork();
      busiest = Math.max(busiest, running);
      longestQueue = Math.max(longestQueue, waiting);
      const { queue, process } = sharp.counters();
      if (queue + process > 0) sampled++;
    }, 2);
    const results = await Promise.all(
      users.map(({ email, token }, i) => api.details(token, profileForm({ email }, pictures[i]))),
    ).finally(() => clearInterval(sampler));
    expect(sampled, "saw sharp at work").toBeGreaterThan(0);
    expect(busiest).toBe(IMAGE_CONCURRENCY);
    expect(longestQueue, "uploads waited for their turn").toBeGreaterThan(0);
    for (const res of results) {
      expect(res.status, res.text).toBe(200);
      expect(uploads()).toContain(String(res.body.user.profileImage).split("/").at(-1));
    }
  });
});

describe("refused uploads change nothing", () => {
  /** Sends `bytes` with a changed name; answers the response after checking nothing changed. */
  async function refused(bytes: Buffer, status: number, code: string, message: string, label: string) {
    const { email, token, picture } = await userWithPicture();
    const before = uploads();
    const res = await api.details(token, profileForm({ email, name: "After", city: "Pune" }, bytes));
    expect(res.status, `${label}: ${res.text}`).toBe(status);
    expect(res.body, label).toEqual({ success: false, message, code });
    expect(uploads(), `${label}: no file written`).toEqual(before);
    const { user } = (await api.userData(token)).body;
    expect(user, `${label}: profile unchanged`).toMatchObject({
      name: "Before",
      profileImage: picture,
      profilePic: picture,
    });
    expect(user.city ?? "", label).not.toBe("Pune");
    expect((await fetch(`${server.url}${picture}`)).status, `${label}: old picture still served`).toBe(200);
  }

  it("refuses a pixel flood (50,000 × 50,000 declared in a tiny PNG) and pictures over 8000 px with 413", async () => {
    const flood = declaredPng(50_000, 50_000);
    expect(flood.length).toBeLessThan(200);
    expect(await sharp(flood, { limitInputPixels: false }).metadata()).toMatchObject({
      format: "png",
      width: 50_000,
      height: 50_000,
    });
    await refused(flood, 413, "PAYLOAD_TOO_LARGE", MESSAGES.dimensions, "50000 × 50000 png");
    await refused(declaredPng(8001, 8001), 413, "PAYLOAD_TOO_LARGE", MESSAGES.dimensions, "8001 × 8001 png");
    const wide = await solid(8001, 10).png().toBuffer();
    await refused(wide, 413, "PAYLOAD_TOO_LARGE", MESSAGES.dimensions, "8001 × 10 png");
    const tall = await solid(10, 8001).jpeg().toBuffer();
    await refused(tall, 413, "PAYLOAD_TOO_LARGE", MESSAGES.dimensions, "10 × 8001 jpeg");
  });

  it("refuses polyglots: an image signature followed by something that is not an image (415)", async () => {
    const html = "<html><body><script>alert(document.cookie)</script></body></html>";
    const cases: [string, Buffer][] = [
      ["GIF89a + HTML", Buffer.from(`GIF89a${html}`, "latin1")],
      ["JPEG SOI + garbage", Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(html)])],
      ["PNG signature + script", Buffer.concat([declaredPng(1, 1).subarray(0, 8), Buffer.from(html)])],
      ["RIFF/WEBP + script", Buffer.from(`RIFF\x40\x00\x00\x00WEBPVP8 ${html}`, "latin1")],
      ["PNG header with corrupt pixel data", declaredPng(64, 64)],
    ];
    for (const [label, bytes] of cases) {
      await refused(bytes, 415, "UNSUPPORTED_MEDIA_TYPE", MESSAGES.notDecodable, label);
    }
  });

  it("refuses truncated files (415), even where the header alone still reads", async () => {
    const jpeg = await noise(600, 400).jpeg().toBuffer();
    const png = await noise(600, 400).png().toBuffer();
    const gif = await noise(300, 200).gif().toBuffer();
    for (const [label, whole] of [
      ["jpeg", jpeg],
      ["png", png],
      ["gif", gif],
    ] as const) {
      const half = whole.subarray(0, Math.floor(whole.length / 2));
      // A JPEG's or PNG's header survives the cut: only decoding the pixels can tell.
      if (label !== "gif") expect(await sharp(half).metadata(), label).toMatchObject({ width: 600 });
      await refused(half, 415, "UNSUPPORTED_MEDIA_TYPE", MESSAGES.notDecodable, `half a ${label}`);
    }
  });

  it("refuses a file that is not an image by its bytes (415)", async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"/>';
    for (const [label, bytes] of [
      ["text", Buffer.from("Just some text, not a picture.\n")],
      ["svg", Buffer.from(svg)],
      ["pdf", Buffer.from("%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n")],
    ] as const) {
      await refused(bytes, 415, "UNSUPPORTED_MEDIA_TYPE", MESSAGES.type, label);
    }
  });
});

describe("pictures stored before uploads were re-encoded", () => {
  it("are re-encoded at start-up (EXIF gone), undecodable ones removed, our own left alone; once", async () => {
    const local = await startTestServer({ SMTP_URL: smtp.url, SEED: "none" });
    try {
      const folder = join(local.dataDir, "uploads");
      const localApi = authApi(local);
      const withGps = (image: ReturnType<typeof noise>) =>
        image.withExifMerge({
          IFD0: { Make: "PhoneCo", Model: "Secret Cam 3000" },
          IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 2600/100" },
        });
      /** A user whose row points at `bytes`, stored byte for byte as uploads once were. */
      async function legacyUser(bytes: Buffer, extension: string) {
        const { email, token } = await createVerifiedUser(local, smtp);
        const name = `${randomBytes(16).toString("hex")}.${extension}`;
        writeFileSync(join(folder, name), bytes);
        await local.server.app.database.db
          .update(users)
          .set({ profileImage: name })
          .where(eq(users.email, email));
        expect((await localApi.userData(token)).body.user.profileImage).toBe(`/uploads/${name}`);
        return { token, name };
      }
      const imageOf = async (token: string) => (await localApi.userData(token)).body.user.profileImage;

      const jpeg = await withGps(noise(900, 600)).jpeg().toBuffer();
      expect(readGps((await sharp(jpeg).metadata()).exif ?? Buffer.alloc(0))?.latitude).toEqual([51, 30, 26]);
      const oldJpeg = await legacyUser(jpeg, "jpg");
      const webp = await withGps(noise(700, 700)).webp().toBuffer();
      expect(riffChunks(webp)).toContain("EXIF");
      const oldWebp = await legacyUser(webp, "webp");
      const broken = await legacyUser((await noise(300, 200).png().toBuffer()).subarray(0, 500), "png");
      const notOurs = await legacyUser(Buffer.from("not a picture"), "txt");

      // Pictures uploaded since (opaque, and with transparency) are already what we store.
      const own: { token: string; url: string }[] = [];
      for (const image of [
        solid(64, 64).png(),
        sharp({ create: { width: 40, height: 30, channels: 4, background: "#0f08" } }).png(),
      ]) {
        const { email, token } = await createVerifiedUser(local, smtp);
        const res = await localApi.details(token, profileForm({ email }, await image.toBuffer()));
        expect(res.status, res.text).toBe(200);
        own.push({ token, url: res.body.user.profileImage });
      }

      // As on the first start of this version over uploads stored byte for byte: no marker yet.
      rmSync(join(folder, REENCODED_MARKER), { force: true });
      await local.restart();

      for (const [label, old] of [
        ["jpeg", oldJpeg],
        ["webp", oldWebp],
      ] as const) {
        const url: string = await imageOf(old.token);
        expect(url, label).toMatch(STORED_NAME);
        expect(url, label).not.toBe(`/uploads/${old.name}`);
        expect(existsSync(join(folder, old.name)), `${label}: the old file is deleted`).toBe(false);
        const served = await fetch(`${local.url}${url}`);
        expect(served.headers.get("content-type")).toBe("image/webp");
        const bytes = Buffer.from(await served.arrayBuffer());
        const meta = await sharp(bytes).metadata();
        expect(meta, label).toMatchObject({ format: "webp" });
        expect(meta.exif, label).toBeUndefined();
        expect(Math.max(meta.width ?? 0, meta.height ?? 0), label).toBe(512);
        expect(
          riffChunks(bytes).filter((c) => ["EXIF", "XMP ", "ICCP"].includes(c)),
          label,
        ).toEqual([]);
        for (const secret of ["PhoneCo", "Secret", "Exif"])
          expect(bytes.includes(secret), secret).toBe(false);
      }
      // A file that does not decode is deleted and the profile has no picture.
      expect(await imageOf(broken.token)).toBeNull();
      expect(existsSync(join(folder, broken.name))).toBe(false);
      // A name the server never gives is not touched.
      expect(await imageOf(notOurs.token)).toBe(`/uploads/${notOurs.name}`);
      expect(existsSync(join(folder, notOurs.name))).toBe(true);
      for (const { token, url } of own) expect(await imageOf(token)).toBe(url);

      // A second start has nothing to do: every name and file stays as it is.
      const files = readdirSync(folder).sort();
      const images = await Promise.all([oldJpeg, oldWebp, ...own].map(({ token }) => imageOf(token)));
      await local.restart();
      expect(readdirSync(folder).sort()).toEqual(files);
      expect(await Promise.all([oldJpeg, oldWebp, ...own].map(({ token }) => imageOf(token)))).toEqual(
        images,
      );
    } finally {
      await local.close();
    }
  });
});

/** Linux reports thread CPU time in clock ticks of 1/100 s (USER_HZ). */
const CLOCK_TICK_MS = 10;

/** CPU time (ms) this process's main thread, the event loop, has used: Linux's per-thread counters. */
function eventLoopCpuMs(): number {
  const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, "utf8");
  // After the command name in parentheses: state is the 1st field, utime and stime the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MS;
}
