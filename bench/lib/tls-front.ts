import { execFile } from "node:child_process";
import { createHash, X509Certificate } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { Agent, request as forward, type IncomingHttpHeaders } from "node:http";
import {
  createSecureServer,
  type Http2ServerRequest,
  type Http2ServerResponse,
  type ServerHttp2Session,
} from "node:http2";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { withCleanup } from "./cleanup";

/**
 * The site as a deployment serves it: behind a front that ends TLS and speaks HTTP/2 (README,
 * "Deploying"), here a small Node front on a loopback port that hands every request to the
 * server over HTTP/1.1, as nginx or Caddy would. What a browser gets over HTTP/2 (every request on
 * one connection, none waiting for one of six) is what a phone gets from the deployed site.
 */
export interface TlsFront {
  /** `https://127.0.0.1:<port>`. */
  url: string;
  /**
   * The base64 SHA-256 of the certificate's public key, which Chromium's
   * `--ignore-certificate-errors-spki-list` trusts: the certificate is made for this run only.
   */
  spkiHash: string;
}

const run = promisify(execFile);

/** A key and a self-signed certificate for 127.0.0.1, valid for a day, made with openssl. */
async function selfSignedCertificate(): Promise<{ key: Buffer; cert: Buffer }> {
  const dir = await mkdtemp(join(tmpdir(), "clutch-front-"));
  try {
    await run("openssl", [
      ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"],
      ...["-keyout", join(dir, "key.pem"), "-out", join(dir, "cert.pem"), "-days", "1"],
      ...["-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"],
    ]);
    return { key: await readFile(join(dir, "key.pem")), cert: await readFile(join(dir, "cert.pem")) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Headers that belong to one hop of HTTP/1.1 and that HTTP/2 forbids. */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "proxy-connection"]);

function withoutHopHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith(":") && !HOP_BY_HOP.has(name)),
  );
}

/** Hands one request to the server at `target` and its answer back. */
function relay(target: URL, agent: Agent) {
  return (incoming: Http2ServerRequest, outgoing: Http2ServerResponse) => {
    const headers = withoutHopHeaders(incoming.headers);
    headers.host = incoming.authority || headers.host || target.host;
    headers["x-forwarded-proto"] = "https";
    const upstream = forward(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers,
        agent,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, withoutHopHeaders(answer.headers));
        answer.on("error", () => outgoing.destroy());
        answer.pipe(outgoing);
      },
    );
    upstream.on("error", () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    // The browser went away (a run's Chrome is killed at its end): so does the request to the server.
    outgoing.on("close", () => {
      if (!outgoing.writableFinished) upstream.destroy();
    });
    incoming.pipe(upstream);
  };
}

/** `body` with a TLS and HTTP/2 front before the server at `target`, closed afterwards. */
export async function withTlsFront<T>(target: string, body: (front: TlsFront) => Promise<T>): Promise<T> {
  const { key, cert } = await selfSignedCertificate();
  const publicKey = new X509Certificate(cert).publicKey.export({ type: "spki", format: "der" });
  const agent = new Agent({ keepAlive: true });
  const server = createSecureServer({ key, cert, allowHTTP1: true }, relay(new URL(target), agent));
  const sessions = new Set<ServerHttp2Session>();
  server.on("session", (session: ServerHttp2Session) => {
    sessions.add(session);
    session.on("close", () => sessions.delete(session));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return withCleanup(
    async () => {
      agent.destroy();
      for (const session of sessions) session.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
    () =>
      body({
        url: `https://127.0.0.1:${port}`,
        spkiHash: createHash("sha256").update(publicKey).digest("base64"),
      }),
  );
}
