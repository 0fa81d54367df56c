import { type ApiRouteName, apiRoutes } from "@clutch/contract";
import { expect, onTestFinished, vi } from "vitest";

/** One fake answer: its status and JSON body. */
type Answer = { status: number; body: unknown };

/** Answers one call of a route; it may wait (to hold the app in its busy state). */
type Handler = (call: {
  body: unknown;
  params: Record<string, string>;
  query: URLSearchParams;
}) => Answer | Promise<Answer>;

export const ok = (body: unknown): Answer => ({ status: 200, body });
export const refused = (status: number, body: unknown): Answer => ({ status, body });

/** The contract's routes as patterns: method, then the path with `:params` as named groups. */
const ROUTES = Object.entries(apiRoutes).map(([name, route]) => ({
  name: name as ApiRouteName,
  method: route.method,
  pattern: new RegExp(`^${route.path.replace(/:(\w+)/g, "(?<$1>[^/]+)")}$`),
}));

/**
 * Replaces `fetch` (the network, nothing of the app) with answers per contract route: the app's
 * real store, endpoints and base query build and send each call. A call to a route without a
 * handler gets no answer (as offline) and fails the test at its end. `calls` records what was
 * sent, route by route. Call it inside a test.
 */
export function fakeNetwork(handlers: Partial<Record<ApiRouteName, Handler>>) {
  const calls: { route: ApiRouteName; body: unknown; query: URLSearchParams; headers: Headers }[] = [];
  const unanswered: string[] = [];
  onTestFinished(() => {
    expect(unanswered, "calls without a fake answer").toEqual([]);
  });
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const found = ROUTES.map((route) => ({ route, match: route.pattern.exec(url.pathname) })).find(
      ({ route, match }) => match && route.method === request.method,
    );
    const handler = found && handlers[found.route.name];
    if (!found || !handler) {
      unanswered.push(`${request.method} ${url.pathname}`);
      throw new TypeError("Failed to fetch");
    }
    const text = await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    calls.push({ route: found.route.name, body, query: url.searchParams, headers: request.headers });
    const answer = await handler({ body, params: { ...found.match?.groups }, query: url.searchParams });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "Content-Type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetch);
  return {
    calls,
    /** The bodies sent to one route, in order. */
    sent: (route: ApiRouteName) => calls.filter((call) => call.route === route).map((call) => call.body),
    /** The query strings sent to one route, in order. */
    queries: (route: ApiRouteName) => calls.filter((call) => call.route === route).map((call) => call.query),
  };
}

/**
 * `answer`, held back until `open()`: the call stays in flight meanwhile (to see what the app does
 * before it has that answer).
 */
export function heldAnswer(answer: Handler) {
  const held = gate();
  const handler: Handler = async (call) => {
    await held.promise;
    return answer(call);
  };
  return { handler, open: () => held.open() };
}

/** A promise to settle by hand: a handler awaits it to keep a call in flight. */
export function gate<T = void>() {
  let open!: (value: T) => void;
  const promise = new Promise<T>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}
