import { type ApiRouteName, apiRoutes, apiSchemas, type EndpointSchemas } from "@clutch/contract";
import type { FastifyInstance } from "fastify";

type Schemas<Name extends ApiRouteName> = (typeof apiSchemas)[Name];
type Field<Name extends ApiRouteName, Key extends string> =
  Schemas<Name> extends Record<Key, infer T> ? T : undefined;

/** The Fastify schema of an endpoint: validation, serialisation and its `/api/docs` entry. */
interface EndpointSchema<Name extends ApiRouteName> {
  tags: string[];
  summary: string;
  security?: { bearerAuth: string[] }[];
  consumes?: string[];
  params: Field<Name, "params">;
  querystring: Field<Name, "query">;
  body: Field<Name, "body">;
  response: Schemas<Name>["responses"];
}

/**
 * The method, URL, schema and (for endpoints that need a token) the bearer check of an endpoint of
 * the contract's API surface, for `app.route({ ...endpoint(app, name), handler })`. Routes are
 * registered only this way, so the server answers exactly the contract.
 */
export function endpoint<Name extends ApiRouteName>(app: FastifyInstance, name: Name) {
  const route = apiRoutes[name];
  const schemas: EndpointSchemas = apiSchemas[name];
  const schema = {
    tags: [schemas.tag],
    summary: schemas.summary,
    ...(route.auth ? { security: [{ bearerAuth: [] }] } : {}),
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
    ...(route.auth ? { onRequest: app.authenticate } : {}),
  };
}
