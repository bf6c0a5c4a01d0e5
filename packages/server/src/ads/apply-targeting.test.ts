import { emptyTargeting } from "@xa/core/ads/applied-targeting.test-support";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { backends } from "../test/test-app.ts";
import { AdsPlatformError } from "./ads-platform.ts";
import { createSandboxPlatform } from "./sandbox-platform.ts";
import { type AdsWorld, countRows, createAdsWorld, grantBob, linkAccount } from "./test/ads-setup.ts";

const ACCOUNTS = "/api/external/ad-accounts/";
const APPLY = "/api/external/audience-request/apply-targeting/";
const CHECK = "/api/external/audience-request/check-custom-audiences/";

const TARGETING = emptyTargeting({
  keywords: ["ultraboost"],
  hashtags: ["sneakers"],
  handles: [
    { handle: "nike", account_id: "415859364" },
    { handle: "newcomer", account_id: null },
  ],
  languages: [{ id: "en", label: "English" }],
  custom_audiences: ["Buyers"],
  age: "AGE_OVER_18",
  countries: ["US", "JP"],
});

describe.each(backends)("applying a package through the sandbox (%s)", (backend) => {
  let w: AdsWorld;
  let account: { id: number; account_id: string };
  let config: { id: number };
  let lineItem: string;
  beforeAll(async () => {
    w = await createAdsWorld(backend);
    account = await linkAccount(w, "sandbox1", "Sandbox one");
    const saved = await w.t.call({
      method: "POST",
      url: "/api/audience-configs/",
      token: w.ann,
      payload: { team: w.acme.id, name: "Sneakers", targeting_package: { keywords: [{ label: "ultraboost" }] } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    config = saved.body;
    const items = await w.t.call({ method: "GET", url: `${ACCOUNTS}${account.id}/line-items/`, token: w.ann });
    lineItem = items.body[0].id;
  });
  afterAll(() => w.t.close());
  afterEach(() => {
    w.platform.fail = null;
  });

  const apply = (payload: object = {}, token = w.ann) =>
    w.t.call({
      method: "POST",
      url: APPLY,
      token,
      payload: {
        team: w.acme.id,
        ad_account_id: account.account_id,
        line_item_id: lineItem,
        audience_config_id: config.id,
        targeting: TARGETING,
        ...payload,
      },
    });

  it("gives each account one paused campaign with two line items, made once", async () => {
    const first = await w.t.call({ method: "GET", url: `${ACCOUNTS}${account.id}/line-items/`, token: w.ann });
    expect(first.status).toBe(200);
    expect(first.body).toEqual([
      { id: expect.any(String), name: "Sandbox line item 1", campaign_name: "Sandbox campaign", status: "PAUSED" },
      { id: expect.any(String), name: "Sandbox line item 2", campaign_name: "Sandbox campaign", status: "PAUSED" },
    ]);
    const again = await w.t.call({ method: "GET", url: `${ACCOUNTS}${account.id}/line-items/`, token: w.ann });
    expect(again.body).toEqual(first.body);
  });

  it("records exactly what was applied, and the usage the audience's page lists", async () => {
    const res = await apply();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      platform: "sandbox",
      line_item_id: lineItem,
      criteria: [
        { type: "KEYWORD", value: "ultraboost", label: "ultraboost" },
        { type: "KEYWORD", value: "#sneakers", label: "#sneakers" },
        { type: "FOLLOWERS_OF_USER", value: "415859364", label: "@nike" },
        { type: "SIMILAR_TO_FOLLOWERS_OF_USER", value: "415859364", label: "@nike" },
        { type: "COUNTRY", value: "US", label: "United States" },
        { type: "COUNTRY", value: "JP", label: "Japan" },
        { type: "LANGUAGE", value: "en", label: "English" },
        { type: "AGE", value: "AGE_OVER_18", label: "AGE_OVER_18" },
        { type: "CUSTOM_AUDIENCE", value: "Buyers", label: "Buyers" },
      ],
      skipped: [{ type: "FOLLOWERS_OF_USER", value: "newcomer", reason: "no_account_id" }],
      usage_id: expect.any(Number),
    });

    const recorded = await w.t.call({
      method: "GET",
      url: `${ACCOUNTS}${account.id}/sandbox-applications/`,
      token: w.ann,
    });
    expect(recorded.status).toBe(200);
    expect(recorded.body.results[0]).toEqual({
      id: expect.any(Number),
      line_item_id: lineItem,
      targeting: TARGETING,
      criteria: res.body.criteria,
      applied_by: "ann@acme.test",
      applied_at: w.t.clock.now.toISOString(),
    });

    const usages = await w.t.call({
      method: "GET",
      url: `/api/external/audience-usages/?team=${w.acme.id}&audience_config=${config.id}`,
      token: w.ann,
    });
    const usage = usages.body.results.find((u: { id: number }) => u.id === res.body.usage_id);
    expect(usage).toMatchObject({
      audience_config_id: config.id,
      ad_account_id: "sandbox1",
      state: "applied",
      countries: ["US", "JP"],
      handles_order: ["nike", "newcomer"],
      created_by: { email: "ann@acme.test" },
    });
    expect(usage.targeting_package.keywords.map((k: { label: string }) => k.label)).toEqual(["ultraboost"]);
    expect(usage.targeting_package.hashtags.map((k: { label: string }) => k.label)).toEqual(["sneakers"]);
    expect(usage.targeting_package.custom_audiences).toEqual([{ name: "Buyers", deselected: false }]);
    expect(usage.targeting_package.age).toBe("AGE_OVER_18");
  });

  it("lists what was applied newest first", async () => {
    w.t.clock.advance(1000);
    await apply({ targeting: emptyTargeting({ keywords: ["later"] }) });
    const recorded = await w.t.call({
      method: "GET",
      url: `${ACCOUNTS}${account.id}/sandbox-applications/`,
      token: w.ann,
    });
    expect(recorded.body.results[0].targeting.keywords).toEqual(["later"]);
    expect(recorded.body.results[0].criteria).toEqual([{ type: "KEYWORD", value: "later", label: "later" }]);
    expect(recorded.body.count).toBeGreaterThanOrEqual(2);
  });

  it("refuses what cannot be applied, and records nothing", async () => {
    const before = await Promise.all([countRows(w.t, "sandbox_applications"), countRows(w.t, "audience_usages")]);
    const other = (
      await w.t.call({
        method: "POST",
        url: "/api/audience-configs/",
        token: w.eve,
        payload: { team: w.rival.id, name: "Theirs", targeting_package: { keywords: [{ label: "tea" }] } },
      })
    ).body;
    const cases: [string, object, number, object][] = [
      [
        "an empty package",
        { targeting: emptyTargeting() },
        400,
        { detail: "Failed to apply targeting list because it is empty." },
      ],
      ["no ad account id", { ad_account_id: "" }, 400, { detail: "No ad account id provided" }],
      ["an unknown ad account", { ad_account_id: "nope" }, 404, { detail: "Ad account not found." }],
      [
        "a line item of no account",
        { line_item_id: "999999" },
        400,
        { detail: "The ad platform refused the request: line item 999999 is not in ad account sandbox1" },
      ],
      [
        "another team's config",
        { audience_config_id: other?.id },
        400,
        { audience_config_id: ["Audience config not found"] },
      ],
      ["no config", { audience_config_id: 2_000_000 }, 400, { audience_config_id: ["Audience config not found"] }],
      [
        "101 handles",
        {
          targeting: {
            ...TARGETING,
            handles: Array.from({ length: 101 }, (_, i) => ({ handle: `h${i}`, account_id: `${i}` })),
          },
        },
        400,
        { "targeting.handles": ["At most 100 handles can be applied"] },
      ],
      [
        "1,001 keywords",
        { targeting: { ...TARGETING, keywords: Array.from({ length: 1001 }, (_, i) => `k${i}`) } },
        400,
        { "targeting.keywords": ["At most 1000 keywords can be applied"] },
      ],
      [
        "a keyword of 201 characters",
        { targeting: { ...TARGETING, keywords: ["k".repeat(201)] } },
        400,
        { "targeting.keywords.0": ["A keyword can be at most 200 characters"] },
      ],
      [
        "an empty hashtag",
        { targeting: { ...TARGETING, hashtags: [""] } },
        400,
        { "targeting.hashtags.0": ["A hashtag cannot be empty"] },
      ],
      [
        "a location whose country is not a code",
        {
          targeting: {
            ...TARGETING,
            locations: [{ id: "tokyo", label: "Tokyo", type: "city", country_code: "japan" }],
          },
        },
        400,
        {
          "targeting.locations.0.country_code": ["A country code must be two letters (ISO 3166-1 alpha-2)"],
        },
      ],
      [
        "50 countries",
        { targeting: { ...TARGETING, countries: Array.from({ length: 50 }, () => "US") } },
        400,
        { "targeting.countries": ["At most 49 countries can be applied"] },
      ],
    ];
    for (const [name, payload, status, body] of cases) {
      const res = await apply(payload);
      expect({ name, status: res.status, body: res.body }).toEqual({ name, status, body });
    }
    expect(await Promise.all([countRows(w.t, "sandbox_applications"), countRows(w.t, "audience_usages")])).toEqual(
      before,
    );
  });

  it("reads lower-case country codes as the codes they are", async () => {
    const res = await apply({
      targeting: {
        ...TARGETING,
        countries: ["us", "jp"],
        locations: [{ id: "tokyo", label: "Tokyo, Japan", type: "city", country_code: "jp" }],
        keywords: Array.from({ length: 1000 }, (_, i) => `k${i}`.padEnd(200, "x")),
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const usage = await w.t.call({
      method: "GET",
      url: `/api/external/audience-usages/${res.body.usage_id}/`,
      token: w.ann,
    });
    expect(usage.status, JSON.stringify(usage.body)).toBe(200);
    expect(usage.body.countries).toEqual(["US", "JP"]);
    expect(usage.body.targeting_package.locations[0].country_code).toBe("JP");
    expect(usage.body.targeting_package.keywords).toHaveLength(1000);
  });

  it("answers the platform's failure readably and records nothing", async () => {
    const before = await countRows(w.t, "audience_usages");
    w.platform.fail = new AdsPlatformError("Service Unavailable", 503);
    expect(await apply()).toMatchObject({
      status: 502,
      body: { detail: "The ad platform did not answer as expected: Service Unavailable" },
    });
    w.platform.fail = new AdsPlatformError("Rate limit exceeded", 429, 120);
    const limited = await apply();
    expect(limited).toMatchObject({ status: 429, headers: { "retry-after": "120" } });
    expect(await countRows(w.t, "audience_usages")).toBe(before);
  });

  it("lets a member apply only to an account granted to them", async () => {
    const refused = await apply({}, w.bob);
    expect(refused.status).toBe(403);
    expect(
      (await w.t.call({ method: "GET", url: `${ACCOUNTS}${account.id}/sandbox-applications/`, token: w.bob })).status,
    ).toBe(403);
    await grantBob(w, "sandbox1");
    expect((await apply({}, w.bob)).status).toBe(200);
  });

  it("keeps another team out of the account", async () => {
    expect((await apply({}, w.eve)).status).toBe(404);
    expect((await apply({ team: w.rival.id }, w.eve)).status).toBe(404);
  });

  it("tells which custom audiences are ready to target", async () => {
    // Uploaded through the account linked for audiences, targeted through the one linked for targeting.
    await w.t.call({
      method: "POST",
      url: `${ACCOUNTS}create_audiences_ad_account/`,
      token: w.ann,
      payload: { team: w.acme.id, account_id: "sandbox1", name: "Uploads" },
    });
    const [uploads] = await w.t.db.query<{ id: number }>(
      "SELECT id FROM ad_accounts WHERE account_id = 'sandbox1' AND purpose = 'audiences'",
    );
    const sandbox = createSandboxPlatform({ db: w.t.db, now: () => w.t.clock.now, audienceReadyMs: 60_000 });
    const ref = { id: uploads?.id ?? 0, teamId: w.acme.id, accountId: "sandbox1" };
    const uploaded = await sandbox.uploadAudience(ref, "Buyers", { kind: "handles", handles: ["nike"] });
    expect(uploaded.targetable).toBe(false);

    const check = () =>
      w.t.call({
        method: "POST",
        url: CHECK,
        token: w.ann,
        payload: { team: w.acme.id, ad_account_id: "sandbox1", custom_audience_names: ["Buyers", "Unknown"] },
      });
    expect((await check()).body).toEqual({
      custom_audiences: [
        { name: "Buyers", targetable: false },
        { name: "Unknown", targetable: false },
      ],
    });
    w.t.clock.advance(60_000);
    expect((await check()).body.custom_audiences).toEqual([
      { name: "Buyers", targetable: true },
      { name: "Unknown", targetable: false },
    ]);
    await sandbox.deleteAudience(ref, uploaded.platformAudienceId);
    expect((await check()).body.custom_audiences[0]).toEqual({ name: "Buyers", targetable: false });
  });
});
