import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { snapshotOfApplied } from "@xa/core/ads/applied-snapshot";
import { appliedTargetingSample } from "@xa/core/ads/applied-targeting.test-support";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forgetPinnedScopes } from "../analysis/index.ts";
import type { Db } from "../db/database.ts";
import { forgetCriterionSets } from "../targeting/index.ts";
import { backends, createTestApp, signIn, type TestApp } from "../test/test-app.ts";
import { insertTestWorld, WORLD_NOW } from "../test/test-world.ts";
import {
  anyBody,
  hostileText,
  invalidBody,
  type JsonSchema,
  type KnownValues,
  nearValidBody,
  type RawBody,
} from "./test/fuzz-inputs.ts";

/*
 * Property-based fuzzing of every route in the OpenAPI document: thousands of hostile requests
 * (path params, query strings, JSON bodies; anonymous, as a team admin, as staff) must never get a
 * 5xx, must answer errors as `{detail}` or field errors, and must change no stored data. Routes that only
 * read (GET, the /api/external/ analyses) get any input, valid or not, so the handlers run on odd
 * values; routes that write get only input that is invalid by construction (a wrong-typed field, an
 * id that names no row, a team that is not the caller's), as their valid use changes data.
 * Then the ad routes that write when given valid input (link, validate, apply, record a usage) get
 * the world's real team, ad account, line item and config among the hostile values: a refusal must
 * change nothing. Every generator reads the route's schema and adds its edge values (empty, at and
 * past each length and list limit, lower-case codes for a pattern of capitals, astral text).
 * FUZZ_SEED and FUZZ_RUNS (all requests of both properties) reproduce or widen a run; a failure
 * prints its seed and path; FUZZ_REPORT names a folder for the statuses per route, in JSON
 * (`npm run fuzz -- --requests 20000` runs it so and prints the table).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_290_707);
const RUNS = Number(process.env.FUZZ_RUNS ?? 3000);
const VALID_WRITE_RUNS = Math.max(100, Math.round(RUNS / 5));
const HOSTILE_RUNS = Math.max(100, RUNS - VALID_WRITE_RUNS);
const TIMEOUT = Math.max(180_000, RUNS * 60);
const REPORT = process.env.FUZZ_REPORT;

// Counters a request may legitimately bump (the abuse limits), and the store's term counts, which
// an analysis widening its query counts again when they are old (targeting's store-term-stats.ts),
// and the uses a tool's read records (activity's recordToolUse, reads such as creators' included):
// and the personal sign-in links a signed-in GET of /api/user/magic/ makes (the spec's call is a GET):
// everything else must stay as it was.
const CHANGING_TABLES = new Set([
  "rate_limits",
  "targeting_term_stats",
  "targeting_stats_state",
  "user_activity",
  "personal_sign_in_links",
]);

type Operation = {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  pathParams: string[];
  queryParams: { name: string; required: boolean }[];
  body: JsonSchema | null;
  readOnly: boolean;
};

type Identity = "anonymous" | "member" | "staff";

// The /api/external/ routes are the analyses (POST, reading) and these ad routes, which write when
// given valid input (link, apply, record, share): the hostile property sends them only invalid input,
// the second property their valid use.
const EXTERNAL_WRITES = [
  "/api/external/ad-accounts/",
  "/api/external/audience-configs/",
  "/api/external/audience-request/",
  "/api/external/audience-usages/",
  // The query analyzer keeps the query it analysed, for the audience creator.
  "/api/external/query-analyzer/",
  "/api/external/explore/query-analyzer/",
  "/api/external/xplore/query-analyzer/",
];

/**
 * Each table's row count and a hash of its rows, and the list of tables. Analyses keep their scratch
 * tables for a few seconds for the next card of the same analysis, and the audience builder its
 * criteria's for the next change: they are let go first, and any left after that is a leak the table
 * list shows.
 */
async function storedData(db: Db): Promise<Record<string, string>> {
  await forgetPinnedScopes(db);
  await Promise.all([forgetCriterionSets(db), forgetCriterionSets(db.heavy)]);
  const tables = (
    await db.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
       WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1`,
    )
  ).map((row) => row.name);
  const counted = tables.filter((name) => !CHANGING_TABLES.has(name));
  const rows = await db.query<{ name: string; n: number; hash: string }>(
    counted
      .map(
        (name) =>
          `SELECT '${name}' AS name, count(*)::int AS n, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS hash FROM "${name}" x`,
      )
      .join(" UNION ALL "),
  );
  return Object.fromEntries([["(tables)", tables.join(",")], ...rows.map((row) => [row.name, `${row.n}:${row.hash}`])]);
}

function operationsOf(document: {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; required?: boolean }[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
}): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, spec] of Object.entries(methods)) {
      const parameters = spec.parameters ?? [];
      const upper = method.toUpperCase() as Operation["method"];
      operations.push({
        method: upper,
        path,
        pathParams: parameters.filter((p) => p.in === "path").map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === "query").map((p) => ({ name: p.name, required: !!p.required })),
        body: spec.requestBody?.content["application/json"]?.schema ?? null,
        readOnly:
          upper === "GET" ||
          (upper === "POST" &&
            path.startsWith("/api/external/") &&
            !EXTERNAL_WRITES.some((prefix) => path.startsWith(prefix))),
      });
    }
  }
  return operations;
}

/** Percent-encodes a path or query value; a lone surrogate cannot be, and is sent as the bytes it would be. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return "%ED%A0%80";
  }
}

// Encodings a decoder must refuse (bad or overlong UTF-8, a lone %): sent as they are.
const BAD_ENCODINGS = ["%", "%zz", "%E0%A4%A", "%C0%AF", "%ED%A0%80", "%00", "a%2Fb", "%2e%2e"];
// A "." or ".." segment (%2e%2e too) is resolved by URL parsers, the test's and browsers' alike: it
// names another route (/teams/x/members/../ is /teams/x/), so path params never are one.
const isDotSegment = (segment: string) => /^(\.|%2e){1,2}$/i.test(segment);

describe.each(backends)("fuzzed requests on %s", (backend) => {
  let t: TestApp;
  let tokens: Record<Identity, string | null>;
  let operations: Operation[];
  let world: { slug: string; teamId: string; inviteId: string; memberId: string; jobId: string };
  let known: KnownValues;
  /** A valid body of each writing ad route, for near-valid variants of it */
  let examples: Record<string, unknown>;
  /** Statuses answered per route, for the report. */
  const answered = new Map<string, Map<number, number>>();
  const count = (route: string, status: number) => {
    const statuses = answered.get(route) ?? new Map<number, number>();
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    answered.set(route, statuses);
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.now = new Date(WORLD_NOW);
    await insertTestWorld(t.db);
    const member = await signIn(t, "fuzz-admin@example.com");
    const staff = await signIn(t, "staff@example.com");
    tokens = { anonymous: null, member, staff };
    const team = await t.call({ method: "POST", url: "/api/teams/", token: member, payload: { name: "Fuzz" } });
    const invite = await t.call({
      method: "POST",
      url: `/api/teams/${team.body.slug}/invites/`,
      token: member,
      payload: { emails: ["invited@example.com"] },
    });
    const members = await t.call({ method: "GET", url: `/api/teams/${team.body.slug}/members/`, token: member });
    const job = await t.call({
      method: "POST",
      url: "/api/social/imports/?filename=fuzz.jsonl",
      token: staff,
      payload: "{}\n",
      headers: { "content-type": "application/x-ndjson" },
    });
    world = {
      slug: team.body.slug,
      teamId: String(team.body.id),
      inviteId: String(invite.body[0].id),
      memberId: String(members.body.results[0].id),
      jobId: String(job.body.id),
    };
    operations = operationsOf((await t.call({ method: "GET", url: "/api/schema/" })).body);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    const rows = [...answered]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([route, statuses]) => ({
        route,
        requests: [...statuses.values()].reduce((a, b) => a + b, 0),
        statuses: Object.fromEntries([...statuses].sort(([a], [b]) => a - b)),
      }));
    if (REPORT) {
      mkdirSync(REPORT, { recursive: true });
      const requests = rows.reduce((sum, row) => sum + row.requests, 0);
      const serverErrors = rows.reduce(
        (sum, row) => sum + Object.entries(row.statuses).reduce((n, [s, c]) => n + (Number(s) >= 500 ? c : 0), 0),
        0,
      );
      writeFileSync(
        join(REPORT, `fuzz-routes-${backend}.json`),
        JSON.stringify({ backend, seed: SEED, requests, server_errors: serverErrors, routes: rows }, null, 2),
      );
    }
  });

  /** A path segment: a real one (when the route only reads) or a hostile one that names no row. */
  function segment(name: string, operation: Operation, mustMiss: boolean): fc.Arbitrary<string> {
    const real =
      name === "team"
        ? [world.slug, world.teamId]
        : name === "slug"
          ? [world.slug]
          : name === "id"
            ? [world.jobId]
            : [];
    const own = name === "member" ? [world.memberId] : name === "invite" ? [world.inviteId] : [];
    const names = new Set([...real, ...own]);
    // Decoded, a segment that is a canonical id or the team's slug could name a row: a writing route must not get one.
    const misses = hostileText
      .filter((text) => !/^[1-9][0-9]*$/.test(text) && !names.has(text))
      .map(encode)
      .filter((text) => !isDotSegment(text));
    const unknownIds = fc.integer({ min: 1_000_000, max: 2 ** 31 - 1 }).map(String);
    // The real rows' ids spelt as coercion would read them (0x10, 016, 1e3 were found as 16, 16, 1000).
    const respelt = [...names]
      .filter((text) => /^[0-9]+$/.test(text))
      .flatMap((id) => [
        `0${id}`,
        `+${id}`,
        `${id}.0`,
        `0x${Number(id).toString(16)}`,
        `${id}e0`,
        `%20${id}`,
        `${id}%20`,
      ]);
    const badEncodings = BAD_ENCODINGS.filter((bad) => !isDotSegment(bad));
    const hostile = fc.oneof(misses, unknownIds, fc.constantFrom(...badEncodings, ...respelt));
    if (mustMiss) return hostile;
    const known = [...real, ...(operation.readOnly ? own : [])];
    return known.length > 0 ? fc.oneof(fc.constantFrom(...known), hostile) : hostile;
  }

  function request(operation: Operation, values: KnownValues = {}, example?: unknown) {
    // A writing route without a body is refused through its path: its last param names no row.
    const missing = operation.readOnly || operation.body ? null : (operation.pathParams.at(-1) ?? null);
    const params = fc.tuple(...operation.pathParams.map((name) => segment(name, operation, name === missing)));
    // A writing route with neither body nor path params (the upload) is refused by its query: a required key is left out.
    const dropRequired = !operation.readOnly && !operation.body && operation.pathParams.length === 0;
    const keys = operation.queryParams.filter((p) => !(dropRequired && p.required)).map((p) => p.name);
    const pair = fc.tuple(keys.length > 0 ? fc.oneof(fc.constantFrom(...keys), hostileText) : hostileText, hostileText);
    const query = fc.array(
      fc.oneof(
        { weight: 5, arbitrary: pair.map(([k, v]) => `${encode(k)}=${encode(v)}`) },
        { weight: 1, arbitrary: fc.constantFrom(...BAD_ENCODINGS).map((bad) => `${keys[0] ?? "q"}=${bad}`) },
      ),
      { maxLength: 4 },
    );
    const body: fc.Arbitrary<RawBody | null> = operation.body
      ? example !== undefined
        ? fc.oneof(
            { weight: 3, arbitrary: nearValidBody(example, operation.body, values) },
            { weight: 1, arbitrary: anyBody(operation.body, values) },
          )
        : operation.readOnly
          ? anyBody(operation.body, values)
          : invalidBody(operation.body)
      : fc.constant(null);
    // Logging out ends the caller's session, and the extension's and pro-targeting tokens and the
    // referral link are made (or revoked) for the caller: their valid use writes, whatever the input.
    const writesAnyway =
      ["/rest-auth/logout/", "/api/user/extension-token/", "/api/user/pro-targeting-token/"].some((p) =>
        operation.path.startsWith(p),
      ) ||
      (operation.method === "POST" && operation.path === "/api/external/deepthought/referral/");
    const identities: Identity[] = writesAnyway ? ["anonymous"] : ["anonymous", "member", "staff"];
    const language = fc.constantFrom("en", "ja", "*", "", "xx-YY;q=2", "ja;q=0.1, en;q=0.9");
    return fc.record({ params, query, body, identity: fc.constantFrom(...identities), language });
  }

  it(
    "answers thousands of hostile requests without a 5xx, in the API's error shape, changing no stored data",
    async () => {
      expect(operations.length).toBeGreaterThan(30);
      const before = await storedData(t.db);
      const statuses = new Map<number, number>();
      // A case names its route, so that a failure prints it in a line rather than with its schema.
      const byRoute = new Map(operations.map((operation) => [`${operation.method} ${operation.path}`, operation]));
      const cases = fc
        .constantFrom(...byRoute.keys())
        .chain((route) => request(byRoute.get(route) as Operation).map((input) => ({ route, ...input })));
      await fc.assert(
        fc.asyncProperty(cases, async ({ route, params, query, body, identity, language }) => {
          const operation = byRoute.get(route) as Operation;
          let url = operation.path;
          operation.pathParams.forEach((name, i) => {
            url = url.replace(`{${name}}`, params[i] ?? "");
          });
          if (query.length > 0) url += `?${query.join("&")}`;
          const token = tokens[identity];
          const response = await t.app.inject({
            method: operation.method,
            url,
            headers: {
              "accept-language": language,
              ...(token ? { authorization: `Token ${token}` } : {}),
              ...(body ? { "content-type": body.contentType } : {}),
            },
            ...(body ? { payload: body.payload } : {}),
          });
          const status = response.statusCode;
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          count(route, status);
          const said = `${operation.method} ${url.slice(0, 300)} as ${identity} → ${status} ${response.body.slice(0, 300)}`;
          if (status >= 500) throw new Error(`5xx: ${said}`);
          if (status >= 400) {
            const error: unknown = JSON.parse(response.body);
            const shaped =
              error !== null &&
              typeof error === "object" &&
              (typeof (error as { detail?: unknown }).detail === "string" ||
                Object.values(error).every((v) => Array.isArray(v) && v.every((m) => typeof m === "string")));
            if (!shaped) throw new Error(`error not in the API's error shape: ${said}`);
          }
          if (!operation.readOnly) {
            const after = await storedData(t.db);
            const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
            if (changed.length > 0) throw new Error(`changed ${changed.join(", ")}: ${said}`);
          }
        }),
        { seed: SEED, numRuns: HOSTILE_RUNS, endOnFailure: true },
      );
      expect(await storedData(t.db)).toEqual(before);
      // The handlers were reached, not only the validators.
      expect([...statuses.keys()].some((status) => status < 300)).toBe(true);
    },
    TIMEOUT,
  );

  /**
   * What applying and recording a usage need: a linked ad account, a line item of it, a saved config.
   * Made after the hostile property, whose reads of an ad account (line items, validation) write.
   */
  async function linkWorldAccount() {
    const token = tokens.member ?? undefined;
    const team = Number(world.teamId);
    const account = await t.call({
      method: "POST",
      url: "/api/external/ad-accounts/",
      token,
      payload: { team, account_id: "fuzzacct", name: "Fuzz account" },
    });
    const items = await t.call({
      method: "GET",
      url: `/api/external/ad-accounts/${account.body.id}/line-items/`,
      token,
    });
    const config = await t.call({
      method: "POST",
      url: "/api/audience-configs/",
      token,
      payload: { team, name: "Fuzz", targeting_package: { keywords: [{ label: "coffee" }] } },
    });
    expect([account.status, items.status, config.status]).toEqual([201, 200, 201]);
    known = {
      team: [team, world.slug],
      ad_account_id: ["fuzzacct"],
      line_item_id: [items.body[0].id],
      audience_config_id: [config.body.id],
      account_id: ["fuzzacct", "fuzzacct2"],
    };
    const targeting = appliedTargetingSample();
    const applying = {
      team,
      ad_account_id: "fuzzacct",
      line_item_id: items.body[0].id,
      audience_config_id: config.body.id,
    };
    examples = {
      "POST /api/external/audience-request/apply-targeting/": { ...applying, targeting },
      "POST /api/external/audience-request/check-custom-audiences/": {
        ...applying,
        custom_audience_names: ["Newsletter subscribers"],
      },
      "POST /api/external/audience-request/validate-ad-account/": { team, ad_account_id: "fuzzacct" },
      "POST /api/external/audience-usages/": {
        audience_config_id: config.body.id,
        ad_account_id: "fuzzacct",
        targeting_package: snapshotOfApplied(targeting),
        countries: ["JP"],
      },
      "POST /api/external/ad-accounts/": { team, account_id: "fuzzacct2", name: "Fuzz two" },
    };
  }

  it(
    "applies and records with the world's real ids and edge values: no 5xx, and a refusal changes nothing",
    async () => {
      await linkWorldAccount();
      const writing = operations.filter(
        (operation) =>
          operation.method === "POST" &&
          EXTERNAL_WRITES.some((prefix) => operation.path.startsWith(prefix)) &&
          operation.body !== null &&
          operation.pathParams.length === 0,
      );
      const names = writing.map((operation) => `${operation.method} ${operation.path}`);
      expect(names).toEqual(
        expect.arrayContaining([
          "POST /api/external/audience-request/apply-targeting/",
          "POST /api/external/audience-usages/",
        ]),
      );
      const byRoute = new Map(writing.map((operation) => [`${operation.method} ${operation.path}`, operation]));
      const cases = fc.constantFrom(...byRoute.keys()).chain((route) =>
        request(byRoute.get(route) as Operation, known, examples[route])
          .filter((input) => input.identity !== "anonymous")
          .map((input) => ({ route, ...input })),
      );
      let succeeded = 0;
      await fc.assert(
        fc.asyncProperty(cases, async ({ route, query, body, identity, language }) => {
          const operation = byRoute.get(route) as Operation;
          const url = query.length > 0 ? `${operation.path}?${query.join("&")}` : operation.path;
          const before = await storedData(t.db);
          const response = await t.app.inject({
            method: operation.method,
            url,
            headers: {
              "accept-language": language,
              authorization: `Token ${tokens[identity]}`,
              ...(body ? { "content-type": body.contentType } : {}),
            },
            ...(body ? { payload: body.payload } : {}),
          });
          const status = response.statusCode;
          count(route, status);
          const said = `${operation.method} ${url.slice(0, 300)} as ${identity} → ${status} ${response.body.slice(0, 300)} (body ${body?.payload.slice(0, 300)})`;
          if (status >= 500) throw new Error(`5xx: ${said}`);
          if (status < 300) {
            succeeded += 1;
            return;
          }
          const after = await storedData(t.db);
          const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
          if (changed.length > 0) throw new Error(`refused, yet changed ${changed.join(", ")}: ${said}`);
        }),
        { seed: SEED, numRuns: VALID_WRITE_RUNS, endOnFailure: true },
      );
      // The real ids reached the handlers: some requests were taken.
      expect(succeeded).toBeGreaterThan(0);
    },
    TIMEOUT,
  );
});
