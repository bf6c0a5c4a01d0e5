import fc from "fast-check";

/**
 * Hostile inputs for the route fuzz test (fuzz-routes.test.ts): strings, numbers and JSON values
 * that have broken servers like this one, and request bodies built from a route's OpenAPI schema.
 */

/** A JSON schema as the OpenAPI document gives it (the parts the generators read). */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  required?: string[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
};

/** Real values of the test's world by field name (a linked ad account, a saved config…), so handlers run on them. */
export type KnownValues = Readonly<Record<string, readonly unknown[]>>;

const HOSTILE_TEXT = [
  "",
  " ",
  "0",
  "-1",
  "+16",
  "016",
  "0x10",
  "1e3",
  "16.0",
  " 16",
  "1_000",
  "Infinity",
  "NaN",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  "9223372036854775808",
  "99999999999999999999",
  "1".repeat(400),
  "0000-01-01",
  "0000-01-01T00:00:00Z",
  "2024-02-30",
  "2023-02-29",
  "2024-01-01T24:00",
  "2024-13-01",
  "9999-12-31T23:59:60Z",
  "-000001-01-01",
  "+275760-09-13T00:00:00Z",
  "a\u0000b",
  "\u202eevil",
  "𝕏",
  "🇯🇵👍🏽",
  "ｔｅａｍ",
  "\ud800",
  "..",
  "../../etc/passwd",
  "'; DROP TABLE users; --",
  "' OR '1'='1",
  "$1",
  "\\",
  '"',
  "<script>alert(1)</script>",
  "x".repeat(5000),
  "#",
  "@",
  "OR",
  "NOT NOT",
  "(((((((((((((((((((((",
  "a:b:c",
  "\r\nBcc: x@y.z",
  "\t",
  "__proto__",
  "constructor",
];

/** Words the analyses know, so that some requests get past validation into the handlers. */
const DOMAIN_TEXT = [
  "nike",
  "coffee OR tea",
  "#EV",
  "@ann",
  "ann",
  "nike NOT shoes",
  '"new york"',
  "寿司",
  "7001",
  "https://x.com/ann/status/7001",
  "JP",
  "jp",
  "us",
  "Japan",
  "Global",
  "United States",
  "2026-01-08",
  "2026-01-14T23:59:59Z",
  "2025-11-01",
  "1970-01-01",
  "9999-12-31",
  "hour",
  "day",
];

/** Any string a client could send: edge cases, random unicode (lone surrogates too) and bytes. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  { weight: 2, arbitrary: fc.constantFrom(...DOMAIN_TEXT) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.double().map(String) },
  { weight: 1, arbitrary: fc.bigInt().map(String) },
);

/** Numbers at the edges: huge, negative, fractional, past int4 and past safe integers. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer({ min: -5, max: 600 }),
  fc.constantFrom(0, -0, 1.5, -1, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308, Number.MIN_VALUE),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const nested = (depth: number, leaf: unknown): unknown => {
  let value = leaf;
  for (let i = 0; i < depth; i += 1) value = i % 2 === 0 ? [value] : { a: value };
  return value;
};

/** JSON values of any type, deeply nested ones and prototype-looking keys among them. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  hostileText,
  hostileNumber,
  fc.constantFrom(null, true, false, [], {}, nested(2000, "deep"), JSON.parse('{"__proto__": {"admin": true}}'), {
    constructor: { prototype: 1 },
  }),
);

const pad = (n: number, width: number) => String(n).padStart(width, "0");

/** Date-like text: real dates and times, impossible ones (2024-02-30, 24:00), years 0 to 9999, odd offsets. */
export const hostileDate: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .date({ min: new Date("2025-10-01"), max: new Date("2026-01-20"), noInvalidDate: true })
      .map((d) => (d.getUTCMilliseconds() % 2 === 0 ? d.toISOString().slice(0, 10) : d.toISOString())),
  },
  fc
    .tuple(
      fc.oneof(fc.constantFrom(0, 1, 1969, 1970, 2024, 9999, 10000), fc.integer({ min: 0, max: 9999 })),
      fc.oneof(fc.constantFrom(0, 1, 2, 12, 13), fc.integer({ min: 0, max: 13 })),
      fc.oneof(fc.constantFrom(0, 1, 28, 29, 30, 31, 32), fc.integer({ min: 0, max: 32 })),
      fc.option(
        fc.tuple(
          fc.integer({ min: 0, max: 25 }),
          fc.integer({ min: 0, max: 61 }),
          fc.constantFrom("", "Z", "+09:00", "-14:00", "+2400", "+23:59"),
        ),
      ),
    )
    .map(([y, m, d, time]) => {
      const date = `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;
      return time ? `${date}T${pad(time[0], 2)}:${pad(time[1], 2)}${time[2]}` : date;
    }),
  fc
    .date({ min: new Date("1969-12-01"), max: new Date("2030-01-01"), noInvalidDate: true })
    .map((d) => d.toISOString()),
  fc.constantFrom("0000-01-01", "2024-02-30", "2023-02-29", "2024-01-01T24:00", "+275760-09-13", "1e3", ""),
  hostileText,
);

/** Text fields the analyses read, by name: mostly what such a field holds, some of it hostile. */
const FIELD_TEXT: Record<string, fc.Arbitrary<string>> = {
  start_date: hostileDate,
  end_date: hostileDate,
  handle: fc.oneof(fc.constantFrom("ann", "@ann", "＠ANN", "nobody_here", "@", ""), hostileText),
  post_id: fc.oneof(
    fc.constantFrom("7001", "7002", "https://x.com/a/status/7001", "99999999999999999999"),
    hostileText,
  ),
  country: fc.oneof(fc.constantFrom("JP", "US", "Global", "Japan", "日本", "Atlantis", "jp", ""), hostileText),
};

const typesOf = (schema: JsonSchema): string[] =>
  schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];

const branchesOf = (schema: JsonSchema): JsonSchema[] | undefined => schema.anyOf ?? schema.oneOf ?? schema.allOf;

/**
 * Values at the edges of a string schema: empty, at and one past its length limits (in ASCII and in
 * astral characters, two code units each), and, for a pattern of capitals, the lower-case codes a
 * client sends for them.
 */
function stringEdges(schema: JsonSchema): fc.Arbitrary<string> {
  const edges = ["", "é", "\u0301", "𝕏"];
  for (const limit of [schema.minLength, schema.maxLength]) {
    if (limit === undefined || limit > 100_000) continue;
    for (const n of [limit - 1, limit, limit + 1]) if (n > 0) edges.push("x".repeat(n), "𝕏".repeat(Math.ceil(n / 2)));
  }
  if (schema.pattern?.includes("A-Z")) edges.push("jp", "us", "Jp", " us ", "ｊｐ");
  return fc.constantFrom(...edges);
}

/** Lists at the edges of an array schema: empty, and at and one past its limit (its entry repeated). */
function arrayEdges(schema: JsonSchema, entry: fc.Arbitrary<unknown>): fc.Arbitrary<unknown[]> {
  const lengths = [
    0,
    schema.minItems,
    schema.maxItems,
    schema.maxItems === undefined ? undefined : schema.maxItems + 1,
  ];
  const sizes = [...new Set(lengths.filter((n): n is number => n !== undefined && n >= 0 && n <= 20_000))];
  return fc.tuple(fc.constantFrom(...sizes), entry).map(([n, value]) => Array.from({ length: n }, () => value));
}

function numberEdges(schema: JsonSchema): fc.Arbitrary<number> {
  const edges = [0, -1];
  for (const limit of [schema.minimum, schema.maximum])
    if (limit !== undefined) edges.push(limit - 1, limit, limit + 1);
  return fc.constantFrom(...edges);
}

/** A value shaped like `schema` whose leaves are hostile or at the schema's edges: it may or may not pass validation. */
export function shapedLike(schema: JsonSchema, depth = 0, field = "", known: KnownValues = {}): fc.Arbitrary<unknown> {
  const branches = branchesOf(schema);
  if (branches && branches.length > 0)
    return fc.oneof(...branches.map((branch) => shapedLike(branch, depth, field, known)));
  const real = known[field];
  const shaped = shapedByType(schema, depth, field, known);
  return real && real.length > 0 ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...real) }, shaped) : shaped;
}

function shapedByType(schema: JsonSchema, depth: number, field: string, known: KnownValues): fc.Arbitrary<unknown> {
  // Mostly values the schema takes, so that the handlers run on the hostile rest.
  if (schema.enum) return fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...schema.enum) }, hostileText);
  const types = typesOf(schema);
  if (types.includes("object") || schema.properties) {
    if (depth > 3) return fc.constant({});
    const model: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [key, property] of Object.entries(schema.properties ?? {})) {
      model[key] = shapedLike(property, depth + 1, key, known);
    }
    const required = (schema.required ?? []).filter((key) => key in model);
    return fc.record(model, { requiredKeys: required });
  }
  if (types.includes("array")) {
    if (depth > 3) return fc.constant([]);
    const entry = shapedLike(schema.items ?? {}, depth + 1, field, known);
    return fc.oneof(
      { weight: 4, arbitrary: fc.array(entry, { maxLength: 4 }) },
      { weight: 1, arbitrary: arrayEdges(schema, entry) },
    );
  }
  if (types.includes("integer") || types.includes("number")) {
    return fc.oneof(
      { weight: 3, arbitrary: fc.integer({ min: 1, max: 50 }) },
      { weight: 1, arbitrary: numberEdges(schema) },
      hostileNumber,
    );
  }
  if (types.includes("boolean")) return fc.oneof({ weight: 3, arbitrary: fc.boolean() }, hostileJson);
  if (types.includes("string")) {
    const text = FIELD_TEXT[field] ?? fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...DOMAIN_TEXT) }, hostileText);
    return fc.oneof({ weight: 4, arbitrary: text }, { weight: 1, arbitrary: stringEdges(schema) });
  }
  return hostileJson;
}

/** A value that is never of `schema`'s type (null is left out: a nullable field takes it). */
function wrongTypeFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  const types = new Set(typesOf(schema));
  const choices: unknown[] = [];
  if (!types.has("string")) choices.push("text", "0x10", "2024-02-30");
  if (!types.has("number") && !types.has("integer")) choices.push(16, 1e308, -1);
  if (!types.has("boolean")) choices.push(true);
  if (!types.has("array")) choices.push([1, "a"]);
  if (!types.has("object")) choices.push({ nested: { deep: [] } });
  return fc.constantFrom(...choices);
}

/** Properties every branch of a body schema reads (a field only one branch knows is dropped by the others). */
function sharedProperties(schema: JsonSchema): Record<string, JsonSchema> {
  const branches = branchesOf(schema);
  if (!branches || branches.length === 0) return schema.properties ?? {};
  const [first = {}, ...rest] = branches.map(sharedProperties);
  return Object.fromEntries(Object.entries(first).filter(([key]) => rest.every((other) => key in other)));
}

/** A raw request body and its content type. */
export type RawBody = { payload: string; contentType: string };

const malformed: fc.Arbitrary<RawBody> = fc.oneof(
  fc
    .constantFrom(
      '{"a":',
      "{",
      "[",
      "nul",
      "\u0000",
      '{"a":1}}',
      "{'a':1}",
      `${"[".repeat(5000)}${"]".repeat(5000)}`,
      "",
    )
    .map((payload) => ({ payload, contentType: "application/json" })),
  fc
    .constantFrom("text/plain", "application/xml", "application/x-www-form-urlencoded", "multipart/form-data")
    .map((contentType) => ({ payload: "a=1&b=%zz", contentType })),
  hostileJson
    .filter((value) => value === null || typeof value !== "object" || Array.isArray(value))
    .map((value) => ({ payload: JSON.stringify(value) ?? "null", contentType: "application/json" })),
);

const asJson = (value: unknown): RawBody => ({
  payload: JSON.stringify(value) ?? "null",
  contentType: "application/json",
});

/** Any body for a route that only reads: shaped like its schema (often valid), or malformed. */
export function anyBody(schema: JsonSchema, known: KnownValues = {}): fc.Arbitrary<RawBody> {
  return fc.oneof(
    { weight: 4, arbitrary: shapedLike(schema, 0, "", known).map(asJson) },
    { weight: 1, arbitrary: malformed },
  );
}

/**
 * A body the route must refuse whatever else it holds: malformed, not an object, or shaped like
 * the schema with one field every branch reads set to a value of the wrong type.
 */
export function invalidBody(schema: JsonSchema): fc.Arbitrary<RawBody> {
  const shared = Object.entries(sharedProperties(schema));
  if (shared.length === 0) return malformed;
  const spoiled = fc.tuple(shapedLike(schema), fc.constantFrom(...shared)).chain(([shaped, [key, property]]) =>
    wrongTypeFor(property).map((wrong) => {
      const object = shaped !== null && typeof shaped === "object" && !Array.isArray(shaped) ? shaped : {};
      return asJson({ ...object, [key]: wrong });
    }),
  );
  return fc.oneof({ weight: 3, arbitrary: spoiled }, { weight: 1, arbitrary: malformed });
}

/** Every field of `schema` down to `depth`, with its path; an array's path is followed into its first entry too. */
function fieldsOf(schema: JsonSchema, example: unknown, path: (string | number)[] = [], depth = 0) {
  const out: { path: (string | number)[]; schema: JsonSchema }[] = [];
  if (depth > 4) return out;
  const object = branchesOf(schema)?.find((branch) => branch.properties) ?? schema;
  for (const [key, property] of Object.entries(object.properties ?? {})) {
    out.push({ path: [...path, key], schema: property });
    const value = (example as Record<string, unknown> | null)?.[key];
    const isObject = value !== null && typeof value === "object" && !Array.isArray(value);
    if (property.properties && isObject) out.push(...fieldsOf(property, value, [...path, key], depth + 1));
    if (typesOf(property).includes("array") && Array.isArray(value) && value.length > 0 && property.items?.properties)
      out.push(...fieldsOf(property.items, value[0], [...path, key, 0], depth + 1));
  }
  return out;
}

function withValueAt(example: unknown, path: readonly (string | number)[], value: unknown): unknown {
  const copy = structuredClone(example) as Record<string | number, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  at[path.at(-1) as string | number] = value;
  return copy;
}

/**
 * A valid body (`example`) with one field, at any depth, set to a value of the schema's edges or a
 * hostile one: the handler runs on everything valid but that field, where a mismatch between what
 * the schema takes and what the handler can do is found.
 */
export function nearValidBody(example: unknown, schema: JsonSchema, known: KnownValues = {}): fc.Arbitrary<RawBody> {
  const fields = fieldsOf(schema, example);
  if (fields.length === 0) return fc.constant(asJson(example));
  return fc
    .constantFrom(...fields)
    .chain(({ path, schema: field }) =>
      shapedLike(field, path.length, String(path.at(-1)), known).map((value) => withValueAt(example, path, value)),
    )
    .map(asJson);
}
