import { pipeline } from "node:stream/promises";
import {
  type ByteRange,
  byteLimit,
  checkKey,
  type ObjectInfo,
  ObjectTooLargeError,
  type PutOptions,
  type Storage,
  type StoredObject,
} from "./storage";

export interface S3Settings {
  bucket: string;
  /** Prepended to every key (no leading or trailing slash; may be empty). */
  prefix: string;
  /** An S3-compatible server's URL (MinIO, Ceph, R2, a local test server); unset: AWS itself. */
  endpoint?: string;
  /** Path-style addressing (`endpoint/bucket/key`), which most self-hosted servers need. */
  forcePathStyle: boolean;
  region: string;
  /** Unset: the SDK's usual chain (environment, AWS_PROFILE, an instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
}

/** Parts of a streamed upload: S3's minimum, so at most a few of them are held in memory. */
const PART_BYTES = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

/** A failure that means "no such object" (S3 names it differently for GET and HEAD). */
const isMissing = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } } | undefined)?.$metadata?.httpStatusCode === 404;

/**
 * Objects in an S3 bucket (or an S3-compatible server's), under `prefix`, with the configured
 * credentials or else the SDK's usual chain (AWS_PROFILE, an instance role).
 * Checksums are sent only where S3 requires them: several S3-compatible servers refuse the SDK's
 * newer default trailing checksums. The SDK is loaded only here, so a server on the folder store
 * never pays for it at start.
 */
export async function createS3Storage(settings: S3Settings): Promise<Storage> {
  const { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client } = await import(
    "@aws-sdk/client-s3"
  );
  const { Upload } = await import("@aws-sdk/lib-storage");
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = settings.bucket;
  const keyOf = (key: string) => (settings.prefix ? `${settings.prefix}/${checkKey(key)}` : checkKey(key));
  const infoOf = (answer: {
    ContentLength?: number;
    ContentType?: string;
    ETag?: string;
    LastModified?: Date;
  }): ObjectInfo => ({
    size: answer.ContentLength ?? 0,
    contentType: answer.ContentType ?? "application/octet-stream",
    etag: answer.ETag ?? `"${answer.ContentLength ?? 0}"`,
    lastModified: answer.LastModified ?? new Date(0),
  });

  async function head(key: string) {
    try {
      return infoOf(await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(key) })));
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  return {
    description: `s3://${Bucket}/${settings.prefix}${settings.endpoint ? ` at ${settings.endpoint}` : ""}`,

    async put(key: string, body: NodeJS.ReadableStream | Buffer, { contentType, maxBytes }: PutOptions) {
      const Key = keyOf(key);
      if (Buffer.isBuffer(body) && maxBytes !== undefined && body.length > maxBytes) {
        throw new ObjectTooLargeError(maxBytes);
      }
      const limited = byteLimit(maxBytes);
      const upload = new Upload({
        client,
        params: { Bucket, Key, ContentType: contentType, Body: Buffer.isBuffer(body) ? body : limited },
        partSize: PART_BYTES,
        queueSize: PARTS_IN_FLIGHT,
        leavePartsOnError: false,
      });
      if (Buffer.isBuffer(body)) {
        await upload.done();
      } else {
        // Either side failing stops the other: a body over the limit (or a broken request) aborts
        // the upload, so no object is stored; a failed upload stops reading the body.
        const [fed, uploaded] = await Promise.allSettled([
          pipeline(body, limited),
          upload.done().catch((error) => {
            limited.destroy(error);
            throw error;
          }),
        ]);
        if (fed.status === "rejected") {
          await upload.abort().catch(() => {});
          throw fed.reason;
        }
        if (uploaded.status === "rejected") throw uploaded.reason;
      }
      const info = await head(key);
      if (!info) throw new Error(`The store lost ${Key} right after writing it`);
      return info;
    },

    async get(key: string, range?: ByteRange): Promise<StoredObject | undefined> {
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: keyOf(key),
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        // The whole object's size: Content-Range's total for a range, else the length.
        const total = /\/(\d+)$/.exec(answer.ContentRange ?? "")?.[1];
        return {
          ...infoOf(answer),
          size: total !== undefined ? Number(total) : (answer.ContentLength ?? 0),
          body: answer.Body as NodeJS.ReadableStream,
        };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    head,

    async delete(key: string) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
    },

    async close() {
      client.destroy();
    },
  };
}
