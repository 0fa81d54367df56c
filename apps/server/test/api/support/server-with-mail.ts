import { startTestServer, type TestServer } from "../harness";
import { type SmtpCapture, startSmtpCapture } from "./smtp-capture";

/**
 * A test server that mails to a capture, its background passes off (payment reconciling, session
 * jobs): a test runs them itself when it means to. `env` adds to or overrides those settings.
 */
export async function startServerWithMail(
  env: Record<string, string> = {},
  options: Parameters<typeof startTestServer>[1] = {},
): Promise<{ server: TestServer; smtp: SmtpCapture }> {
  const smtp = await startSmtpCapture();
  try {
    const server = await startTestServer(
      { SMTP_URL: smtp.url, PAYMENT_RECONCILE_SECONDS: "0", SESSION_JOBS_SECONDS: "0", ...env },
      options,
    );
    return { server, smtp };
  } catch (error) {
    await smtp.close();
    throw error;
  }
}

/** Closes what `startServerWithMail` started (either may be missing when the start failed). */
export async function closeServerWithMail(server: TestServer | undefined, smtp: SmtpCapture | undefined) {
  await server?.close();
  await smtp?.close();
}
