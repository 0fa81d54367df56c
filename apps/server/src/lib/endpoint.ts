import {
  ADMIN_SESSION_HEADER,
  type ApiRouteName,
  apiRoutes,
  apiSchemas,
  type EndpointSchemas,
  isAdminAuth,
} from "@clutch/contract";
import type { FastifyInstance } from "fastify";

type Schemas<Name extends ApiRouteName> = (typeof apiSchemas)[Name];
type Field<Name extends ApiRouteName, Key extends string> =
  Schemas<Name> extends Record<Key, infer T> ? T : undefined;

/** The Fastify schema of an endpoint: validation, serialisation and its `/api/docs` entry. */
interface EndpointSchema<Name extends ApiRouteName> {
  tags: string[];
  summary: string;
  security?: Record<string, string[]>[];
  consumes?: string[];
  params: Field<Name, "params">;
  querystring: Field<Name, "query">;
  body: Field<Name, "body">;
  response: Schemas<Name>["responses"];
}

/**
 * The checks that run before the body is read: the bearer check for endpoints that need a token,
 * followed by the operators' guard for admin ones. An admin endpoint, and every path under
 * `/api/admin/`, cannot be registered without the guard.
 */
function accessChecks(app: FastifyInstance, name: ApiRouteName) {
  const { auth, path } = apiRoutes[name];
  if (isAdminAuth(auth) !== path.startsWith("/api/admin/")) {
    throw new Error(`${name}: the paths under /api/admin/, and only they, must be admin endpoints`);
  }
  if ((auth === "coach") !== path.startsWith("/api/coach-workspace/")) {
    throw new Error(`${name}: the paths under /api/coach-workspace/, and only they, must be coach endpoints`);
  }
  if (!auth) return undefined;
  if (auth === "coach") return [app.authenticate, app.requireCoach];
  if (!isAdminAuth(auth)) return app.authenticate;
  if (!app.hasDecorator("adminGuard")) {
    throw new Error(
      `${name}: an admin endpoint is registered before the operators' guard (the admin module)`,
    );
  }
  return [app.authenticate, app.adminGuard(auth)];
}

/** The `/api/docs` security requirement of an endpoint: a bearer token, and a console session. */
function securityOf(name: ApiRouteName) {
  const { auth } = apiRoutes[name];
  if (!auth) return undefined;
  return auth === "admin" ? [{ bearerAuth: [], adminSession: [] }] : [{ bearerAuth: [] }];
}

/** The name of the console-session security scheme's header, for `/api/docs`. */
export const adminSessionScheme = {
  type: "apiKey",
  in: "header",
  name: ADMIN_SESSION_HEADER,
  description: "A console session from the second factor (see the admin endpoints)",
} as const;

/**
 * The method, URL, schema and access checks (see `accessChecks`) of an endpoint of the contract's
 * API surface, for `app.route({ ...endpoint(app, name), handler })`. Routes are registered only
 * this way, so the server answers exactly the contract.
 */
export function endpoint<Name extends ApiRouteName>(app: FastifyInstance, name: Name) {
  const route = apiRoutes[name];
  const schemas: EndpointSchemas = apiSchemas[name];
  const security = securityOf(name);
  const onRequest = accessChecks(app, name);
  const schema = {
    tags: [schemas.tag],
    summary: schemas.summary,
    ...(security ? { security } : {}),
    ...(schemas.consumes ? { consumes: schemas.consumes } : {}),
    // Only the parts an endpoint has: Fastify warns about a schema key that is present but empty.
    ...(schemas.params ? { params: schemas.params } : {}),
    ...(schemas.query ? { querystring: schemas.query } : {}),
    ...(schemas.body ? { body: schemas.body } : {}),
    response: schemas.responses,
  } as EndpointSchema<Name>;
  return {
    method: route.method,
    url: route.path,
    schema,
    // Before the body is read, so a request without a valid token is refused unparsed.
    ...(onRequest ? { onRequest } : {}),
  };
}
