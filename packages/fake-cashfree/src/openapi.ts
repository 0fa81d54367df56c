import { readFileSync } from "node:fs";
import type { IncomingHttpHeaders } from "node:http";
import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import { fullFormats } from "ajv-formats/dist/formats.js";
import { parse } from "yaml";

/**
 * Cashfree's own OpenAPI document (cashfree/cashfree-pg, api/openapi.yaml, version 2025-01-01) and
 * validators compiled from it with Ajv. Schemas are never copied: every validator is a `$ref` into the
 * loaded document, so what is checked is exactly what the document says.
 */

const DOCUMENT_FILE = new URL("../openapi/cashfree-2025-01-01.yaml", import.meta.url);
const DOCUMENT_ID = "cashfree";

/** Format names the document uses beyond JSON Schema's: checked where the meaning is clear, else accepted. */
const DOCUMENT_FORMATS = {
  UUID: fullFormats.uuid,
  ISO8601: fullFormats["date-time"],
  "YYYY-MM-DD": fullFormats.date,
  float64: true,
  string: true,
  boolean: true,
  BANKR: true,
} as const;

type Node = Record<string, unknown>;

interface Loaded {
  document: Node;
  ajv: Ajv;
}

let loaded: Loaded | undefined;

function load(): Loaded {
  if (!loaded) {
    // 30k lines: skipping the duplicate-key check makes loading about twice as fast.
    const document = parse(readFileSync(DOCUMENT_FILE, "utf8"), { uniqueKeys: false }) as Node;
    const ajv = new Ajv({ allErrors: true, strict: false, validateSchema: false });
    addFormats(ajv);
    for (const [name, format] of Object.entries(DOCUMENT_FORMATS)) ajv.addFormat(name, format);
    ajv.addSchema(document, DOCUMENT_ID);
    loaded = { document, ajv };
  }
  return loaded;
}

/** A location in the document, as the path of keys from its root. */
type Pointer = readonly string[];

function refOf(pointer: Pointer): string {
  const encoded = pointer.map((key) => encodeURIComponent(key.replaceAll("~", "~0").replaceAll("/", "~1")));
  return `${DOCUMENT_ID}#/${encoded.join("/")}`;
}

function nodeAt(pointer: Pointer): Node | undefined {
  let node: unknown = load().document;
  for (const key of pointer) node = (node as Node | undefined)?.[key];
  return node as Node | undefined;
}

/** Follows a Reference Object (`$ref: "#/components/..."`) to what it names, keeping track of where that is. */
function follow(pointer: Pointer): { node: Node; pointer: Pointer } {
  const node = nodeAt(pointer);
  if (!node) throw new Error(`The Cashfree document has nothing at /${pointer.join("/")}`);
  const ref = node.$ref;
  if (typeof ref !== "string") return { node, pointer };
  return follow(ref.replace(/^#\//, "").split("/").map(decodeURIComponent));
}

function compile(pointer: Pointer): ValidateFunction {
  return load().ajv.compile({ $ref: refOf(pointer) });
}

/** Ajv errors as `customer_details.customer_phone must NOT have fewer than 10 characters`. */
function describe(errors: ErrorObject[] | null | undefined, prefix = ""): string[] {
  const lines = (errors ?? []).map((error) => {
    const keys = error.instancePath
      .split("/")
      .slice(1)
      .map((key) => key.replaceAll("~1", "/").replaceAll("~0", "~"));
    if (error.keyword === "required") keys.push(String(error.params.missingProperty));
    const allowed =
      error.keyword === "enum" ? `: ${(error.params.allowedValues as unknown[]).join(", ")}` : "";
    return `${prefix}${keys.join(".") || "body"} ${error.message ?? "is invalid"}${allowed}`;
  });
  return [...new Set(lines)];
}

/**
 * The document (OpenAPI 3.0, without `nullable`) forbids `null` anywhere, yet Cashfree's own examples and
 * webhook samples carry `null`s (`order_tags`, `auth_id`, `terminal_data`, `error_details`...). The fake
 * answers with those `null`s like Cashfree and checks its answers reading `null` as "absent".
 */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, item]) => item !== null)
      .map(([key, item]) => [key, withoutNulls(item)]),
  );
}

interface RequestParts {
  headers: IncomingHttpHeaders;
  pathParams: Record<string, string>;
  /** The parsed JSON body, or `undefined` when the request had none. */
  body: unknown;
}

export interface Operation {
  /** What is wrong with a request, each problem naming where (`header x-api-version`, `customer_details.customer_phone`). */
  checkRequest(request: RequestParts): string[];
  /** What is wrong with an answer of the fake: an undocumented status or a body that does not fit its schema. */
  checkResponse(status: number, body: unknown): string[];
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
}

type ParameterLocation = "header" | "path";

function parameterValidator(operationPointer: Pointer, location: ParameterLocation): ValidateFunction {
  const listed = (nodeAt([...operationPointer, "parameters"]) ?? []) as unknown[];
  const parameters = listed.map((_, index) => follow([...operationPointer, "parameters", String(index)]));
  const properties: Record<string, { $ref: string }> = {};
  const required: string[] = [];
  for (const { node, pointer } of parameters) {
    const parameter = node as unknown as Parameter;
    if (parameter.in !== location) continue;
    // Node.js lower-cases header names.
    const name = location === "header" ? parameter.name.toLowerCase() : parameter.name;
    properties[name] = { $ref: refOf([...pointer, "schema"]) };
    if (parameter.required) required.push(name);
  }
  return load().ajv.compile({ type: "object", properties, required });
}

function requestBodyValidator(
  operationPointer: Pointer,
): { validate: ValidateFunction; required: boolean } | undefined {
  if (!nodeAt([...operationPointer, "requestBody"])) return undefined;
  const { node, pointer } = follow([...operationPointer, "requestBody"]);
  return {
    validate: compile([...pointer, "content", "application/json", "schema"]),
    required: node.required === true,
  };
}

/** The operation the document declares for `method` on `template` (a path as the document writes it). */
export function operation(method: string, template: string): Operation {
  const operationPointer = ["paths", template, method.toLowerCase()];
  if (!nodeAt(operationPointer)) throw new Error(`The Cashfree document has no ${method} ${template}`);
  const headers = parameterValidator(operationPointer, "header");
  const path = parameterValidator(operationPointer, "path");
  const requestBody = requestBodyValidator(operationPointer);
  const responses = new Map<number, ValidateFunction | undefined>();

  function responseValidator(status: number): ValidateFunction | undefined {
    if (!responses.has(status)) {
      const { pointer } = follow([...operationPointer, "responses", String(status)]);
      const schema = [...pointer, "content", "application/json", "schema"];
      responses.set(status, nodeAt(schema) ? compile(schema) : undefined);
    }
    return responses.get(status);
  }

  return {
    checkRequest(request) {
      const problems = [
        ...(headers(request.headers) ? [] : describe(headers.errors, "header ")),
        ...(path(request.pathParams) ? [] : describe(path.errors, "path ")),
      ];
      if (request.body === undefined) {
        if (requestBody?.required) problems.push("body is required");
      } else if (!requestBody) {
        problems.push("body is not expected");
      } else if (!requestBody.validate(request.body)) {
        problems.push(...describe(requestBody.validate.errors));
      }
      return problems;
    },
    checkResponse(status, body) {
      if (!nodeAt([...operationPointer, "responses", String(status)]))
        return [`status ${status} is not documented`];
      const validate = responseValidator(status);
      if (!validate) return body === undefined ? [] : ["body is not expected"];
      return validate(withoutNulls(body)) ? [] : describe(validate.errors);
    },
  };
}

export type WebhookSchema = "PaymentWebhook" | "RefundWebhook";

const webhookValidators = new Map<WebhookSchema, ValidateFunction>();

/** What is wrong with a webhook body, checked against `components/schemas/<schema>`. */
export function checkWebhook(schema: WebhookSchema, body: unknown): string[] {
  let validate = webhookValidators.get(schema);
  if (!validate) {
    validate = compile(["components", "schemas", schema]);
    webhookValidators.set(schema, validate);
  }
  return validate(withoutNulls(body)) ? [] : describe(validate.errors);
}
