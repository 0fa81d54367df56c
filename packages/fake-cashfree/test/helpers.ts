import { createHmac } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { type FakeCashfree, type FakeCashfreeOptions, startFakeCashfree } from "../src/index";

export const CLIENT_ID = "TEST_CLIENT_ID";
const CLIENT_SECRET = "TEST_CLIENT_SECRET";

/** The first start in a test file loads and compiles the 30k-line document: give it time on a busy machine. */
export const START_TIMEOUT_MS = 60_000;

export function startFake(options: Partial<FakeCashfreeOptions> = {}): Promise<FakeCashfree> {
  return startFakeCashfree({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, ...options });
}

let orderNumber = 0;

export function orderRequest(overrides: Record<string, unknown> = {}) {
  orderNumber++;
  return {
    order_id: `order_${orderNumber}_${Date.now()}`,
    order_amount: 499,
    order_currency: "INR",
    customer_details: {
      customer_id: "user42",
      customer_phone: "9876543210",
      customer_email: "a@example.com",
    },
    order_meta: { return_url: "http://127.0.0.1:5173/purchase/return?order_id={order_id}" },
    ...overrides,
  };
}

export interface ApiResult {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

/** Calls the fake as a correct client would: credentials, pinned version, JSON. */
export async function call(
  fake: FakeCashfree,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<ApiResult> {
  const response = await fetch(`${fake.url}${path}`, {
    method,
    headers: {
      "x-client-id": CLIENT_ID,
      "x-client-secret": CLIENT_SECRET,
      "x-api-version": "2025-01-01",
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

export async function createOrder(fake: FakeCashfree, overrides: Record<string, unknown> = {}) {
  const { status, body } = await call(fake, "POST", "/orders", orderRequest(overrides));
  if (status !== 200) throw new Error(`create order answered ${status}: ${JSON.stringify(body)}`);
  return body as { order_id: string; payment_session_id: string; order_status: string };
}

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A webhook endpoint that answers each delivery with the status `answer` gives (200 by default). */
export async function startReceiver(answer: (delivery: number) => number = () => 200) {
  const received: ReceivedWebhook[] = [];
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    received.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
    response.writeHead(answer(received.length)).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks/cashfree`,
    received,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Checks a webhook the way a receiver must: HMAC over timestamp + raw body, with the client secret. */
export function hasValidSignature({ headers, body }: ReceivedWebhook): boolean {
  const expected = createHmac("sha256", CLIENT_SECRET)
    .update(`${headers["x-webhook-timestamp"]}${body}`)
    .digest("base64");
  return headers["x-webhook-signature"] === expected;
}
