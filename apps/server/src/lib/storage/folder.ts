import { randomBytes } from "node:crypto";
import type { Stats } from "node:fs";
import { mkdir, open, rename, stat, unlink } from "node:fs/promises";
import { dirname, join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  type ByteRange,
  byteLimit,
  checkKey,
  contentTypeOf,
  type ObjectInfo,
  type PutOptions,
  type Storage,
  type StoredObject,
} from "./storage";

const isMissing = (error: unknown) =>
  ["ENOENT", "ENOTDIR", "EISDIR"].includes((error as NodeJS.ErrnoException).code ?? "");

const infoOf = (key: string, stats: Stats): ObjectInfo => ({
  size: stats.size,
  contentType: contentTypeOf(key),
  etag: `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
  lastModified: stats.mtime,
});

/**
 * Objects as files under `root` (a key is a relative path). A body is written to a hidden file
 * beside its key and renamed into place once complete, so a reader never sees half an object. The
 * media type comes from the key's extension. With `readOnly`, `put` and `delete` throw.
 */
export function createFolderStorage(root: string, { readOnly = false } = {}): Storage {
  const pathOf = (key: string) => join(root, checkKey(key));
  const refuseWrites = () => {
    if (readOnly) throw new Error(`The folder ${root} is read-only`);
  };

  return {
    description: `folder ${root}`,

    async put(key: string, body: NodeJS.ReadableStream | Buffer, { maxBytes }: PutOptions) {
      refuseWrites();
      const file = pathOf(key);
      await mkdir(dirname(file), { recursive: true });
      const partial = join(dirname(file), `.${randomBytes(8).toString("hex")}.part`);
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      // Created before the copy starts: a stream that opened the file itself could still be opening
      // it when a refused body ended the copy, and create it after the clean-up below.
      const handle = await open(partial, "wx", 0o644);
      try {
        await pipeline(source, byteLimit(maxBytes), handle.createWriteStream());
        await rename(partial, file);
      } catch (error) {
        await handle.close().catch(() => {});
        await unlink(partial).catch(() => {});
        throw error;
      }
      return infoOf(key, await stat(file));
    },

    async get(key: string, range?: ByteRange): Promise<StoredObject | undefined> {
      let handle: Awaited<ReturnType<typeof open>>;
      try {
        handle = await open(pathOf(key), "r");
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
      try {
        const stats = await handle.stat();
        if (!stats.isFile()) {
          await handle.close();
          return undefined;
        }
        const body = handle.createReadStream(range ? { start: range.start, end: range.end } : {});
        return { ...infoOf(key, stats), body };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async head(key: string) {
      try {
        const stats = await stat(pathOf(key));
        return stats.isFile() ? infoOf(key, stats) : undefined;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async delete(key: string) {
      refuseWrites();
      await unlink(pathOf(key)).catch((error) => {
        if (!isMissing(error)) throw error;
      });
    },

    async close() {},
  };
}
