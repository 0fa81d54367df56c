import { type Agent, request as httpRequest, type IncomingHttpHeaders } from "node:http";
import fc from "fast-check";
import type { JsonSchema, Operation } from "./fuzz-openapi";
import {
  BAD_BYTE_SEQUENCES,
  BadBytes,
  extraKeyArb,
  type FuzzContext,
  fuzzValue,
  jsonBytes,
  NASTY_STRINGS,
  NUMBER_LITERALS,
  objectOf,
  Raw,
  type Ref,
  rawBodies,
  SWEEP_STRINGS,
  SWEEP_URL_PIECES,
  textBytes,
  URL_PIECES,
  urlPiece,
  validObject,
  validValue,
  wrongTypeValues,
} from "./fuzz-values";

/** A path or query piece: a value to percent-encode, or text written into the URL as it is. */
export type UrlValue = { value: unknown } | { raw: string };

export type AuthSpec =
  | { kind: "none" }
  /** The current token of the request's account. */
  | { kind: "account" }
  /** `FuzzContext.badAuthorizations[index]`. */
  | { kind: "bad"; index: number };

export type Mangle = "none" | "unterminated" | "no-boundary" | "wrong-boundary" | "lf-only" | "preamble-only";

export interface FormPart {
  name: unknown;
  value?: unknown;
  /** `FuzzContext.files[file]` as the part's content (a file part). */
  file?: number;
  filename?: string;
  type?: string;
}

export type BodySpec =
  | { kind: "none" }
  | { kind: "json"; value: unknown }
  | { kind: "text"; text: string }
  | { kind: "multipart"; parts: FormPart[]; mangle: Mangle };

/** One generated request, before the account's current token and e-mail are filled in. */
export interface RequestSpec {
  op: string;
  method: string;
  pathValues: Record<string, UrlValue>;
  query: [UrlValue, UrlValue | undefined][];
  auth: AuthSpec;
  /** Which signed-in account the request is made as (and whose e-mail `Ref`s name). */
  account: number;
  body: BodySpec;
  /** Replaces the natural content type; null sends none. */
  contentType?: string | null;
  headers?: Record<string, string>;
}

export interface Account {
  email: string;
  password: string;
  token: string;
  /** Sent with the token (an operator's console session). */
  headers?: Record<string, string>;
}

/** Exactly what goes on the wire. */
export interface WireRequest {
  op: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** For replays: the header is the token of this account, whatever it is then. */
  account: number;
  auth: AuthSpec["kind"];
}

const OTHER_METHODS = ["GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD"];

const WRONG_CONTENT_TYPES: readonly (string | null)[] = [
  null,
  "",
  "text/plain",
  "text/plain; charset=utf-8",
  "application/x-www-form-urlencoded",
  "application/json; charset=utf-16",
  "application/json; charset=iso-8859-1",
  "APPLICATION/JSON",
  "application/json;",
  "application/jsonx",
  "application/vnd.api+json",
  "application/octet-stream",
  "multipart/form-data",
  "multipart/form-data; boundary=",
  "*/*",
  "application/json, text/plain",
  "x".repeat(2000),
];

const EXTRA_HEADERS: readonly Record<string, string>[] = [
  { accept: "text/html" },
  { accept: "application/xml" },
  { "accept-encoding": "br" },
  { "accept-encoding": "gzip, deflate, br;q=0.1, *;q=0" },
  { "accept-language": "xx".repeat(2000) },
  { "if-none-match": '"garbage", W/"x"' },
  { "if-modified-since": "not a date" },
  { cookie: "clutch_signup=%00%FF; clutch_signup=x" },
  { cookie: `clutch_signup=${"a".repeat(6000)}` },
  { cookie: "=;;;=; a" },
  { "x-forwarded-for": "1.2.3.4, ::1, not-an-ip" },
  { range: "bytes=0-1,5-" },
  { expect: "100-continue" },
];

const ALL_FILENAMES = [
  "a.png",
  "photo.jpg",
  "",
  "../../../etc/passwd",
  "a\u00ff.gif",
  "x".repeat(300),
  'q"uote.png',
];
const FILE_TYPES = ["image/png", "image/jpeg", "text/plain", "application/octet-stream", ""];

function queryArb(op: Operation, ctx: FuzzContext): fc.Arbitrary<[UrlValue, UrlValue | undefined][]> {
  const perParam = op.queryParams.map((p) =>
    fc.oneof(
      { weight: 3, arbitrary: fc.constant([] as [UrlValue, UrlValue | undefined][]) },
      {
        weight: 6,
        arbitrary: urlValueArb(p.schema, ctx, p.name, op.path).map(
          (v) => [[{ value: p.name }, v]] as [UrlValue, UrlValue | undefined][],
        ),
      },
      {
        weight: 1,
        arbitrary: fc
          .array(urlValueArb(p.schema, ctx, p.name, op.path), { minLength: 2, maxLength: 3 })
          .map((vs) => vs.map((v) => [{ value: p.name }, v] as [UrlValue, UrlValue | undefined])),
      },
      {
        weight: 1,
        arbitrary: fc.constant([[{ value: p.name }, undefined]] as [UrlValue, UrlValue | undefined][]),
      },
      {
        weight: 1,
        arbitrary: fc
          .constantFrom(`${p.name}[]`, `${p.name}[a]`, `${p.name}.x`, `${p.name}%00`, p.name.toUpperCase())
          .chain((key) =>
            urlValueArb(p.schema, ctx, p.name, op.path).map(
              (v) => [[{ raw: key }, v]] as [UrlValue, UrlValue | undefined][],
            ),
          ),
      },
    ),
  );
  const extras = fc.oneof(
    { weight: 8, arbitrary: fc.constant([] as [UrlValue, UrlValue | undefined][]) },
    {
      weight: 2,
      arbitrary: fc.array(
        fc.tuple(
          fc.oneof(
            extraKeyArb.map((value): UrlValue => ({ value })),
            fc.constantFrom(...URL_PIECES).map((raw): UrlValue => ({ raw })),
          ),
          fc.option(
            fc.oneof(
              fc.constantFrom(...NASTY_STRINGS).map((value): UrlValue => ({ value })),
              fc.constantFrom(...URL_PIECES).map((raw): UrlValue => ({ raw })),
            ),
            { nil: undefined },
          ),
        ),
        { minLength: 1, maxLength: 3 },
      ),
    },
  );
  return fc.tuple(fc.tuple(...perParam), extras).map(([params, more]) => [...params.flat(), ...more]);
}

function urlValueArb(
  schema: JsonSchema,
  ctx: FuzzContext,
  name: string,
  path: string,
): fc.Arbitrary<UrlValue> {
  return fc.oneof(
    { weight: 5, arbitrary: validValue(schema, ctx, name, path).map((value): UrlValue => ({ value })) },
    { weight: 3, arbitrary: fuzzValue(schema, ctx, name, path).map((value): UrlValue => ({ value })) },
    { weight: 3, arbitrary: fc.constantFrom(...URL_PIECES).map((raw): UrlValue => ({ raw })) },
  );
}

const DELETE = Symbol("delete");

/** JSON bodies: valid, one field changed, every field fuzzed, extra keys, wrong top level, raw text. */
function jsonBodyArb(schema: JsonSchema, ctx: FuzzContext, path: string): fc.Arbitrary<BodySpec> {
  const props = schema.properties ?? {};
  const keys = Object.keys(props);
  const valid: fc.Arbitrary<unknown> = keys.length
    ? validObject(schema, ctx, path)
    : validValue(schema, ctx, "", path);
  const json = (value: unknown): BodySpec => ({ kind: "json", value });
  const arbs: fc.WeightedArbitrary<BodySpec>[] = [
    { weight: 3, arbitrary: valid.map(json) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          valid,
          fc.array(fc.tuple(extraKeyArb, fc.jsonValue({ maxDepth: 2 })), { minLength: 1, maxLength: 3 }),
        )
        .map(([value, extra]) =>
          json(objectOf([...Object.entries((value ?? {}) as Record<string, unknown>), ...extra])),
        ),
    },
    {
      weight: 1,
      arbitrary: fc
        .oneof(
          valid.map((v) => [v] as unknown),
          fc.constantFrom(...wrongTypeValues()),
          fc.constantFrom(...NASTY_STRINGS),
          fc.constantFrom(...NUMBER_LITERALS).map((text) => new Raw(text)),
        )
        .map(json),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(...rawBodies()).map((text): BodySpec => ({ kind: "text", text })),
    },
  ];
  if (keys.length) {
    arbs.push(
      {
        weight: 5,
        arbitrary: fc.constantFrom(...keys).chain((key) =>
          fc
            .tuple(
              valid,
              fc.oneof(
                { weight: 1, arbitrary: fc.constant<unknown>(DELETE) },
                { weight: 5, arbitrary: fuzzValue(props[key] ?? {}, ctx, key, path) },
              ),
            )
            .map(([value, changed]) => {
              const entries = Object.entries(value as Record<string, unknown>).filter(([k]) => k !== key);
              return json(objectOf(changed === DELETE ? entries : [...entries, [key, changed]]));
            }),
        ),
      },
      {
        weight: 3,
        arbitrary: fc
          .record(Object.fromEntries(keys.map((key) => [key, fuzzValue(props[key] ?? {}, ctx, key, path)])), {
            requiredKeys: [],
          })
          .map(json),
      },
    );
  }
  return fc.oneof(...arbs);
}

/** The profile form: its fields (valid or fuzzed), an optional file, stray parts, broken framing. */
function multipartArb(schema: JsonSchema, ctx: FuzzContext, path: string): fc.Arbitrary<BodySpec> {
  const textProps = Object.fromEntries(
    Object.entries(schema.properties ?? {}).filter(([, s]) => s.format !== "binary"),
  );
  const fileFields = Object.entries(schema.properties ?? {})
    .filter(([, s]) => s.format === "binary")
    .map(([k]) => k);
  const textSchema: JsonSchema = { ...schema, properties: textProps };
  // A body without declared fields (a free-form record) is sent a made-up one.
  const keys = Object.keys(textProps).length > 0 ? Object.keys(textProps) : ["name"];
  const fields = fc.oneof(
    { weight: 4, arbitrary: validObject(textSchema, ctx, path) },
    {
      weight: 4,
      arbitrary: fc
        .constantFrom(...keys)
        .chain((key) =>
          fc
            .tuple(validObject(textSchema, ctx, path), fuzzValue(textProps[key] ?? {}, ctx, key, path))
            .map(([value, changed]) => ({ ...value, [key]: changed })),
        ),
    },
    {
      weight: 2,
      arbitrary: fc.record(
        Object.fromEntries(keys.map((key) => [key, fuzzValue(textProps[key] ?? {}, ctx, key, path)])),
        { requiredKeys: [] },
      ),
    },
  );
  const filePart = fc.record({
    name: fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...(fileFields.length ? fileFields : ["image"])) },
      { weight: 1, arbitrary: fc.constantFrom("avatar", "email", "", "image\u0000") },
    ),
    file: fc.nat({ max: Math.max(0, ctx.files.length - 1) }),
    filename: fc.constantFrom(...ALL_FILENAMES),
    type: fc.constantFrom(...FILE_TYPES),
  });
  const strayParts = fc.oneof(
    { weight: 8, arbitrary: fc.constant([] as FormPart[]) },
    {
      weight: 1,
      arbitrary: fc.array(
        fc.record({
          name: fc.oneof(extraKeyArb, fc.constantFrom(...keys)),
          value: fc.constantFrom(...NASTY_STRINGS),
        }),
        { minLength: 1, maxLength: 3 },
      ),
    },
    {
      weight: 1,
      arbitrary: fc.constant(Array.from({ length: 30 }, (_, i): FormPart => ({ name: `f${i}`, value: "x" }))),
    },
    {
      weight: 1,
      arbitrary: fc.constant([
        { name: "image", value: "not a file" },
        { name: "image", file: 0, filename: "a.png", type: "image/png" },
      ] as FormPart[]),
    },
  );
  const mangle = fc.oneof(
    { weight: 12, arbitrary: fc.constant<Mangle>("none") },
    {
      weight: 1,
      arbitrary: fc.constantFrom<Mangle>(
        "unterminated",
        "no-boundary",
        "wrong-boundary",
        "lf-only",
        "preamble-only",
      ),
    },
  );
  return fc.tuple(fields, fc.option(filePart, { nil: undefined, freq: 3 }), strayParts, mangle).map(
    ([values, file, stray, m]): BodySpec => ({
      kind: "multipart",
      parts: [
        ...Object.entries(values).map(([name, value]): FormPart => ({ name, value })),
        ...(file ? [file] : []),
        ...stray,
      ],
      mangle: m,
    }),
  );
}

function bodyArb(op: Operation, ctx: FuzzContext): fc.Arbitrary<BodySpec> {
  if (!op.body) {
    return fc.oneof(
      { weight: 12, arbitrary: fc.constant<BodySpec>({ kind: "none" }) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(...rawBodies()).map((text): BodySpec => ({ kind: "text", text })),
      },
    );
  }
  if (op.body.contentType.startsWith("multipart/")) {
    return fc.oneof(
      { weight: 12, arbitrary: multipartArb(op.body.schema, ctx, op.path) },
      { weight: 1, arbitrary: jsonBodyArb(op.body.schema, ctx, op.path) },
      { weight: 1, arbitrary: fc.constant<BodySpec>({ kind: "none" }) },
    );
  }
  return fc.oneof(
    { weight: 20, arbitrary: jsonBodyArb(op.body.schema, ctx, op.path) },
    { weight: 1, arbitrary: fc.constant<BodySpec>({ kind: "none" }) },
    { weight: 1, arbitrary: multipartArb(op.body.schema, ctx, op.path) },
  );
}

function authArb(op: Operation, ctx: FuzzContext): fc.Arbitrary<AuthSpec> {
  const bad = fc
    .nat({ max: Math.max(0, ctx.badAuthorizations.length - 1) })
    .map((index): AuthSpec => ({ kind: "bad", index }));
  return fc.oneof(
    { weight: op.bearer ? 6 : 1, arbitrary: fc.constant<AuthSpec>({ kind: "account" }) },
    { weight: op.bearer ? 2 : 8, arbitrary: fc.constant<AuthSpec>({ kind: "none" }) },
    { weight: ctx.badAuthorizations.length ? 2 : 0, arbitrary: bad },
  );
}

/** Random requests to one operation. */
export function requestArb(op: Operation, ctx: FuzzContext): fc.Arbitrary<RequestSpec> {
  const pathValues = fc.record(
    Object.fromEntries(op.pathParams.map((p) => [p.name, urlValueArb(p.schema, ctx, p.name, op.path)])),
  ) as fc.Arbitrary<Record<string, UrlValue>>;
  return fc.record({
    op: fc.constant(op.id),
    method: fc.oneof(
      { weight: 30, arbitrary: fc.constant(op.method) },
      { weight: 1, arbitrary: fc.constantFrom(...OTHER_METHODS.filter((m) => m !== op.method)) },
    ),
    pathValues,
    query: queryArb(op, ctx),
    auth: authArb(op, ctx),
    account: fc.nat({ max: Math.max(0, ctx.accounts - 1) }),
    body: bodyArb(op, ctx),
    contentType: fc.oneof(
      { weight: 15, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: fc.constantFrom(...WRONG_CONTENT_TYPES) },
    ),
    headers: fc.oneof(
      { weight: 15, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: fc.constantFrom(...EXTRA_HEADERS) },
    ),
  });
}

/** A request every part of which is valid, for the one-change-at-a-time sweep. */
export function validRequestArb(op: Operation, ctx: FuzzContext): fc.Arbitrary<RequestSpec> {
  const pathValues = fc.record(
    Object.fromEntries(
      op.pathParams.map((p) => [
        p.name,
        validValue(p.schema, ctx, p.name, op.path).map((value) => ({ value })),
      ]),
    ),
  ) as fc.Arbitrary<Record<string, UrlValue>>;
  const query = fc.tuple(
    ...op.queryParams.map((p) =>
      fc.option(
        validValue(p.schema, ctx, p.name, op.path).map(
          (value) => [{ value: p.name }, { value }] as [UrlValue, UrlValue | undefined],
        ),
        { nil: undefined },
      ),
    ),
  );
  const schema = op.body?.schema ?? {};
  const body: fc.Arbitrary<BodySpec> = !op.body
    ? fc.constant({ kind: "none" })
    : op.body.contentType.startsWith("multipart/")
      ? validObject(
          {
            ...schema,
            properties: Object.fromEntries(
              Object.entries(schema.properties ?? {}).filter(([, s]) => s.format !== "binary"),
            ),
          },
          ctx,
          op.path,
        ).map((values) => ({
          kind: "multipart",
          parts: Object.entries(values).map(([name, value]) => ({ name, value })),
          mangle: "none",
        }))
      : validValue(schema, ctx, "", op.path).map((value) => ({ kind: "json", value }));
  return fc.record({
    op: fc.constant(op.id),
    method: fc.constant(op.method),
    pathValues,
    query: query.map((q) => q.filter((x): x is [UrlValue, UrlValue | undefined] => x !== undefined)),
    auth: fc.constant<AuthSpec>(op.bearer ? { kind: "account" } : { kind: "none" }),
    account: fc.constant(0),
    body,
  });
}

/** Boundary requests: the valid `base` with exactly one thing changed, for every part of the operation. */
export function sweepSpecs(op: Operation, ctx: FuzzContext, base: RequestSpec): RequestSpec[] {
  const out: RequestSpec[] = [base];
  const add = (patch: Partial<RequestSpec>) => out.push({ ...base, ...patch });
  if (op.bearer) {
    add({ auth: { kind: "none" } });
    for (const index of ctx.badAuthorizations.keys()) add({ auth: { kind: "bad", index } });
  } else {
    add({ auth: { kind: "account" } });
  }
  for (const method of OTHER_METHODS.filter((m) => m !== op.method)) add({ method });
  for (const headers of EXTRA_HEADERS.slice(0, 5)) add({ headers });

  const urlValues: UrlValue[] = [
    ...SWEEP_URL_PIECES.map((raw) => ({ raw })),
    ...SWEEP_STRINGS.map((value) => ({ value })),
    ...BAD_BYTE_SEQUENCES.slice(0, 3).map((bytes) => ({ value: new BadBytes("a", bytes, "") })),
    { raw: "" },
  ];
  for (const p of op.pathParams) {
    for (const v of urlValues) add({ pathValues: { ...base.pathValues, [p.name]: v } });
  }
  const withQuery = (name: string, entries: [UrlValue, UrlValue | undefined][]) =>
    add({ query: [...base.query.filter(([k]) => !("value" in k) || k.value !== name), ...entries] });
  for (const p of op.queryParams) {
    const key: UrlValue = { value: p.name };
    for (const v of urlValues) withQuery(p.name, [[key, v]]);
    const numeric = p.schema.type === "integer" || p.schema.type === "number";
    for (const text of numeric ? NUMBER_LITERALS : []) withQuery(p.name, [[key, { raw: text }]]);
    withQuery(p.name, [[key, undefined]]);
    withQuery(p.name, [
      [key, { raw: "1" }],
      [key, { raw: "2" }],
    ]);
    withQuery(p.name, [[{ raw: `${p.name}[]` }, { raw: "1" }]]);
  }
  for (const raw of ["%00=1", "%C3%28=1", "&&&", "=", "a=%00&a=%FF", "x".repeat(100_000)]) {
    add({ query: [...base.query, [{ raw }, undefined]] });
  }

  if (base.body.kind === "json") {
    const value = (base.body.value ?? {}) as Record<string, unknown>;
    const keys = Object.keys(op.body?.schema.properties ?? {});
    const replacements: unknown[] = [
      ...SWEEP_STRINGS,
      ...wrongTypeValues(),
      ...NUMBER_LITERALS.slice(0, 6).map((text) => new Raw(text)),
      ...BAD_BYTE_SEQUENCES.slice(0, 4).map((bytes) => new BadBytes("a", bytes, "")),
    ];
    for (const key of keys) {
      const rest = Object.entries(value).filter(([k]) => k !== key);
      add({ body: { kind: "json", value: objectOf(rest) } });
      for (const changed of replacements)
        add({ body: { kind: "json", value: objectOf([...rest, [key, changed]]) } });
    }
    for (const text of rawBodies()) add({ body: { kind: "text", text } });
    for (const top of [[value], ...wrongTypeValues().slice(0, 12)])
      add({ body: { kind: "json", value: top } });
    for (const key of ["__proto__", "constructor", "a\u0000b", "\ud800", "role", "_id"]) {
      add({ body: { kind: "json", value: objectOf([...Object.entries(value), [key, { polluted: true }]]) } });
    }
    for (const contentType of WRONG_CONTENT_TYPES) add({ contentType });
    add({ body: { kind: "none" } });
  }

  if (base.body.kind === "multipart") {
    const parts = base.body.parts;
    const multipart = (p: FormPart[], mangle: Mangle = "none"): Partial<RequestSpec> => ({
      body: { kind: "multipart", parts: p, mangle },
    });
    for (const [i, part] of parts.entries()) {
      const others = parts.filter((_, j) => j !== i);
      add(multipart(others));
      for (const changed of [
        ...SWEEP_STRINGS,
        ...BAD_BYTE_SEQUENCES.map((bytes) => new BadBytes("a", bytes, "")),
      ]) {
        add(multipart([...others, { ...part, value: changed }]));
      }
    }
    ctx.files.forEach((_, file) => {
      add(multipart([...parts, { name: "image", file, filename: "a.png", type: "image/png" }]));
    });
    add(multipart([...parts, { name: "avatar", file: 0, filename: "a.png", type: "image/png" }]));
    add(multipart([...parts, { name: "image", value: "text, not a file" }]));
    add(multipart(Array.from({ length: 30 }, (_, i) => ({ name: `f${i}`, value: "x" }))));
    add(multipart([...parts, ...parts]));
    for (const mangle of [
      "unterminated",
      "no-boundary",
      "wrong-boundary",
      "lf-only",
      "preamble-only",
    ] as const) {
      add(multipart(parts, mangle));
    }
    add({ body: { kind: "json", value: {} } });
    add({ body: { kind: "none" } });
    for (const contentType of WRONG_CONTENT_TYPES) add({ contentType });
  }

  if (!op.body) {
    add({ body: { kind: "json", value: { a: 1 } } });
    add({ body: { kind: "text", text: "\u0000" } });
  }
  return out;
}

const BOUNDARY = "----fuzzBoundary7MA4YWxkTrZu0gW";

function multipartBody(
  parts: FormPart[],
  mangle: Mangle,
  resolve: (ref: Ref) => string,
  ctx: FuzzContext,
): { contentType: string; body: Buffer } {
  const nl = mangle === "lf-only" ? "\n" : "\r\n";
  const chunks: Buffer[] = [];
  if (mangle === "preamble-only") {
    return {
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      body: Buffer.from("just some text\r\n"),
    };
  }
  for (const part of parts) {
    const file = part.file === undefined ? undefined : ctx.files[part.file];
    const disposition = Buffer.concat([
      Buffer.from(`--${BOUNDARY}${nl}Content-Disposition: form-data; name="`),
      textBytes(part.name, resolve),
      Buffer.from(`"${file ? `; filename="${part.filename ?? file.name}"` : ""}${nl}`, "latin1"),
      Buffer.from(file ? `Content-Type: ${part.type ?? file.type}${nl}` : ""),
      Buffer.from(nl),
    ]);
    chunks.push(
      disposition,
      file ? Buffer.from(file.bytes) : textBytes(part.value, resolve),
      Buffer.from(nl),
    );
  }
  if (mangle !== "unterminated") chunks.push(Buffer.from(`--${BOUNDARY}--${nl}`));
  const contentType =
    mangle === "no-boundary"
      ? "multipart/form-data"
      : mangle === "wrong-boundary"
        ? "multipart/form-data; boundary=somethingElse"
        : `multipart/form-data; boundary=${BOUNDARY}`;
  return { contentType, body: Buffer.concat(chunks) };
}

function urlText(value: UrlValue, resolve: (ref: Ref) => string): string {
  return "raw" in value ? value.raw : urlPiece(value.value, resolve);
}

/** The exact request of a spec for the accounts as they are now. */
export function toWire(op: Operation, spec: RequestSpec, accounts: Account[], ctx: FuzzContext): WireRequest {
  const account = accounts[spec.account % Math.max(1, accounts.length)];
  const other = accounts[(spec.account + 1) % Math.max(1, accounts.length)];
  const resolve = (ref: Ref): string => {
    switch (ref.name) {
      case "email":
        return account?.email ?? "nobody@example.com";
      case "emailUpper":
        return (account?.email ?? "nobody@example.com").toUpperCase();
      case "otherEmail":
        return other?.email ?? "other@example.com";
      case "password":
        return account?.password ?? "Str0ng!pass";
    }
  };
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = spec.pathValues[name];
    return value ? urlText(value, resolve) : "";
  });
  const query = spec.query
    .map(([key, value]) =>
      value === undefined ? urlText(key, resolve) : `${urlText(key, resolve)}=${urlText(value, resolve)}`,
    )
    .join("&");
  const headers: Record<string, string> = { ...spec.headers };
  if (spec.auth.kind === "account" && account) {
    Object.assign(headers, account.headers);
    headers.authorization = `Bearer ${account.token}`;
  }
  if (spec.auth.kind === "bad") headers.authorization = ctx.badAuthorizations[spec.auth.index] ?? "Bearer x";
  let body: Buffer | undefined;
  let contentType: string | undefined;
  switch (spec.body.kind) {
    case "json":
      body = jsonBytes(spec.body.value, resolve);
      contentType = "application/json";
      break;
    case "text":
      body = Buffer.from(spec.body.text, "utf8");
      contentType = "application/json";
      break;
    case "multipart": {
      const built = multipartBody(spec.body.parts, spec.body.mangle, resolve, ctx);
      body = built.body;
      contentType = built.contentType;
      break;
    }
    case "none":
      break;
  }
  if (spec.contentType !== undefined) contentType = spec.contentType ?? undefined;
  if (contentType !== undefined) headers["content-type"] = contentType;
  return {
    op: spec.op,
    method: spec.method,
    path: query ? `${path}?${query}` : path,
    headers,
    body,
    account: spec.account,
    auth: spec.auth.kind,
  };
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  ms: number;
}

/** Sends the request exactly as given (no URL normalisation, unlike fetch). */
export function send(
  origin: { host: string; port: number },
  wire: WireRequest,
  agent: Agent | false,
  timeoutMs = 15_000,
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: origin.host,
        port: origin.port,
        method: wire.method,
        path: wire.path,
        headers: wire.body ? { ...wire.headers, "content-length": String(wire.body.length) } : wire.headers,
        agent,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
            ms: performance.now() - started,
          }),
        );
        res.on("error", reject);
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer in ${timeoutMs} ms`)));
    req.on("error", reject);
    req.end(wire.body);
  });
}

const UPPER_SNAKE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/;
const ERROR_KEYS = new Set(["success", "message", "code", "errors"]);

export const isApiPath = (path: string) =>
  path === "/api" || path.startsWith("/api/") || path.startsWith("/api?");

/**
 * The health check's own 503 (docs/product.md: the database did not answer within its 2 s): an
 * answer about the machine at that moment, not about the request.
 */
export function isHealthDown(wire: WireRequest, answer: Answer): boolean {
  if (answer.status !== 503 || wire.path.split("?")[0] !== "/api/health") return false;
  return wire.method === "HEAD" || answer.body.toString("utf8") === '{"status":"error","db":"error"}';
}

/** What is wrong with an answer (empty when nothing is). */
export function problemsOf(wire: WireRequest, answer: Answer, slowMs: number): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`status ${answer.status}`);
  if (answer.ms > slowMs) problems.push(`slow: ${Math.round(answer.ms)} ms`);
  if (!isApiPath(wire.path) || answer.status < 300) return problems;
  const type = String(answer.headers["content-type"] ?? "");
  if (!type.startsWith("application/json")) problems.push(`content-type ${JSON.stringify(type)} is not JSON`);
  if (wire.method === "HEAD") return problems;
  let body: unknown;
  try {
    body = JSON.parse(answer.body.toString("utf8"));
  } catch {
    problems.push(`body is not JSON: ${JSON.stringify(answer.body.toString("utf8").slice(0, 200))}`);
    return problems;
  }
  const shape = errorShapeProblem(body);
  if (shape) problems.push(`not the error shape (${shape}): ${JSON.stringify(body).slice(0, 300)}`);
  return problems;
}

function errorShapeProblem(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return "not an object";
  const record = body as Record<string, unknown>;
  if (record.success !== false) return "success is not false";
  if (typeof record.message !== "string" || record.message.trim() === "")
    return "message is not a non-empty string";
  if (typeof record.code !== "string" || !UPPER_SNAKE.test(record.code)) return "code is not UPPER_SNAKE";
  const extra = Object.keys(record).filter((key) => !ERROR_KEYS.has(key));
  if (extra.length) return `unexpected keys ${extra.join(", ")}`;
  if (record.errors !== undefined) {
    if (!Array.isArray(record.errors)) return "errors is not an array";
    for (const item of record.errors) {
      const e = item as Record<string, unknown> | null;
      if (
        typeof e !== "object" ||
        e === null ||
        typeof e.path !== "string" ||
        typeof e.message !== "string"
      ) {
        return "errors[] is not {path, message}";
      }
    }
  }
  return undefined;
}

/** Text with long runs of one unit written `«"x"×100000»`, so a huge value prints exactly and short. */
function compact(text: string): string {
  return text.replace(
    /(.{1,4}?)\1{31,}/gsu,
    (run, unit: string) => `«${JSON.stringify(unit)}×${run.length / unit.length}»`,
  );
}

const byteMark = (byte: number) => `⟨${byte.toString(16).toUpperCase().padStart(2, "0")}⟩`;

/** Bytes as text; bytes that are not UTF-8, and control characters, are written ⟨XX⟩. */
function bytesText(bytes: Buffer): string {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let out = "";
  let i = 0;
  while (i < bytes.length) {
    const lead = bytes[i] ?? 0;
    const length = lead < 0x80 ? 1 : lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 0;
    try {
      if (length === 0) throw new Error("continuation byte");
      const char = decoder.decode(bytes.subarray(i, i + length));
      out += lead < 0x20 || lead === 0x7f ? byteMark(lead) : char;
      i += length;
    } catch {
      out += byteMark(lead);
      i += 1;
    }
  }
  return out;
}

const shorten = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max)}… [${text.length} chars in all]`;

/** How `describeRequest` writes what cannot be printed as it is. */
export const NOTATION = '«"x"×N» is N times "x"; ⟨XX⟩ is one byte (not UTF-8, or a control character)';

/**
 * The request as a reader replays it (see NOTATION); only what is still very long is cut (the
 * failures file has every request whole).
 */
export function describeRequest(wire: WireRequest): string {
  const lines = [`${wire.method} ${shorten(compact(wire.path), 600)}`];
  for (const [name, value] of Object.entries(wire.headers)) {
    const shown =
      name === "authorization" && wire.auth === "account" ? `${value} (account ${wire.account})` : value;
    lines.push(`${name}: ${shorten(compact(shown), 400)}`);
  }
  if (wire.body) {
    const utf8 = Buffer.from(wire.body.toString("utf8"), "utf8").equals(wire.body);
    const text = compact(bytesText(wire.body));
    lines.push(`body (${wire.body.length} bytes${utf8 ? "" : ", not UTF-8"}): ${shorten(text, 1500)}`);
  }
  return lines.join("\n    ");
}

/** The request whole, as JSON (body base64), for the failures file and FUZZ_REPLAY. */
export function serializeRequest(wire: WireRequest) {
  return { ...wire, body: wire.body?.toString("base64") };
}

export function deserializeRequest(data: ReturnType<typeof serializeRequest>): WireRequest {
  return { ...data, body: data.body === undefined ? undefined : Buffer.from(data.body, "base64") };
}
