import { mkdir, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";

export interface MailSink {
  /** The `SMTP_URL` a server under the bench sends to. */
  url: string;
  close: () => Promise<void>;
}

/**
 * A local SMTP server that writes each mail it accepts into `folder` as an `.eml` file named by
 * its arrival, as the development outbox names them. A production server needs `SMTP_URL`, and
 * the bench reads codes from such a folder (lib/outbox.ts).
 */
export async function startMailSink(folder: string): Promise<MailSink> {
  await mkdir(folder, { recursive: true });
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received += 1;
        const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${String(received).padStart(6, "0")}.eml`;
        writeFile(join(folder, name), Buffer.concat(chunks)).then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
