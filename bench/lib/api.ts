import { ADMIN_SESSION_HEADER, type ApiRouteName, apiPath, apiRoutes } from "@clutch/contract";

/** Cookies by name, kept and sent back as a browser would (the sign-up attempt cookie). */
export type CookieJar = Map<string, string>;

export interface ApiCall {
  params?: Record<string, string>;
  query?: string;
  json?: unknown;
  token?: string;
  /** The operators' console session (the second factor's proof). */
  adminSession?: string;
  jar?: CookieJar;
}

function headersOf({ json, token, adminSession, jar }: ApiCall): Record<string, string> {
  return {
    ...(json === undefined ? {} : { "content-type": "application/json" }),
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(adminSession ? { [ADMIN_SESSION_HEADER]: adminSession } : {}),
    ...(jar?.size ? { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join("; ") } : {}),
  };
}

/** One call of the server's public API, by its name in the contract; any answer but a 2xx throws. */
export async function callApi<T>(baseUrl: string, route: ApiRouteName, call: ApiCall = {}): Promise<T> {
  const { method, path } = apiRoutes[route];
  const url = `${baseUrl}${apiPath(path, call.params)}${call.query ? `?${call.query}` : ""}`;
  const response = await fetch(url, {
    method,
    headers: headersOf(call),
    body: call.json === undefined ? undefined : JSON.stringify(call.json),
  });
  for (const line of response.headers.getSetCookie()) {
    const [name = "", value = ""] = (line.split(";")[0] ?? "").split("=");
    call.jar?.set(name, value);
  }
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}
