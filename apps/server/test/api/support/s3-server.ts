import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";

const CREDENTIALS = { AWS_ACCESS_KEY_ID: "S3RVER", AWS_SECRET_ACCESS_KEY: "S3RVER" };

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** The settings that point a test server's store at this one, under `prefix`. */
  env(prefix: string): Record<string, string>;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver: the S3 REST API over a folder), in this process on a free
 * loopback port, with one empty bucket; gone with its files on close.
 */
export async function startS3Server(bucket = "clutch-media"): Promise<S3TestServer> {
  const directory = mkdtempSync(join(tmpdir(), "clutch-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: (prefix) => ({ STORAGE_URL: `s3://${bucket}/${prefix}`, S3_ENDPOINT: endpoint, ...CREDENTIALS }),
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
