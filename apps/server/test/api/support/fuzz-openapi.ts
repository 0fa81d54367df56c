/**
 * The fuzzer's view of `/api/docs`: every operation (path × method) with its path and query
 * parameters, its request body (content type and schema) and whether it takes a bearer token.
 */

/** The subset of JSON Schema that @fastify/swagger emits from our zod schemas. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  allOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
}

export interface Param {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** "PUT /api/auth/update-user-details" */
  id: string;
  method: string;
  /** OpenAPI template, `{name}` for a path parameter. */
  path: string;
  pathParams: Param[];
  queryParams: Param[];
  body?: { contentType: string; schema: JsonSchema; required: boolean };
  bearer: boolean;
}

interface OpenApiParameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  security?: Record<string, string[]>[];
}

export interface OpenApiDocument {
  paths?: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
  security?: Record<string, string[]>[];
}

const METHODS = ["get", "put", "post", "delete", "patch", "head", "options"];

/** Replaces every `$ref` (to `#/components/schemas/...`) by its target, recursively. */
export function resolveRefs(schema: JsonSchema, doc: OpenApiDocument, seen = new Set<string>()): JsonSchema {
  if (schema.$ref) {
    const name = schema.$ref.replace(/^#\/components\/schemas\//, "");
    const target = doc.components?.schemas?.[name];
    if (!target || seen.has(name)) return {};
    return resolveRefs(target, doc, new Set([...seen, name]));
  }
  const out: JsonSchema = { ...schema };
  if (schema.items) out.items = resolveRefs(schema.items, doc, seen);
  if (schema.properties) {
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([key, value]) => [key, resolveRefs(value, doc, seen)]),
    );
  }
  for (const key of ["allOf", "anyOf", "oneOf"] as const) {
    const list = schema[key];
    if (list) out[key] = list.map((item) => resolveRefs(item, doc, seen));
  }
  return out;
}

/** Every operation of the document, in document order. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const params = (op.parameters ?? []).map((p) => ({
        in: p.in,
        name: p.name,
        required: p.required === true || p.in === "path",
        schema: resolveRefs(p.schema ?? {}, doc),
      }));
      const [contentType, content] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
      const security = op.security ?? doc.security ?? [];
      operations.push({
        id: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === "path"),
        queryParams: params.filter((p) => p.in === "query"),
        body:
          contentType && content
            ? {
                contentType,
                schema: resolveRefs(content.schema ?? {}, doc),
                required: op.requestBody?.required === true,
              }
            : undefined,
        bearer: security.some((s) => "bearerAuth" in s),
      });
    }
  }
  return operations;
}

/** The schema's first type, ignoring "null". */
export function typeOf(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== "null");
  if (schema.type) return schema.type;
  if (schema.properties) return "object";
  if (schema.items) return "array";
  return undefined;
}

/** The regex patterns a string must match (its own and those of `allOf` parts). */
export function patternsOf(schema: JsonSchema): string[] {
  return [schema.pattern, ...(schema.allOf ?? []).flatMap(patternsOf)].filter(
    (p): p is string => typeof p === "string",
  );
}
