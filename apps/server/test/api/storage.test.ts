import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config";
import { createFolderStorage } from "../../src/lib/storage/folder";
import { createS3Storage } from "../../src/lib/storage/s3";
import { ObjectTooLargeError, type Storage } from "../../src/lib/storage/storage";
import { type S3TestServer, startS3Server } from "./support/s3-server";

/**
 * One contract, two stores: every implementation of the storage interface passes the same suite,
 * the folder in DATA_DIR and S3-compatible storage (a real S3 server the test starts).
 */

let s3: S3TestServer;
const folder = mkdtempSync(join(tmpdir(), "clutch-storage-"));
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.close();
  rmSync(folder, { recursive: true, force: true });
});

/** The S3 store as the server builds it from its configuration. */
function s3Storage(prefix: string): Promise<Storage> {
  const { storage } = loadConfig({ DATA_DIR: folder, ...s3.env(prefix) });
  if (!storage) throw new Error("STORAGE_URL was not read");
  return createS3Storage(storage);
}

const stores: [string, () => Storage | Promise<Storage>][] = [
  ["folder", () => createFolderStorage(join(folder, "store"))],
  ["S3-compatible", () => s3Storage("tests/contract")],
];

/** A body that arrives in pieces, as an upload does. */
const chunked = (bytes: Buffer, size = 64 * 1024) =>
  Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
    })(),
  );

describe.each(stores)("the %s store", (_label, make) => {
  let storage: Storage;
  beforeAll(async () => {
    storage = await make();
  });
  afterAll(async () => storage.close());

  it("stores a streamed body (several multipart parts) and gives it back whole", async () => {
    const bytes = randomBytes(11 * 1024 * 1024 + 123);
    const info = await storage.put("private/big.mp4", chunked(bytes), { contentType: "video/mp4" });
    expect(info).toMatchObject({ size: bytes.length, contentType: "video/mp4" });
    expect(info.etag).toMatch(/^".+"$/);
    const object = await storage.get("private/big.mp4");
    expect(object).toMatchObject({ size: bytes.length, contentType: "video/mp4", etag: info.etag });
    expect((await buffer(object?.body as NodeJS.ReadableStream)).equals(bytes)).toBe(true);
  });

  it("gives a byte range, with the whole object's size", async () => {
    const bytes = Buffer.from("0123456789abcdefghij");
    await storage.put("ranges/text.webm", bytes, { contentType: "video/webm" });
    const middle = await storage.get("ranges/text.webm", { start: 5, end: 9 });
    expect(middle?.size).toBe(20);
    expect((await buffer(middle?.body as NodeJS.ReadableStream)).toString()).toBe("56789");
    const tail = await storage.get("ranges/text.webm", { start: 19, end: 19 });
    expect((await buffer(tail?.body as NodeJS.ReadableStream)).toString()).toBe("j");
  });

  it("heads, replaces, deletes; a missing key is undefined and deleting it again is fine", async () => {
    await storage.put("a/b.webp", Buffer.from("one"), { contentType: "image/webp" });
    const first = await storage.head("a/b.webp");
    expect(first).toMatchObject({ size: 3, contentType: "image/webp" });
    expect(first?.lastModified).toBeInstanceOf(Date);
    await storage.put("a/b.webp", Buffer.from("second"), { contentType: "image/webp" });
    expect((await storage.head("a/b.webp"))?.size).toBe(6);
    await storage.delete("a/b.webp");
    expect(await storage.head("a/b.webp")).toBeUndefined();
    expect(await storage.get("a/b.webp")).toBeUndefined();
    await storage.delete("a/b.webp");
    expect(await storage.head("never/stored.mp4")).toBeUndefined();
  });

  it("refuses a body over its limit and stores nothing of it", async () => {
    const refused = storage.put("private/too-big.mp4", chunked(randomBytes(6 * 1024 * 1024)), {
      contentType: "video/mp4",
      maxBytes: 5 * 1024 * 1024 + 10,
    });
    await expect(refused).rejects.toBeInstanceOf(ObjectTooLargeError);
    await expect(
      storage.put("private/small.mp4", Buffer.alloc(20), { contentType: "video/mp4", maxBytes: 10 }),
    ).rejects.toBeInstanceOf(ObjectTooLargeError);
    expect(await storage.head("private/too-big.mp4")).toBeUndefined();
    expect(await storage.head("private/small.mp4")).toBeUndefined();
  });

  it("refuses keys that could leave its folder or prefix", async () => {
    for (const key of ["../x", "a/../../x", "/abs", "a//b", "", "a/./b", "spa ce"]) {
      await expect(storage.head(key), key).rejects.toThrow(/Not a storage key/);
    }
  });
});

describe("the folder store", () => {
  it("leaves no partial file behind a refused body", async () => {
    const root = join(folder, "partial");
    const storage = createFolderStorage(root);
    await storage.put("keep.webp", Buffer.from("x"), { contentType: "image/webp" });
    // Many at once, so that file system calls queue: a refusal then lands while a partial file is
    // still being opened.
    const refusals = Array.from({ length: 100 }, () =>
      storage.put("gone.webp", chunked(randomBytes(300_000), 1000), {
        contentType: "image/webp",
        maxBytes: 1000,
      }),
    );
    for (const outcome of await Promise.allSettled(refusals)) {
      expect(outcome.status === "rejected" && outcome.reason).toBeInstanceOf(ObjectTooLargeError);
    }
    expect(readdirSync(root)).toEqual(["keep.webp"]);
  });

  it("read-only: refuses writes", async () => {
    const storage = createFolderStorage(join(folder, "store"), { readOnly: true });
    await expect(storage.put("x.mp4", Buffer.from("x"), { contentType: "video/mp4" })).rejects.toThrow(
      /read-only/,
    );
    await expect(storage.delete("x.mp4")).rejects.toThrow(/read-only/);
  });
});

describe("the S3 store's settings", () => {
  it("are validated with clear problems", () => {
    expect(() => loadConfig({ STORAGE_URL: "https://bucket" })).toThrow(/STORAGE_URL: must be s3:\/\/bucket/);
    expect(() => loadConfig({ STORAGE_URL: "s3://B_ad" })).toThrow(/STORAGE_URL/);
    expect(() => loadConfig({ S3_ENDPOINT: "http://127.0.0.1:9000" })).toThrow(
      /S3_ENDPOINT: is used only with STORAGE_URL/,
    );
    expect(() => loadConfig({ STORAGE_URL: "s3://media-bucket", AWS_ACCESS_KEY_ID: "x" })).toThrow(
      /set both, or neither/,
    );
    expect(() => loadConfig({ MEDIA_LINK_SECONDS: "9000" })).toThrow(/MEDIA_LINK_SECONDS/);
    const config = loadConfig({
      STORAGE_URL: "s3://media-bucket/site/a/",
      S3_ENDPOINT: "http://127.0.0.1:9000",
    });
    expect(config.storage).toMatchObject({
      bucket: "media-bucket",
      prefix: "site/a",
      endpoint: "http://127.0.0.1:9000",
      forcePathStyle: true,
    });
    expect(loadConfig({}).storage).toBeUndefined();
  });
});
