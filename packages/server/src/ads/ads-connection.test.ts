import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { backends, createTestApp, signIn, type TestApp } from "../test/test-app.ts";
import { type Exchange, type RecordingServer, startRecordingServer } from "./x-ads/test/recording-server.ts";

const CONNECTION = "/api/ads/connection/";
const ACCOUNTS = "/api/external/ad-accounts/";
const VALIDATE = "/api/external/audience-request/validate-ad-account/";
const app = { consumerKey: "app-key", consumerSecret: "app secret" };
/** Each team's X login: the request token X gives when it starts, the access token when it ends. */
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
  [logins.acme.access[0]]: [{ id: "18ce54d4x5t", name: "Acme US" }],
  [logins.rival.access[0]]: [{ id: "9zz77", name: "Rival Inc." }],
};

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const requestTokenExchange = (login: Login): Exchange => ({
  request: { method: "POST", path: "/oauth/request_token" },
  response: {
    status: 200,
    headers: { "content-type": "text/html; charset=utf-8" },
    raw: form({
      oauth_token: login.request[0],
      oauth_token_secret: login.request[1],
      oauth_callback_confirmed: "true",
    }),
  },
});
const accessTokenExchange = (login: Login): Exchange => ({
  request: { method: "POST", path: "/oauth/access_token" },
  response: {
    status: 200,
    headers: { "content-type": "text/html; charset=utf-8" },
    raw: form({
      oauth_token: login.access[0],
      oauth_token_secret: login.access[1],
      user_id: login.user,
      screen_name: login.name,
    }),
  },
});

describe.each(backends)("each team's own X Ads login (%s)", (backend) => {
  let server: RecordingServer;
  let t: TestApp;
  let ann: string;
  let eve: string;
  let acme: { id: number; slug: string };
  let rival: { id: number; slug: string };

  beforeAll(async () => {
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
      SECRETS_KEY: "a".repeat(64),
    });
    ann = await signIn(t, "ann@acme.test");
    eve = await signIn(t, "eve@rival.test");
    acme = (await t.call({ method: "POST", url: "/api/teams/", token: ann, payload: { name: "Acme" } })).body;
    rival = (await t.call({ method: "POST", url: "/api/teams/", token: eve, payload: { name: "Rival" } })).body;
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });
  afterEach(() => {
    expect(server.problems).toEqual([]);
    expect(server.pending()).toBe(0);
    server.received.length = 0;
  });

  const connection = async (token: string, team: { slug: string }) =>
    (await t.call({ method: "GET", url: `${CONNECTION}?team=${team.slug}`, token })).body;
  const link = (token: string, team: { id: number }, account_id: string) =>
    t.call({ method: "POST", url: ACCOUNTS, token, payload: { team: team.id, account_id, name: "Main" } });
  const start = async (token: string, team: { slug: string }, login: Login) => {
    server.play([requestTokenExchange(login)]);
    const res = await t.call({ method: "POST", url: `${CONNECTION}start/`, token, payload: { team: team.slug } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.authorize_url as string;
  };
  const complete = (token: string, team: { slug: string }, oauth_token: string) =>
    t.call({
      method: "POST",
      url: `${CONNECTION}complete/`,
      token,
      payload: { team: team.slug, oauth_token, oauth_verifier: "verifier-1" },
    });
  const teamAccounts = async (team: { id: number }) =>
    (await t.db.query("SELECT account_id FROM ad_accounts WHERE team_id = $1", [team.id])).length;

  it("refuses to link any account before the team connects its own login", async () => {
    expect(await connection(ann, acme)).toEqual({
      platform: "x",
      required: true,
      connected: false,
      screen_name: null,
      connected_by: null,
      connected_at: null,
    });
    const res = await link(ann, acme, "18ce54d4x5t");
    expect(res.status).toBe(409);
    expect(res.body.detail).toContain("has not connected an X Ads login");
    expect(await teamAccounts(acme)).toBe(0);
  });

  it("connects through X: a request token, the user's consent, an access token kept sealed", async () => {
    const authorize = await start(ann, acme, logins.acme);
    expect(authorize).toBe(`${server.baseUrl}/oauth/authorize?oauth_token=req-acme`);
    // X is told to send the user back to the team's settings; the request token is not signed with any user's.
    expect(server.received[0]?.oauth).toMatchObject({ oauth_callback: `http://localhost:8080/${acme.slug}/team` });
    expect(server.received[0]?.oauth.oauth_token).toBeUndefined();

    // Another team's admin cannot finish Acme's attempt, and trying does not use it up.
    const stolen = await complete(eve, rival, "req-acme");
    expect(stolen.status).toBe(400);
    expect(stolen.body.detail).toContain("expired or was already used");

    server.play([accessTokenExchange(logins.acme)]);
    const done = await complete(ann, acme, "req-acme");
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({
      platform: "x",
      connected: true,
      screen_name: "acme_ads",
      connected_by: "ann@acme.test",
    });

    // Single use: the same answer from X a second time connects nothing.
    expect((await complete(ann, acme, "req-acme")).status).toBe(400);

    // At rest the token and its secret are not readable.
    const [row] = await t.db.query<{ token_sealed: string }>("SELECT token_sealed FROM ads_connections");
    expect(row?.token_sealed).toMatch(/^v1:/);
    expect(row?.token_sealed).not.toContain("111-acme");
    expect(row?.token_sealed).not.toContain("acme-secret");

    const listed = await t.call({ method: "GET", url: `${CONNECTION}accounts/?team=${acme.slug}`, token: ann });
    expect(listed.body).toEqual([{ account_id: "18ce54d4x5t", name: "Acme US" }]);
  });

  it("lets a team link only accounts its own login manages: another advertiser's id is refused, nothing written", async () => {
    await start(eve, rival, logins.rival);
    server.play([accessTokenExchange(logins.rival)]);
    expect((await complete(eve, rival, "req-rival")).status).toBe(200);
    expect(server.received.map((r) => r.oauth.oauth_verifier ?? null)).toEqual([null, "verifier-1"]);
    server.received.length = 0;

    const takeover = await link(eve, rival, "18ce54d4x5t");
    expect(takeover.status).toBe(403);
    expect(takeover.body.detail).toBe(
      "X Ads account 18ce54d4x5t is not one that @rival_ads, the X login connected to this team, can manage.",
    );
    expect(await teamAccounts(rival)).toBe(0);

    expect((await link(ann, acme, "18ce54d4x5t")).status).toBe(201);
    expect((await link(eve, rival, "9zz77")).status).toBe(201);
    // Nothing but the accounts list was asked of X: no line item was read, nothing was written.
    expect(server.received).toEqual([]);
  });

  it("re-checks on validate: an account the login lost is no longer usable", async () => {
    const validate = () =>
      t.call({ method: "POST", url: VALIDATE, token: ann, payload: { team: acme.slug, ad_account_id: "18ce54d4x5t" } });
    expect((await validate()).body).toEqual({ access: true });
    const kept = accounts[logins.acme.access[0]];
    accounts[logins.acme.access[0]] = [];
    try {
      expect((await validate()).body).toEqual({ access: false });
      const items = await t.call({ method: "GET", url: `${ACCOUNTS}${await firstAccount()}/line-items/`, token: ann });
      expect(items.status).toBe(403);
    } finally {
      accounts[logins.acme.access[0]] = kept ?? [];
    }
  });
  const firstAccount = async () =>
    (await t.db.query<{ id: number }>("SELECT id FROM ad_accounts WHERE team_id = $1", [acme.id]))[0]?.id;

  it("lets an attempt expire, and an admin disconnect", async () => {
    await start(ann, acme, logins.acme);
    t.clock.advance(16 * 60_000);
    expect((await complete(ann, acme, "req-acme")).status).toBe(400);

    const gone = await t.call({ method: "DELETE", url: `${CONNECTION}?team=${acme.slug}`, token: ann });
    expect(gone.status).toBe(204);
    expect((await connection(ann, acme)).connected).toBe(false);
    // Its accounts stay linked but cannot be used until a login is connected again.
    expect(await teamAccounts(acme)).toBe(1);
  });
});
