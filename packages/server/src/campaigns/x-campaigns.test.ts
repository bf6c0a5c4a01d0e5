import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  describeBytes,
  type Exchange,
  loadRecording,
  type RecordingServer,
  startRecordingServer,
} from "../ads/x-ads/test/recording-server.ts";
import { backends, createTestApp, signIn, type TestApp } from "../test/test-app.ts";

/** 2026-11-27T15:00:00Z: the recordings' dates and rate-limit resets are counted from it. */
const NOW = new Date("2026-11-27T15:00:00Z");
const ACCOUNT = "18ce54d4x5t";
const app = { consumerKey: "app-key", consumerSecret: "app secret" };
const logins = {
  acme: {
    request: ["req-acme", "req-acme-secret"],
    access: ["111-acme", "acme-secret"],
    user: "111",
    name: "acme_ads",
  },
  rival: {
    request: ["req-rival", "req-rival-secret"],
    access: ["222-rival", "rival-secret"],
    user: "222",
    name: "rival_ads",
  },
} as const;
type Login = (typeof logins)[keyof typeof logins];
const accounts: Record<string, { id: string; name: string }[]> = {
  [logins.acme.access[0]]: [{ id: ACCOUNT, name: "Acme US" }],
  [logins.rival.access[0]]: [{ id: "9zz77", name: "Rival Inc." }],
};
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
/** The library image the recordings expect, byte for byte (their multipart parts carry its SHA-256). */
const IMAGE = Buffer.from(Array.from({ length: 1000 }, (_, i) => (i * 7) % 256));
const connectExchanges = (login: Login): Exchange[] => [
  {
    request: { method: "POST", path: "/oauth/request_token" },
    response: {
      status: 200,
      raw: form({
        oauth_token: login.request[0],
        oauth_token_secret: login.request[1],
        oauth_callback_confirmed: "true",
      }),
    },
  },
  {
    request: { method: "POST", path: "/oauth/access_token" },
    response: {
      status: 200,
      raw: form({
        oauth_token: login.access[0],
        oauth_token_secret: login.access[1],
        user_id: login.user,
        screen_name: login.name,
      }),
    },
  },
];

describe.each(backends)("campaigns pushed to the X Ads API (%s)", (backend) => {
  let server: RecordingServer;
  let t: TestApp;
  let ann: string;
  let eve: string;
  let acme: { id: number; slug: string };
  let rival: { id: number; slug: string };
  let audience: number;
  let creative: number;
  let dataDir: string;

  /** A recording whose job file URLs point at the loopback server. */
  const play = (name: string) =>
    server.play(JSON.parse(JSON.stringify(loadRecording(name)).replaceAll("__BASE__", server.baseUrl)) as Exchange[]);
  const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: object, token = ann) =>
    t.call({ method, url, token, ...(payload ? { payload } : {}) });
  /** What X was asked since the last look, as "METHOD path", each signed with Acme's own login. */
  const asked = () => {
    const seen = server.received.map((r) => `${r.method} ${r.path}`);
    for (const r of server.received.filter((r) => !r.path.endsWith(".json.gz"))) {
      expect(r.oauth.oauth_token, `${r.method} ${r.path}`).toBe(logins.acme.access[0]);
      expect(r.oauth.oauth_signature).toBeTruthy();
    }
    server.received.length = 0;
    return seen;
  };
  const rows = async (table: "campaigns" | "adsets" | "ads" | "campaign_stats") =>
    (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n;
  const campaignBody = () => ({
    team: acme.slug,
    ad_account_id: ACCOUNT,
    name: "Autumn blend launch",
    objective: "AWARENESS",
    status: "active",
    start_time: NOW.toISOString(),
    end_time: new Date(NOW.getTime() + 30 * 86_400_000).toISOString(),
    lifetime_budget: 3000,
    daily_budget: 100,
    currency: "USD",
  });
  const pushCampaign = async () => {
    play("campaign-create");
    const res = await call("POST", "/api/campaigns/", campaignBody());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as number;
  };
  const pushAdset = async (campaign: number) => {
    play("campaign-adset");
    const res = await call("POST", "/api/adsets/", {
      campaign,
      audience_config_id: audience,
      name: "Timelines",
      status: "active",
      placements: ["homeTimelines"],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as number;
  };
  const pushAd = async (adset: number) => {
    play("campaign-ad");
    const res = await call("POST", "/api/ads/", { adset, creative, status: "active" });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as number;
  };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "x-campaigns-"));
    server = await startRecordingServer({
      ...app,
      tokens: Object.fromEntries(Object.values(logins).flatMap((l) => [l.request, l.access])),
      accounts,
    });
    t = await createTestApp(backend, {
      ADS_PLATFORM: "x",
      X_ADS_CONSUMER_KEY: app.consumerKey,
      X_ADS_CONSUMER_SECRET: app.consumerSecret,
      X_ADS_API_BASE: server.baseUrl,
      X_OAUTH_BASE: server.baseUrl,
      SECRETS_KEY: "b".repeat(64),
      DATA_DIR: dataDir,
    });
    t.clock.now = NOW;
    ann = await signIn(t, "ann@acme.test");
    eve = await signIn(t, "eve@rival.test");
    acme = (await call("POST", "/api/teams/", { name: "Acme" })).body;
    rival = (await call("POST", "/api/teams/", { name: "Rival" }, eve)).body;
    for (const [token, team, login] of [
      [ann, acme, logins.acme],
      [eve, rival, logins.rival],
    ] as const) {
      server.play(connectExchanges(login));
      await call("POST", "/api/ads/connection/start/", { team: team.slug }, token);
      const done = await call(
        "POST",
        "/api/ads/connection/complete/",
        { team: team.slug, oauth_token: login.request[0], oauth_verifier: "v" },
        token,
      );
      expect(done.status, JSON.stringify(done.body)).toBe(200);
    }
    const linked = await call("POST", "/api/external/ad-accounts/", {
      team: acme.id,
      account_id: ACCOUNT,
      name: "Main",
    });
    expect(linked.status, JSON.stringify(linked.body)).toBe(201);
    const saved = await call("POST", "/api/audience-configs/", {
      team: acme.slug,
      name: "Pour-over people",
      countries: [],
      targeting_package: { keywords: [{ label: "pour over" }] },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    audience = saved.body.id;
    const [row] = await t.db.query<{ id: number }>(
      "INSERT INTO ad_creatives (team_id, name, text) VALUES ($1, 'Autumn text', $2) RETURNING id",
      [acme.id, "Try the autumn blend: pour over, no sugar."],
    );
    creative = row?.id as number;
    server.received.length = 0;
  });
  afterAll(async () => {
    await t.close();
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  afterEach(() => {
    // Every request was the one recorded (method, path, query, body) and signed as OAuth 1.0a requires.
    expect(server.problems).toEqual([]);
    expect(server.pending()).toBe(0);
    server.received.length = 0;
  });

  it("creates, pushes, toggles, changes and deletes a campaign, an ad set and an ad on X", async () => {
    const id = await pushCampaign();
    expect(asked()).toEqual([
      `GET /12/accounts/${ACCOUNT}/funding_instruments`,
      `POST /12/accounts/${ACCOUNT}/campaigns`,
    ]);
    const [stored] = await t.db.query<{ platform_campaign_id: string }>(
      "SELECT platform_campaign_id FROM campaigns WHERE id = $1",
      [id],
    );
    expect(stored?.platform_campaign_id).toBe("8wku2");

    const adset = await pushAdset(id);
    expect(asked()).toEqual([
      `POST /12/accounts/${ACCOUNT}/line_items`,
      `GET /12/accounts/${ACCOUNT}/line_items/8v7jo`,
      `GET /12/accounts/${ACCOUNT}/targeting_criteria`,
      `POST /12/batch/accounts/${ACCOUNT}/targeting_criteria`,
      `GET /12/accounts/${ACCOUNT}/targeting_criteria`,
    ]);
    const ad = await pushAd(adset);
    expect(asked()).toEqual([
      `GET /12/accounts/${ACCOUNT}/promotable_users`,
      `POST /12/accounts/${ACCOUNT}/tweet`,
      `POST /12/accounts/${ACCOUNT}/promoted_tweets`,
    ]);
    expect(
      await t.db.query(
        "SELECT s.line_item_id, a.promoted_tweet_id, a.tweet_id FROM ads a JOIN adsets s ON s.id = a.adset_id",
      ),
    ).toEqual([{ line_item_id: "8v7jo", promoted_tweet_id: "1efwlo", tweet_id: "1050083050287616000" }]);

    play("campaign-toggle");
    const toggled = await call("POST", `/api/ads/${ad}/toggle/`);
    expect(toggled.status, JSON.stringify(toggled.body)).toBe(200);
    expect(toggled.body.status).toBe("paused");
    expect(asked()).toEqual([`PUT /12/accounts/${ACCOUNT}/promoted_tweets/1efwlo`]);

    play("campaign-update");
    const changed = await call("PATCH", `/api/campaigns/${id}/`, { daily_budget: 80 });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.daily_budget).toBe(80);
    expect(asked()).toEqual([`PUT /12/accounts/${ACCOUNT}/campaigns/8wku2`]);

    play("campaign-pause");
    const adsetPaused = await call("PATCH", `/api/adsets/${adset}/`, {
      status: "paused",
      bid_strategy: "MAX",
      bid_amount: 2.5,
    });
    expect(adsetPaused.status, JSON.stringify(adsetPaused.body)).toBe(200);
    const paused = await call("PATCH", `/api/campaigns/${id}/`, { status: "paused" });
    expect(paused.body.status).toBe("paused");
    expect(asked()).toEqual([
      `PUT /12/accounts/${ACCOUNT}/line_items/8v7jo`,
      `PUT /12/accounts/${ACCOUNT}/campaigns/8wku2`,
    ]);

    play("campaign-delete");
    expect((await call("DELETE", `/api/ads/${ad}/`)).status).toBe(204);
    expect((await call("DELETE", `/api/adsets/${adset}/`)).status).toBe(204);
    expect((await call("DELETE", `/api/campaigns/${id}/`)).status).toBe(204);
    expect(asked()).toEqual([
      `DELETE /12/accounts/${ACCOUNT}/promoted_tweets/1efwlo`,
      `DELETE /12/accounts/${ACCOUNT}/line_items/8v7jo`,
      `DELETE /12/accounts/${ACCOUNT}/campaigns/8wku2`,
    ]);
    expect(await rows("campaigns")).toBe(0);
  });

  it("keeps our rows as they were when X refuses: nothing created, nothing changed", async () => {
    play("campaign-refused-create");
    const refused = await call("POST", "/api/campaigns/", { ...campaignBody(), daily_budget: 0.5 });
    // X's own refusals keep their words; as the ads routes do, they answer 502 (the platform failed the call).
    expect(refused.status).toBe(502);
    expect(refused.body.detail).toBe(
      "The ad platform did not answer as expected: X Ads API answered 400: INVALID_PARAMETER: daily_budget_amount_local_micro must be at least 1000000 for USD",
    );
    expect(await rows("campaigns")).toBe(0);

    const id = await pushCampaign();
    play("campaign-refused-update");
    const down = await call("PATCH", `/api/campaigns/${id}/`, { daily_budget: 80 });
    expect(down.status).toBe(502);
    expect(down.body.detail).toContain("X Ads API answered 503: SERVICE_UNAVAILABLE");
    expect((await call("GET", `/api/campaigns/${id}/`)).body.daily_budget).toBe(100);

    // The line item was made, its targeting refused: it is removed again and no ad set is stored.
    play("campaign-refused-targeting");
    const noAdset = await call("POST", "/api/adsets/", {
      campaign: id,
      audience_config_id: audience,
      name: "Timelines",
      status: "active",
      placements: ["homeTimelines"],
    });
    expect(noAdset.status).toBe(502);
    expect(noAdset.body.detail).toContain('Phrase keyword "pour over" is not allowed');
    expect(server.received.at(-1)).toMatchObject({
      method: "DELETE",
      path: `/12/accounts/${ACCOUNT}/line_items/8v7jo`,
    });
    expect(await rows("adsets")).toBe(0);

    // A campaign that is not on X (a plan's draft, or one from before) takes no ad set there, nor here.
    await t.db.query("UPDATE campaigns SET platform_campaign_id = NULL WHERE id = $1", [id]);
    server.received.length = 0;
    const notPushed = await call("POST", "/api/adsets/", { campaign: id, audience_config_id: audience, name: "Late" });
    expect(notPushed.status).toBe(409);
    expect(notPushed.body.detail).toContain("This campaign is not on X Ads");
    expect(server.received).toEqual([]);
    expect(await rows("adsets")).toBe(0);
    await t.db.query("UPDATE campaigns SET platform_campaign_id = '8wku2' WHERE id = $1", [id]);

    // A card without an image or video is refused before anything is asked of X.
    const adset = await pushAdset(id);
    await t.db.query("UPDATE ad_creatives SET card_url = 'https://acme.test/autumn' WHERE id = $1", [creative]);
    server.received.length = 0;
    const card = await call("POST", "/api/ads/", { adset, creative, status: "active" });
    await t.db.query("UPDATE ad_creatives SET card_url = NULL WHERE id = $1", [creative]);
    expect(card.status).toBe(400);
    expect(card.body.detail).toContain("A website card on X Ads shows an image or a video");
    expect(server.received).toEqual([]);
    expect(await rows("ads")).toBe(0);
    await t.db.query("DELETE FROM campaigns");
  });

  it("refuses an account the team's X login does not manage, and hides one team's campaigns from another", async () => {
    const id = await pushCampaign();
    server.received.length = 0;
    // The rival cannot read, change or use Acme's campaign; its own login does not manage Acme's account.
    expect((await call("GET", `/api/campaigns/${id}/`, undefined, eve)).status).toBe(404);
    expect((await call("PATCH", `/api/campaigns/${id}/`, { daily_budget: 1 }, eve)).status).toBe(404);
    const other = await call("POST", "/api/campaigns/", { ...campaignBody(), team: rival.slug }, eve);
    expect(other.status).toBe(400);
    expect(other.body.detail).toBe(`ad_account_id ${ACCOUNT} is not an ad account of this team.`);

    // Acme's login loses the account: X is asked nothing but the accounts list, and nothing is stored.
    const kept = accounts[logins.acme.access[0]];
    accounts[logins.acme.access[0]] = [];
    try {
      const lost = await call("POST", "/api/campaigns/", campaignBody());
      expect(lost.status).toBe(403);
      expect(lost.body.detail).toBe(
        `X Ads account ${ACCOUNT} is not one that @acme_ads, the X login connected to this team, can manage.`,
      );
      expect(await rows("campaigns")).toBe(1);
      expect(server.received).toEqual([]);
    } finally {
      accounts[logins.acme.access[0]] = kept ?? [];
    }
    await t.db.query("DELETE FROM campaigns");
  });

  it("reads a pushed campaign's delivery from X: the recorded figures, totals the sum of their segments", async () => {
    const id = await pushCampaign();
    const adset = await pushAdset(id);
    const ad = await pushAd(adset);
    server.received.length = 0;
    // Three days in: X reports the complete days, the 24th to the 26th.
    await t.db.query(
      "UPDATE campaigns SET start_time = start_time - interval '3 days', updated_at = updated_at - interval '3 days' WHERE id = $1",
      [id],
    );
    play("campaign-stats");
    // A results page asks for several figures at once: X is read once (a second read would find no recording).
    const [first, byDay] = await Promise.all([
      call("GET", `/api/campaigns/${id}/statstotal/`),
      call("GET", `/api/campaigns/${id}/stats/?granularity=day&level=adset`),
    ]);
    expect(byDay.status).toBe(200);
    const total = first.body;
    expect(total).toMatchObject({
      simulated: false,
      source: "x",
      currency: "USD",
      first_day: "2026-11-24",
      last_day: "2026-11-26",
    });
    expect(total.days_delivered).toBe(2);
    // 61.25 + 78.125 USD, in cents: 6,125 + 7,813 (X's micros rounded to the cent).
    expect(total.totals).toMatchObject({ impressions: 27_500, engagements: 712, clicks: 185, spend_minor: 13_938 });
    expect(asked().filter((r) => r.startsWith("POST"))).toEqual([
      `POST /12/stats/jobs/accounts/${ACCOUNT}`,
      `POST /12/stats/jobs/accounts/${ACCOUNT}`,
    ]);

    expect(byDay.body.entities).toHaveLength(1);
    expect(
      byDay.body.entities[0].days.map((d: { day: string; impressions: number }) => [d.day, d.impressions]),
    ).toEqual([
      ["2026-11-24", 12_000],
      ["2026-11-26", 15_500],
    ]);
    const segments = (await call("GET", `/api/campaigns/${id}/segmentations/`)).body.segments;
    type Part = { segment: string; impressions: number; engagements: number; clicks: number; spend_minor: number };
    for (const dimension of ["country", "age", "gender", "placement"]) {
      const parts = segments[dimension] as Part[];
      for (const metric of ["impressions", "engagements", "clicks", "spend_minor"] as const) {
        expect(
          parts.reduce((n, p) => n + p[metric], 0),
          `${dimension} ${metric}`,
        ).toBe(total.totals[metric]);
      }
    }
    const gender = Object.fromEntries((segments.gender as Part[]).map((p) => [p.segment, p.impressions]));
    expect(gender).toEqual({ FEMALE: 14_500, MALE: 12_100, UNKNOWN: 900 });
    expect((segments.age as Part[]).map((p) => p.segment).sort()).toEqual(["18-24", "25-34", "35-49"]);
    expect((segments.country as Part[]).map((p) => p.segment)).toEqual(["ALL"]);

    // Read by promoted post, the figures are the ad's own.
    const byAd = (await call("GET", `/api/campaigns/${id}/stats/?level=ad`)).body;
    expect(byAd.entities.map((e: { level: string; id: number }) => [e.level, e.id])).toEqual([["ad", ad]]);
    expect(byAd.entities[0].totals.impressions).toBe(27_500);

    // The days are stored: asked again, X is not.
    const shown = (await call("GET", `/api/campaigns/${id}/`)).body;
    expect(shown).toMatchObject({ impressions: 27_500, spent: 139.38 });
    expect(server.received).toEqual([]);
    await t.db.query("DELETE FROM campaigns");
  });

  /** An image in Acme's media library, its bytes in the configured storage, and a creative showing it. */
  const pictured = async (card: { title: string; url: string } | null) => {
    const key = `teams/${acme.id}/autumn-cup.png`;
    fs.mkdirSync(path.join(dataDir, "media", "teams", String(acme.id)), { recursive: true });
    fs.writeFileSync(path.join(dataDir, "media", key), IMAGE);
    const [file] = await t.db.query<{ id: number }>(
      `INSERT INTO ad_media (team_id, name, kind, mime, bytes, width, height, sha256, storage_key)
       VALUES ($1, 'autumn-cup.png', 'image', 'image/png', $2, 1200, 628, $3, $4)
       ON CONFLICT (team_id, sha256) DO UPDATE SET name = excluded.name RETURNING id`,
      [acme.id, IMAGE.length, "a".repeat(64), key],
    );
    const [made] = await t.db.query<{ id: number }>(
      "INSERT INTO ad_creatives (team_id, name, text, card_title, card_url) VALUES ($1, 'Autumn cup', $2, $3, $4) RETURNING id",
      [acme.id, "Try the autumn blend: pour over, no sugar.", card?.title ?? null, card?.url ?? null],
    );
    await t.db.query("INSERT INTO ad_creative_media (creative_id, media_id, position) VALUES ($1, $2, 0)", [
      made?.id,
      file?.id,
    ]);
    return { creative: made?.id as number, key };
  };
  const upload = [
    "POST /2/media/upload/initialize",
    "POST /2/media/upload/1880028106020515840/append",
    "POST /2/media/upload/1880028106020515840/finalize",
    `POST /12/accounts/${ACCOUNT}/media_library`,
  ];

  it("pushes an image creative and a website card creative: the image uploaded to X, the card made of it", async () => {
    const adset = await pushAdset(await pushCampaign());
    const image = await pictured(null);
    server.received.length = 0;
    play("campaign-ad-image");
    const ad = await call("POST", "/api/ads/", { adset, creative: image.creative, status: "active" });
    expect(ad.status, JSON.stringify(ad.body)).toBe(201);
    const sent = [...server.received];
    expect(asked()).toEqual([
      `GET /12/accounts/${ACCOUNT}/promotable_users`,
      ...upload,
      `POST /12/accounts/${ACCOUNT}/tweet`,
      `POST /12/accounts/${ACCOUNT}/promoted_tweets`,
    ]);
    // The upload is shared with the account's owner, as whom the post is written, and the post carries the image.
    expect(JSON.parse(sent[1]?.body ?? "")).toEqual({
      media_type: "image/png",
      total_bytes: 1000,
      media_category: "tweet_image",
      additional_owners: ["756201191646691328"],
    });
    expect(sent[2]?.parts).toEqual({ segment_index: "0", media: describeBytes(IMAGE) });
    expect(Object.fromEntries(new URLSearchParams(sent[5]?.body))).toMatchObject({
      as_user_id: "756201191646691328",
      media_keys: "3_1880028106020515840",
    });
    expect(ad.body).toMatchObject({ id: expect.any(Number), status: "active" });
    expect(await t.db.query("SELECT promoted_tweet_id, tweet_id FROM ads WHERE id = $1", [ad.body.id])).toEqual([
      { promoted_tweet_id: "1efwlo", tweet_id: "1050083050287616000" },
    ]);

    const carded = await pictured({ title: "Autumn blend", url: "https://acme.test/autumn" });
    play("campaign-ad-card");
    const cardAd = await call("POST", "/api/ads/", { adset, creative: carded.creative, status: "active" });
    expect(cardAd.status, JSON.stringify(cardAd.body)).toBe(201);
    const cardSent = [...server.received];
    expect(asked()).toEqual([
      `GET /12/accounts/${ACCOUNT}/promotable_users`,
      ...upload,
      `POST /12/accounts/${ACCOUNT}/cards`,
      `POST /12/accounts/${ACCOUNT}/tweet`,
      `POST /12/accounts/${ACCOUNT}/promoted_tweets`,
    ]);
    // The card shows the image over the creative's title and links to its URL; the post carries the card, not the image.
    expect(JSON.parse(cardSent[5]?.body ?? "").components).toEqual([
      { type: "MEDIA", media_key: "3_1880028106020515840" },
      { type: "DETAILS", title: "Autumn blend", destination: { type: "WEBSITE", url: "https://acme.test/autumn" } },
    ]);
    const post = Object.fromEntries(new URLSearchParams(cardSent[6]?.body));
    expect(post).toMatchObject({ card_uri: "card://1326399865065238531" });
    expect(post.media_keys).toBeUndefined();
    expect(await rows("ads")).toBe(2);
    await t.db.query("DELETE FROM campaigns");
  });

  it("stores no ad when the upload fails, and says why: X's refusal, or the file missing from the library", async () => {
    const adset = await pushAdset(await pushCampaign());
    const image = await pictured(null);
    server.received.length = 0;
    play("campaign-ad-upload-failed");
    const refused = await call("POST", "/api/ads/", { adset, creative: image.creative, status: "active" });
    expect(refused.status).toBe(502);
    expect(refused.body.detail).toBe(
      "The ad platform did not answer as expected: X Ads API answered 400: Invalid Request: One or more parameters to your request was invalid.",
    );
    // Nothing was posted or promoted, and no ad is stored.
    expect(asked()).toEqual([
      `GET /12/accounts/${ACCOUNT}/promotable_users`,
      "POST /2/media/upload/initialize",
      "POST /2/media/upload/1880028106020515840/append",
    ]);
    expect(await rows("ads")).toBe(0);

    // The file is gone from storage: X is asked for nothing beyond the account's owner.
    fs.rmSync(path.join(dataDir, "media", image.key));
    server.play(loadRecording("campaign-ad-upload-failed").slice(0, 1));
    const missing = await call("POST", "/api/ads/", { adset, creative: image.creative, status: "active" });
    expect(missing.status).toBe(409);
    expect(missing.body.detail).toBe(
      "The file autumn-cup.png of this creative could not be read from the media library, so the ad was not pushed to X Ads. Upload it again and attach it to the creative.",
    );
    expect(asked()).toEqual([`GET /12/accounts/${ACCOUNT}/promotable_users`]);
    expect(await rows("ads")).toBe(0);

    // X refuses the post of a card: the card made for it is deleted again, and no ad is stored.
    const carded = await pictured({ title: "Autumn blend", url: "https://acme.test/autumn" });
    play("campaign-ad-card-refused");
    const noPost = await call("POST", "/api/ads/", { adset, creative: carded.creative, status: "active" });
    expect(noPost.status).toBe(502);
    expect(noPost.body.detail).toContain("INVALID_PARAMETER: The text of the Tweet is a duplicate of a recent Tweet");
    expect(asked().slice(-3)).toEqual([
      `POST /12/accounts/${ACCOUNT}/cards`,
      `POST /12/accounts/${ACCOUNT}/tweet`,
      `DELETE /12/accounts/${ACCOUNT}/cards/1321554298900107264`,
    ]);
    expect(await rows("ads")).toBe(0);
    await t.db.query("DELETE FROM campaigns");
  });

  it("stops a sync at X's rate limit and leaves the days for a later one", async () => {
    const id = await pushCampaign();
    const adset = await pushAdset(id);
    await pushAd(adset);
    await t.db.query("UPDATE campaigns SET start_time = start_time - interval '3 days' WHERE id = $1", [id]);
    server.received.length = 0;
    play("campaign-stats-limited");
    const first = await call("GET", `/api/campaigns/${id}/statstotal/`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ source: "x", days_delivered: 0 });
    // Until the window resets the client does not ask again.
    expect((await call("GET", `/api/campaigns/${id}/statstotal/`)).body.days_delivered).toBe(0);
    expect(asked()).toEqual([`GET /12/stats/accounts/${ACCOUNT}`]);
    expect(await rows("campaign_stats")).toBe(0);
  });
});
