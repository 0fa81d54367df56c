import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { checkoutPage, messagePage } from "./checkout-page";
import { CASHFREE_RETRY_DELAYS_MS, type WebhookPolicy, WebhookSender } from "./delivery";
import {
  type ApiAnswer,
  apiError,
  type CreateOrderRequest,
  type CreateRefundRequest,
  type OrderEntity,
  type PaymentEntity,
  type PaymentOutcome,
  type RefundEntity,
  type TerminateOrderRequest,
} from "./entities";
import {
  type ApiFault,
  CASHFREE_API_VERSION,
  type FakeCashfree,
  type FakeCashfreeOptions,
  type FakeStats,
  type RecordedRequest,
} from "./fake";
import { IdempotencyStore } from "./idempotency";
import { checkWebhook, type Operation, operation, type WebhookSchema } from "./openapi";
import { Orders } from "./orders";
import { type Random, seededRandom } from "./random";
import { createOrderProblems, createRefundProblems, terminateOrderProblems } from "./rules";
import { cashfreeJson, paymentWebhook, refundWebhook, type WebhookHeaders, webhookHeaders } from "./webhooks";

type PathParams = Record<"order_id" | "refund_id", string>;

interface Route {
  method: string;
  template: string;
  pattern: RegExp;
  operation: Operation;
  /** Cashfree's rules beyond the schema (see rules.ts). */
  rules?: (body: unknown) => string[];
  handle: (params: PathParams, body: unknown) => ApiAnswer;
}

const API_BASE = "/pg";
const PAYMENT_OUTCOMES: readonly string[] = ["SUCCESS", "FAILED", "USER_DROPPED"] satisfies PaymentOutcome[];

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The body as text, or undefined when the client went away before sending all of it. */
async function readBody(request: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of request) chunks.push(chunk as Buffer);
  } catch {
    return undefined;
  }
  return Buffer.concat(chunks).toString("utf8");
}

function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, { "content-type": "text/html; charset=utf-8" }).end(html);
}

class FakeCashfreeServer implements FakeCashfree {
  url = "";
  origin = "";
  webhookUrl: string | undefined;
  refundStatus: "SUCCESS" | "PENDING";
  readonly violations: string[] = [];
  readonly requests: RecordedRequest[] = [];
  private readonly clientId: string;
  private readonly clientSecret: string;
  private readonly now: () => number;
  private readonly orders: Orders;
  private readonly idempotency = new IdempotencyStore();
  private readonly sender: WebhookSender;
  private readonly faultRandom: Random;
  private fault: ApiFault = {};
  private apiFaults = 0;
  private readonly routes: Route[];
  readonly server: Server;

  constructor(options: FakeCashfreeOptions) {
    const seed = options.seed ?? 1;
    this.clientId = options.clientId;
    this.clientSecret = options.clientSecret;
    this.webhookUrl = options.webhookUrl;
    this.refundStatus = options.refundStatus ?? "SUCCESS";
    this.now = options.now ?? Date.now;
    this.orders = new Orders(this.now);
    this.faultRandom = seededRandom(seed);
    this.sender = new WebhookSender(
      this.clientSecret,
      seededRandom(seed + 1),
      options.webhookRetryDelaysMs ?? CASHFREE_RETRY_DELAYS_MS,
    );
    this.routes = this.buildRoutes();
    this.server = createServer((request, response) => void this.handle(request, response));
  }

  pay(orderId: string, { outcome, amount }: { outcome: PaymentOutcome; amount?: number }): PaymentEntity {
    const { order, payment } = this.orders.pay(orderId, outcome, amount);
    this.sendWebhook("PaymentWebhook", order, paymentWebhook(order, payment, this.now()));
    return structuredClone(payment);
  }

  settleRefund(orderId: string, refundId: string, status: "SUCCESS" | "CANCELLED"): RefundEntity {
    const refund = this.orders.settleRefund(orderId, refundId, status);
    this.sendRefundWebhook(refund);
    return structuredClone(refund);
  }

  order(orderId: string): OrderEntity | undefined {
    const stored = this.orders.find(orderId);
    return stored && structuredClone(stored.entity);
  }

  checkoutUrl(paymentSessionId: string): string {
    return `${this.origin}/checkout/${encodeURIComponent(paymentSessionId)}`;
  }

  signWebhook(rawBody: string, timestampMs = Date.now()): WebhookHeaders {
    return webhookHeaders(this.clientSecret, rawBody, timestampMs);
  }

  webhookBody(orderId: string, cfPaymentId: string, status?: PaymentOutcome): string {
    const stored = this.orders.find(orderId);
    const payment = stored?.payments.find((attempt) => attempt.cf_payment_id === cfPaymentId);
    if (!stored || !payment) throw new Error(`No payment ${cfPaymentId} on order ${orderId}`);
    const forged = { ...payment, payment_status: status ?? payment.payment_status };
    return cashfreeJson(paymentWebhook(stored.entity, forged, this.now()));
  }

  setWebhookPolicy(policy: WebhookPolicy): void {
    this.sender.policy = { ...policy };
  }

  setApiFault(fault: ApiFault): void {
    this.fault = { ...fault };
  }

  stats(): FakeStats {
    return {
      ...this.orders.counts,
      apiRequests: this.requests.length,
      apiFaults: this.apiFaults,
      webhooks: this.sender.stats(),
    };
  }

  webhooksSettled(): Promise<void> {
    return this.sender.settled();
  }

  async close(): Promise<void> {
    this.sender.close();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private buildRoutes(): Route[] {
    const route = (
      method: string,
      template: string,
      handle: Route["handle"],
      rules?: Route["rules"],
    ): Route => ({
      method,
      template,
      pattern: new RegExp(`^${template.replace(/\{(\w+)\}/g, "(?<$1>[^/]+)")}$`),
      operation: operation(method, template),
      rules,
      handle,
    });
    return [
      route(
        "POST",
        "/orders",
        (_, body) => this.orders.create(body as CreateOrderRequest),
        (body) => createOrderProblems(body as CreateOrderRequest),
      ),
      route("GET", "/orders/{order_id}", ({ order_id }) => this.orders.get(order_id)),
      route("GET", "/orders/{order_id}/payments", ({ order_id }) => this.orders.listPayments(order_id)),
      route(
        "PATCH",
        "/orders/{order_id}",
        ({ order_id }) => this.orders.terminate(order_id),
        (body) => terminateOrderProblems(body as TerminateOrderRequest),
      ),
      route(
        "POST",
        "/orders/{order_id}/refunds",
        ({ order_id }, body) => this.createRefund(order_id, body as CreateRefundRequest),
        (body) => createRefundProblems(body as CreateRefundRequest),
      ),
      route("GET", "/orders/{order_id}/refunds/{refund_id}", ({ order_id, refund_id }) =>
        this.orders.getRefund(order_id, refund_id),
      ),
    ];
  }

  private createRefund(orderId: string, request: CreateRefundRequest): ApiAnswer {
    const { answer, created } = this.orders.createRefund(orderId, request, this.refundStatus);
    if (created && created.refund_status !== "PENDING") this.sendRefundWebhook(created);
    return answer;
  }

  private sendRefundWebhook(refund: RefundEntity): void {
    const order = this.orders.find(refund.order_id)?.entity;
    if (order) this.sendWebhook("RefundWebhook", order, refundWebhook(refund, this.now()));
  }

  /** To the order's notify_url, else to `webhookUrl`; the body is checked against the document first. */
  private sendWebhook(schema: WebhookSchema, order: OrderEntity, body: { type: string }): void {
    this.record(`${body.type} webhook`, checkWebhook(schema, body));
    const url = order.order_meta.notify_url ?? this.webhookUrl;
    if (url) this.sender.send(url, cashfreeJson(body));
  }

  private record(where: string, problems: string[]): void {
    for (const problem of problems) this.violations.push(`${where}: ${problem}`);
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    try {
      const { pathname } = new URL(request.url ?? "/", "http://fake");
      if (pathname.startsWith(`${API_BASE}/`))
        await this.handleApi(request, response, pathname.slice(API_BASE.length));
      else if (pathname.startsWith("/checkout/")) await this.handleCheckout(request, response, pathname);
      else sendHtml(response, 404, messagePage("Not found."));
    } catch (error) {
      this.violations.push(`fake Cashfree failed: ${error instanceof Error ? error.stack : String(error)}`);
      if (!response.headersSent) response.writeHead(500).end();
    }
  }

  private async handleApi(request: IncomingMessage, response: ServerResponse, path: string): Promise<void> {
    const method = request.method ?? "GET";
    const logged = {
      method,
      path,
      idempotencyKey: header(request.headers, "x-idempotency-key"),
      requestId: header(request.headers, "x-request-id"),
      apiVersion: header(request.headers, "x-api-version"),
    };
    if (this.fault.down) {
      this.apiFaults++;
      this.requests.push({ ...logged, status: 0, body: undefined });
      request.socket.destroy();
      return;
    }
    const rawBody = await readBody(request);
    if (rawBody === undefined) return;
    const route = this.routes.find(
      (candidate) => candidate.method === method && candidate.pattern.test(path),
    );
    const { answer, replayed } = route
      ? this.answer(request, route, path, rawBody)
      : { answer: this.unknownOperation(method, path), replayed: undefined };
    if (route) {
      const where = `${method} ${route.template} response ${answer.status}`;
      this.record(where, route.operation.checkResponse(answer.status, answer.body));
    }
    this.requests.push({
      ...logged,
      status: answer.status,
      body: rawBody === "" ? undefined : parseJson(rawBody),
    });
    if (this.fault.delayMs) await sleep(this.fault.delayMs);
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (logged.requestId !== undefined) headers["x-request-id"] = logged.requestId;
    if (logged.idempotencyKey !== undefined && replayed !== undefined) {
      headers["x-idempotency-key"] = logged.idempotencyKey;
      headers["x-idempotency-replayed"] = String(replayed);
    }
    response.writeHead(answer.status, headers).end(JSON.stringify(answer.body));
  }

  private unknownOperation(method: string, path: string): ApiAnswer {
    this.violations.push(`${method} ${path}: not an operation the fake serves from the Cashfree document`);
    return apiError(
      404,
      "invalid_request_error",
      "request_failed",
      "bad URL, please check API documentation",
    );
  }

  /** `replayed` is set when the request carried an idempotency key (see x-idempotency-replayed). */
  private answer(
    request: IncomingMessage,
    route: Route,
    path: string,
    rawBody: string,
  ): { answer: ApiAnswer; replayed?: boolean } {
    if (this.faultRandom() < (this.fault.failRate ?? 0)) {
      this.apiFaults++;
      return { answer: apiError(500, "api_error", "internal_error", "internal Server Error") };
    }
    const { headers } = request;
    if (
      header(headers, "x-client-id") !== this.clientId ||
      header(headers, "x-client-secret") !== this.clientSecret
    ) {
      return { answer: apiError(401, "authentication_error", "request_failed", "authentication Failed") };
    }
    const pathParams = { ...route.pattern.exec(path)?.groups };
    for (const [name, value] of Object.entries(pathParams)) pathParams[name] = decodePathSegment(value);
    const { body, problems } = this.parseBody(headers, rawBody);
    if (problems.length === 0) problems.push(...route.operation.checkRequest({ headers, pathParams, body }));
    if (problems.length === 0 && header(headers, "x-api-version") !== CASHFREE_API_VERSION) {
      problems.push(`header x-api-version must be ${CASHFREE_API_VERSION}`);
    }
    if (problems.length === 0 && route.rules) problems.push(...route.rules(body));
    if (problems.length > 0) {
      this.record(`${request.method} ${route.template} request`, problems);
      return { answer: apiError(400, "invalid_request_error", "request_failed", problems.join("; ")) };
    }
    const params: PathParams = { order_id: pathParams.order_id ?? "", refund_id: pathParams.refund_id ?? "" };
    const key = header(headers, "x-idempotency-key");
    if (key === undefined || request.method === "GET") return { answer: route.handle(params, body) };
    const asked = `${request.method} ${path}\n${rawBody}`;
    const remembered = this.idempotency.lookup(key, asked);
    if (remembered === "conflict") {
      const message = "x-idempotency-key was already used with a different request";
      return { answer: apiError(422, "idempotency_error", "request_invalid", message), replayed: false };
    }
    if (remembered) return { answer: remembered, replayed: true };
    const answer = route.handle(params, body);
    this.idempotency.remember(key, asked, answer);
    return { answer, replayed: false };
  }

  private parseBody(headers: IncomingHttpHeaders, rawBody: string): { body: unknown; problems: string[] } {
    if (rawBody === "") return { body: undefined, problems: [] };
    if (!header(headers, "content-type")?.startsWith("application/json")) {
      return { body: undefined, problems: ["header content-type must be application/json"] };
    }
    try {
      return { body: JSON.parse(rawBody), problems: [] };
    } catch {
      return { body: undefined, problems: ["body is not valid JSON"] };
    }
  }

  private async handleCheckout(
    request: IncomingMessage,
    response: ServerResponse,
    pathname: string,
  ): Promise<void> {
    const [, sessionId = "", action] = /^\/checkout\/([^/]+)(\/pay)?$/.exec(pathname) ?? [];
    const order = this.orders.findBySession(decodePathSegment(sessionId))?.entity;
    if (!order) return sendHtml(response, 404, messagePage("No such payment session."));
    if (!action) return sendHtml(response, 200, checkoutPage(order));
    if (request.method !== "POST") return sendHtml(response, 405, messagePage("Use the buttons to pay."));
    const outcome = new URLSearchParams((await readBody(request)) ?? "").get("outcome") ?? "";
    if (!PAYMENT_OUTCOMES.includes(outcome)) return sendHtml(response, 400, messagePage("Unknown outcome."));
    try {
      this.pay(order.order_id, { outcome: outcome as PaymentOutcome });
    } catch (error) {
      return sendHtml(response, 409, messagePage(error instanceof Error ? error.message : String(error)));
    }
    const returnUrl = order.order_meta.return_url;
    if (!returnUrl) return sendHtml(response, 200, messagePage(`Payment ${outcome}.`));
    response.writeHead(303, { location: returnUrl.replaceAll("{order_id}", order.order_id) }).end();
  }
}

export async function startFakeCashfree(options: FakeCashfreeOptions): Promise<FakeCashfree> {
  const fake = new FakeCashfreeServer(options);
  await new Promise<void>((resolve, reject) => {
    fake.server.once("error", reject);
    fake.server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const { port } = fake.server.address() as AddressInfo;
  fake.origin = `http://127.0.0.1:${port}`;
  fake.url = `${fake.origin}${API_BASE}`;
  return fake;
}
