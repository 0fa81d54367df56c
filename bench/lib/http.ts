import { type IncomingHttpHeaders, request } from "node:http";

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** Names and values, alternating, in the order and spelling they were sent. */
  rawHeaders: string[];
  body: Buffer;
}

/**
 * One GET on a fresh connection, exactly as sent: no Accept-Encoding (fetch would add one), and the
 * body is returned as the bytes that came over the wire.
 */
export function get(url: string, timeoutMs = 5000): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: "GET", agent: false, timeout: timeoutMs }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("error", reject);
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          rawHeaders: res.rawHeaders,
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on("timeout", () => req.destroy(new Error(`GET ${url} timed out after ${timeoutMs} ms`)));
    req.on("error", reject);
    req.end();
  });
}

/** GET that must answer 200. */
export async function getOk(url: string): Promise<RawResponse> {
  const response = await get(url);
  if (response.status !== 200) {
    throw new Error(
      `GET ${url} answered ${response.status}: ${response.body.toString("utf8").slice(0, 300)}`,
    );
  }
  return response;
}
