/**
 * The yardstick of `bench:api`: bare `node:http` answering fixed paths with fixed bytes, in its own
 * process (started by `startBareServer` in bare.ts). It gets its answers over IPC — for each path the
 * status, the raw header list and the body the API sent — and the keep-alive timeout the API's
 * server announced, listens on a free port on 127.0.0.1 and reports it. Per request it looks up the
 * path and writes the stored answer: no routing, no hooks, no work a framework would do.
 */
import { createServer } from "node:http";

export interface BareAnswer {
  path: string;
  status: number;
  /** Names and values, alternating, as the API sent them (minus what Node adds itself). */
  headers: string[];
  body: string;
}

interface BareSetup {
  answers: BareAnswer[];
  keepAliveTimeoutMs: number;
}

function serve({ answers, keepAliveTimeoutMs }: BareSetup): void {
  const byPath = new Map(
    answers.map((answer) => [answer.path, { ...answer, body: Buffer.from(answer.body, "base64") }]),
  );
  const server = createServer((request, response) => {
    const answer = byPath.get(request.url ?? "");
    if (!answer) {
      response.writeHead(404, { "content-length": "0" }).end();
      return;
    }
    response.writeHead(answer.status, answer.headers).end(answer.body);
  });
  server.keepAliveTimeout = keepAliveTimeoutMs;
  server.listen(0, "127.0.0.1", () => {
    const address = server.address();
    process.send?.({ port: typeof address === "object" && address ? address.port : 0 });
  });
  // The parent going away (Ctrl-C, a crash) closes the IPC channel: go with it.
  process.once("disconnect", () => process.exit(0));
}

process.once("message", (setup: BareSetup) => serve(setup));
