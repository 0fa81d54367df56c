import fc from "fast-check";
import { type JsonSchema, patternsOf, typeOf } from "./fuzz-openapi";

/**
 * Values of generated requests. Besides plain JSON values a value may hold three markers, turned
 * into bytes only when the request is sent: `Raw` (JSON text written verbatim: 1e309, -0, 2**53+1),
 * `BadBytes` (a string with bytes that are not UTF-8) and `Ref` (a field of the signed-in account
 * the request uses, e.g. its e-mail, so handlers get past "not yours" checks).
 */
export class Raw {
  constructor(readonly text: string) {}
  toJSON() {
    return `<raw ${this.text.length > 80 ? `${this.text.slice(0, 80)}… (${this.text.length} chars)` : this.text}>`;
  }
}

export class BadBytes {
  constructor(
    readonly before: string,
    readonly bytes: readonly number[],
    readonly after: string,
  ) {}
  toJSON() {
    return `<${JSON.stringify(this.before)} + bytes ${this.bytes.map((b) => b.toString(16)).join(" ")} + ${JSON.stringify(this.after)}>`;
  }
}

export type RefName = "email" | "emailUpper" | "password" | "otherEmail";
export class Ref {
  constructor(readonly name: RefName) {}
  toJSON() {
    return `<account ${this.name}>`;
  }
}

/** What a generator may draw on: the real ids and names of the seeded catalogue, and more. */
export interface FuzzContext {
  ids: Record<"game" | "coach" | "course" | "guide", string[]>;
  terms: string[];
  /** The list `flag` values of each catalogue kind. */
  flags: Record<string, readonly string[]>;
  dialCodes: string[];
  /** Passwords an account may have (the fuzzer only ever sets these). */
  passwords: string[];
  /** How many signed-in accounts a request may use. */
  accounts: number;
  /** Authorization header values that must be refused (forged, expired, malformed tokens). */
  badAuthorizations: string[];
  /** Files for the profile form, by index (real images, bombs, garbage). */
  files: { name: string; type: string; bytes: Uint8Array }[];
}

const KB100 = 100_000;

/** Strings that have broken servers before; each is tried in every string position. */
export const NASTY_STRINGS: readonly string[] = [
  "",
  " ",
  "   \t\n ",
  "\u0000",
  "a\u0000b",
  "\u0000".repeat(64),
  "\ud800",
  "x\udfffy",
  "\udc00\ud800",
  "\ud83d",
  "A".repeat(KB100),
  "é".repeat(KB100 / 2),
  "😀".repeat(KB100 / 4),
  "x".repeat(65),
  "x".repeat(255),
  "x".repeat(501),
  "x".repeat(4097),
  "null",
  "undefined",
  "true",
  "NaN",
  "Infinity",
  "-Infinity",
  "1e309",
  "-0",
  "9007199254740993",
  "-1",
  "0",
  "1.5",
  "0x1F",
  " 1 ",
  "1e3",
  "../../../../etc/passwd",
  "..\\..\\..\\windows\\win.ini",
  "/",
  ".",
  "..",
  "' OR '1'='1' --",
  "1; DROP TABLE users; --",
  '" OR ""="',
  "%' --",
  "$1",
  "\\",
  "%",
  "%00",
  "%s%n%x",
  "{{7*7}}$\u007b7*7}",
  "__proto__",
  "constructor",
  "hasOwnProperty",
  "\u202Eabc\u202C",
  "𝕏😀👨‍👩‍👧 Ω≈ç√",
  "\u00A0",
  "\uFEFFa",
  "\r\n",
  "<script>alert(1)</script>",
  "00000000-0000-0000-0000-000000000000",
  "a@b",
  "user@example.com",
  "USER@EXAMPLE.COM",
  "+91",
  "\u0301",
  "\uFFFF\uFFFE",
];

/** A shorter list for the one-change-at-a-time sweep. */
export const SWEEP_STRINGS: readonly string[] = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "x\udfffy",
  "A".repeat(KB100),
  "😀".repeat(KB100 / 4),
  "x".repeat(65),
  "x".repeat(501),
  "NaN",
  "1e309",
  "-0",
  "9007199254740993",
  "-1",
  "1.5",
  "../../../../etc/passwd",
  "' OR '1'='1' --",
  "1; DROP TABLE users; --",
  "%",
  "%00",
  "__proto__",
  "constructor",
  "𝕏😀👨‍👩‍👧 Ω≈ç√",
  "\u202Eabc\u202C",
  "00000000-0000-0000-0000-000000000000",
];

/** JSON number literals JSON.stringify cannot write. */
export const NUMBER_LITERALS: readonly string[] = [
  "1e309",
  "-1e309",
  "-0",
  "9007199254740993",
  "-9007199254740993",
  "123456789012345678901234567890",
  "1.5",
  "0.1",
  "-1",
  "0",
  "1e-400",
  "1E2",
  "4294967297",
];

/** Invalid UTF-8: a bad continuation, a lone 0xFF, an encoded surrogate, an overlong NUL, a cut sequence. */
export const BAD_BYTE_SEQUENCES: readonly (readonly number[])[] = [
  [0xc3, 0x28],
  [0xff],
  [0xfe, 0xfe],
  [0xed, 0xa0, 0x80],
  [0xc0, 0x80],
  [0xe2, 0x82],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
  [0x80],
];

/** Values of the wrong type for any position. */
export function wrongTypeValues(): unknown[] {
  const deep: Record<string, unknown> = {};
  let cursor = deep;
  for (let i = 0; i < 200; i++) {
    const next: Record<string, unknown> = {};
    cursor.a = next;
    cursor = next;
  }
  return [
    null,
    true,
    false,
    0,
    -1,
    1.5,
    [],
    {},
    [""],
    ["a", 1, null],
    { a: 1 },
    { $gt: "" },
    { toString: "x" },
    Array.from({ length: 1000 }, (_, i) => i),
    deep,
    new Raw("[".repeat(200) + "]".repeat(200)),
  ];
}

/** Whole request bodies that are not JSON, or JSON no parser should accept quietly. */
export function rawBodies(): string[] {
  return [
    "",
    " ",
    "{",
    "}",
    "[",
    '{"a":}',
    '{"a" 1}',
    "{'a':1}",
    "NaN",
    "undefined",
    "null",
    "true",
    "0",
    '""',
    "[]",
    "{}",
    '{"a":1,}',
    '{"a":1}{"b":2}',
    '{"a":1} trailing',
    "\uFEFF{}",
    '{"__proto__":{"x":1}}',
    '{"constructor":{"prototype":{"x":1}}}',
    '{"a":"\\ud800"}',
    '{"\\ud800":1}',
    '{"a":"\\u0000"}',
    '{"a":"\\x41"}',
    '{"a":1e309}',
    '{"a":"b", "a":"c"}',
    "[".repeat(100_000) + "]".repeat(100_000),
    `${'{"a":'.repeat(10_000)}1${"}".repeat(10_000)}`,
    `{"a":"${"x".repeat(1_100_000)}"}`,
    `[${"0,".repeat(200_000)}0]`,
    "\u0000",
  ];
}

/** Path and query pieces written into the URL as they are (already percent-encoded). */
export const URL_PIECES: readonly string[] = [
  "%00",
  "a%00b",
  "%C3%28",
  "%FF",
  "%ED%A0%80",
  "%C0%80",
  "%E2%82",
  "%",
  "%zz",
  "%%",
  "%u0041",
  "..",
  ".",
  "..%2F..%2F..%2Fetc%2Fpasswd",
  "../../../etc/passwd",
  "%2e%2e%2f%2e%2e%2f",
  "a%2Fb",
  "a/b",
  "%5C..%5C",
  "%20",
  "+",
  "%27%20OR%20%271%27%3D%271",
  "1;DROP%20TABLE%20users",
  "%F0%9F%98%80",
  "%EF%BF%BF",
  "x".repeat(8_000),
  "x".repeat(100_000),
  "~!*()'",
  '[]{}|^`"<>',
  "%0D%0ASet-Cookie:%20x=1",
  "a#b",
  "a?b=c",
];

export const SWEEP_URL_PIECES: readonly string[] = [
  "%00",
  "a%00b",
  "%C3%28",
  "%FF",
  "%ED%A0%80",
  "%C0%80",
  "%",
  "%zz",
  "..",
  "..%2F..%2F..%2Fetc%2Fpasswd",
  "a%2Fb",
  "%27%20OR%20%271%27%3D%271",
  "x".repeat(8_000),
  "x".repeat(100_000),
  "%0D%0ASet-Cookie:%20x=1",
];

const KINDS = ["game", "coach", "course", "guide"] as const;

/** The catalogue kind a path is about (`/api/course/{id}/user` → course). */
export function kindOfPath(path: string): (typeof KINDS)[number] | undefined {
  return KINDS.find((kind) => path.startsWith(`/api/${kind}`));
}

const emailArb = fc
  .tuple(fc.stringMatching(/^[a-z0-9]{1,10}$/), fc.constantFrom("example.com", "example.org", "mail.test"))
  .map(([user, domain]) => `fuzz.${user}@${domain}`);

/** Valid-looking values for a field known by name, from the real data; undefined when none applies. */
function hinted(name: string, path: string, ctx: FuzzContext): fc.Arbitrary<unknown> | undefined {
  const lower = name.toLowerCase();
  const idsOf = (list: string[]) => (list.length ? fc.constantFrom(...list) : undefined);
  if (lower.includes("email")) {
    return fc.oneof(
      { weight: 5, arbitrary: fc.constant(new Ref("email")) },
      { weight: 1, arbitrary: fc.constant(new Ref("emailUpper")) },
      { weight: 1, arbitrary: fc.constant(new Ref("otherEmail")) },
      { weight: 3, arbitrary: emailArb },
    );
  }
  if (lower === "oldpassword") {
    return fc.oneof(
      { weight: 3, arbitrary: fc.constant(new Ref("password")) },
      { weight: 1, arbitrary: fc.constantFrom(...ctx.passwords) },
    );
  }
  if (lower.includes("password")) {
    return fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...ctx.passwords) },
      { weight: 1, arbitrary: fc.constant(new Ref("password")) },
    );
  }
  if (lower === "gameid" || lower === "game" || lower === "gamesintrestedin") return idsOf(ctx.ids.game);
  if (lower === "coach") return idsOf(ctx.ids.coach);
  if (lower === "id") {
    const kind = kindOfPath(path);
    return idsOf(kind ? ctx.ids[kind] : Object.values(ctx.ids).flat());
  }
  if (lower === "q") return ctx.terms.length ? fc.constantFrom(...ctx.terms) : undefined;
  if (lower === "flag") {
    const flags = ctx.flags[kindOfPath(path) ?? ""] ?? Object.values(ctx.flags).flat();
    return flags.length ? fc.constantFrom(...flags) : undefined;
  }
  if (lower === "countrycode") return ctx.dialCodes.length ? fc.constantFrom(...ctx.dialCodes) : undefined;
  if (lower === "phone") return fc.stringMatching(/^[6-9]\d{9}$/);
  if (lower === "age") return fc.integer({ min: 1, max: 120 }).map(String);
  return undefined;
}

function stringArb(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 40, Math.max(min, 40));
  const patterns = patternsOf(schema);
  if (patterns.length === 0) {
    return fc.oneof(
      fc.string({ minLength: min, maxLength: max, unit: "grapheme-ascii" }),
      fc.string({ minLength: min, maxLength: max, unit: "grapheme" }),
    );
  }
  const pieces = patterns.map((pattern) => {
    try {
      return fc.stringMatching(new RegExp(pattern), { size: "xsmall" });
    } catch {
      return fc.string({ maxLength: 8 });
    }
  });
  // Each pattern's piece first (so `allOf` patterns all match), padded to the minimum length.
  return fc.tuple(...pieces).map((parts) => {
    const text = parts.join("");
    return text.length >= min
      ? text.slice(0, schema.maxLength ?? text.length)
      : text + "x".repeat(min - text.length);
  });
}

/** A value the schema accepts (or nearly: formats and refinements are approximated). */
export function validValue(
  schema: JsonSchema,
  ctx: FuzzContext,
  name = "",
  path = "",
): fc.Arbitrary<unknown> {
  const hint = name ? hinted(name, path, ctx) : undefined;
  if (hint && typeOf(schema) !== "array") return hint;
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((v) => validValue(v, ctx, name, path)));
  switch (typeOf(schema)) {
    case "string":
      return stringArb(schema);
    case "integer": {
      const min = schema.minimum ?? -1000;
      return fc.integer({ min, max: schema.maximum ?? min + 2000 });
    }
    case "number":
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array": {
      const items = schema.items ?? {};
      const itemHint = hinted(name, path, ctx);
      return fc.array(itemHint ?? validValue(items, ctx, "", path), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    }
    case "object":
      return validObject(schema, ctx, path);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** An object with every required property and some of the optional ones, all valid. */
export function validObject(
  schema: JsonSchema,
  ctx: FuzzContext,
  path: string,
): fc.Arbitrary<Record<string, unknown>> {
  const props = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(props).map(([key, sub]) => [key, validValue(sub, ctx, key, path)]),
  );
  return fc.record(model, {
    requiredKeys: (schema.required ?? []).filter((k) => k in props),
  }) as fc.Arbitrary<Record<string, unknown>>;
}

const badBytesArb = fc
  .tuple(
    fc.constantFrom("", "a", "név"),
    fc.constantFrom(...BAD_BYTE_SEQUENCES),
    fc.constantFrom("", "b@x.io"),
  )
  .map(([before, bytes, after]) => new BadBytes(before, bytes, after));

/** Edges of the schema's own limits: just outside min/max, lengths, enum near-misses. */
function edgeValues(schema: JsonSchema): unknown[] {
  const out: unknown[] = [];
  if (schema.minimum !== undefined)
    out.push(schema.minimum - 1, schema.minimum - 0.5, new Raw(`${schema.minimum}.0`));
  if (schema.maximum !== undefined) out.push(schema.maximum + 1, schema.maximum + 0.5);
  if (schema.minLength !== undefined && schema.minLength > 0) out.push("x".repeat(schema.minLength - 1));
  if (schema.maxLength !== undefined)
    out.push("x".repeat(schema.maxLength + 1), "😀".repeat(schema.maxLength));
  if (schema.maxItems !== undefined) out.push(Array.from({ length: schema.maxItems + 1 }, (_, i) => `x${i}`));
  for (const value of schema.enum ?? []) {
    if (typeof value === "string")
      out.push(value.toUpperCase(), value.toLowerCase(), ` ${value}`, `${value}\u0000`);
  }
  if (typeOf(schema) === "integer") out.push(new Raw("1.0"), new Raw("1e1"), new Raw("-0"), 2 ** 53 + 2);
  return out;
}

/** Any value for the position: mostly valid, often nasty, sometimes of the wrong type. */
export function fuzzValue(schema: JsonSchema, ctx: FuzzContext, name = "", path = ""): fc.Arbitrary<unknown> {
  const edges = edgeValues(schema);
  return fc.oneof(
    { weight: 5, arbitrary: validValue(schema, ctx, name, path) },
    { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
    { weight: 2, arbitrary: fc.constantFrom(...NUMBER_LITERALS).map((text) => new Raw(text)) },
    { weight: 2, arbitrary: fc.constantFrom(...wrongTypeValues()) },
    { weight: 2, arbitrary: badBytesArb },
    { weight: edges.length ? 2 : 0, arbitrary: edges.length ? fc.constantFrom(...edges) : fc.constant(null) },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
}

/** Keys that are not in the schema, some of them hostile. */
export const extraKeyArb = fc.constantFrom(
  "extra",
  "__proto__",
  "constructor",
  "prototype",
  "a\u0000b",
  "\ud800",
  "",
  "x".repeat(10_000),
  "role",
  "isAdmin",
  "id",
  "_id",
  "userId",
  "passwordVersion",
  "verifiedAt",
);

/** Builds an object whose keys may include `__proto__` as an own (serialised) key. */
export function objectOf(entries: [string, unknown][]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/** Percent-encodes text as UTF-8 (lone surrogates become U+FFFD, as any client would send them). */
export function pct(text: string): string {
  let out = "";
  for (const byte of Buffer.from(text, "utf8")) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}

const MARK = /\uE000\uE001BB(\d+)\uE001\uE000/;
const mark = (index: number) => `\uE000\uE001BB${index}\uE001\uE000`;

/** Bytes of `text` where each marker is replaced by its bad bytes. */
function withPatches(text: string, patches: readonly (readonly number[])[]): Buffer {
  const chunks: Buffer[] = [];
  let rest = text;
  for (let match = MARK.exec(rest); match; match = MARK.exec(rest)) {
    chunks.push(Buffer.from(rest.slice(0, match.index), "utf8"));
    chunks.push(Buffer.from(patches[Number(match[1])] ?? []));
    rest = rest.slice(match.index + match[0].length);
  }
  chunks.push(Buffer.from(rest, "utf8"));
  return Buffer.concat(chunks);
}

/** The JSON bytes of a generated value, markers included. */
export function jsonBytes(value: unknown, resolve: (ref: Ref) => string): Buffer {
  const patches: (readonly number[])[] = [];
  const write = (v: unknown): string => {
    if (v instanceof Raw) return v.text;
    if (v instanceof Ref) return JSON.stringify(resolve(v));
    if (v instanceof BadBytes) {
      patches.push(v.bytes);
      return JSON.stringify(`${v.before}${mark(patches.length - 1)}${v.after}`);
    }
    if (Array.isArray(v))
      return `[${v.map((item) => (item === undefined ? "null" : write(item))).join(",")}]`;
    if (v !== null && typeof v === "object") {
      const record = v as Record<string, unknown>;
      const parts = Object.keys(record)
        .filter((key) => record[key] !== undefined)
        .map((key) => `${JSON.stringify(key)}:${write(record[key])}`);
      return `{${parts.join(",")}}`;
    }
    if (v === undefined) return "null";
    return JSON.stringify(v);
  };
  return withPatches(write(value), patches);
}

/** The bytes of a text form field (or URL value) holding a generated value. */
export function textBytes(value: unknown, resolve: (ref: Ref) => string): Buffer {
  if (value instanceof BadBytes) {
    return Buffer.concat([Buffer.from(value.before), Buffer.from(value.bytes), Buffer.from(value.after)]);
  }
  return Buffer.from(textOf(value, resolve), "utf8");
}

/** A generated value as the text a form or a query would carry. */
export function textOf(value: unknown, resolve: (ref: Ref) => string): string {
  if (typeof value === "string") return value;
  if (value instanceof Raw) return value.text;
  if (value instanceof Ref) return resolve(value);
  if (value instanceof BadBytes) return `${value.before}\uFFFD${value.after}`;
  if (value === undefined) return "";
  if (typeof value === "object") return jsonBytes(value, resolve).toString("utf8");
  return String(value);
}

/** A value as a query or path piece: percent-encoded UTF-8, or raw bytes as %XX. */
export function urlPiece(value: unknown, resolve: (ref: Ref) => string): string {
  if (value instanceof BadBytes) {
    const hex = value.bytes.map((b) => `%${b.toString(16).toUpperCase().padStart(2, "0")}`).join("");
    return `${pct(value.before)}${hex}${pct(value.after)}`;
  }
  return pct(textOf(value, resolve));
}
