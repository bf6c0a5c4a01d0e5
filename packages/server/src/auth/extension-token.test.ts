import { emptyTargeting } from "@xa/core/ads/applied-targeting.test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AdsWorld, countRows, createAdsWorld, linkAccount } from "../ads/test/ads-setup.ts";
import { backends } from "../test/test-app.ts";

const TOKEN = "/api/user/extension-token/";
const REFUSED = { status: 403, body: { detail: "The extension's token cannot be used for this; sign in to the app." } };
const UNKNOWN = { status: 403, body: { detail: "Authentication credentials were not provided." } };

describe.each(backends)("the companion extension's token (%s)", (backend) => {
  let w: AdsWorld;
  let config: { id: number };
  beforeAll(async () => {
    w = await createAdsWorld(backend);
    await linkAccount(w, "ext1", "Extension account");
    config = (
      await w.t.call({
        method: "POST",
        url: "/api/audience-configs/",
        token: w.ann,
        payload: { team: w.acme.id, name: "Tea", targeting_package: { keywords: [{ label: "tea" }] } },
      })
    ).body;
  });
  afterAll(() => w.t.close());

  const mint = async () => {
    const res = await w.t.call({ method: "POST", url: TOKEN, token: w.ann });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      token: expect.stringMatching(/^[0-9a-f]{64}$/),
      created_at: w.t.clock.now.toISOString(),
      expires_at: new Date(w.t.clock.now.getTime() + 90 * 24 * 3600 * 1000).toISOString(),
    });
    return res.body.token as string;
  };

  /** The calls the extension makes, each with what it answers a good token. */
  const allowed = (token: string) => [
    () => w.t.call({ method: "GET", url: `/api/external/ad-accounts/?team=${w.acme.id}`, token }),
    () =>
      w.t.call({
        method: "POST",
        url: "/api/external/audience-request/validate-ad-account/",
        token,
        payload: { team: w.acme.id, ad_account_id: "ext1" },
      }),
    () =>
      w.t.call({
        method: "POST",
        url: "/api/external/audience-request/check-custom-audiences/",
        token,
        payload: { team: w.acme.id, ad_account_id: "ext1", custom_audience_names: ["Buyers"] },
      }),
    () => w.t.call({ method: "GET", url: `/api/audience-configs/?team=${w.acme.id}`, token }),
    () =>
      w.t.call({
        method: "POST",
        url: "/api/external/audience-usages/",
        token,
        payload: { audience_config_id: config.id, ad_account_id: "ext1" },
      }),
  ];

  it("opens the extension's calls and no others", async () => {
    const token = await mint();
    const statuses = [];
    for (const call of allowed(token)) statuses.push((await call()).status);
    expect(statuses).toEqual([200, 200, 200, 200, 201]);

    const accounts = await w.t.call({ method: "GET", url: `/api/external/ad-accounts/?team=${w.acme.id}`, token });
    const before = await Promise.all([countRows(w.t, "ad_accounts"), countRows(w.t, "extension_tokens")]);
    const refused = [
      { method: "GET", url: "/api/user/me/" },
      { method: "GET", url: `/api/external/ad-accounts/${accounts.body.results[0].id}/` },
      { method: "POST", url: "/api/external/ad-accounts/", payload: { team: w.acme.id, account_id: "x2", name: "X" } },
      { method: "POST", url: TOKEN },
      { method: "DELETE", url: TOKEN },
      {
        method: "POST",
        url: "/api/external/audience-request/apply-targeting/",
        payload: {
          team: w.acme.id,
          ad_account_id: "ext1",
          line_item_id: "1",
          audience_config_id: config.id,
          targeting: emptyTargeting({ keywords: ["tea"] }),
        },
      },
    ] as const;
    for (const request of refused) {
      const res = await w.t.call({ ...request, token });
      expect({ ...request, status: res.status, body: res.body }).toMatchObject({ ...request, ...REFUSED });
    }
    expect(await Promise.all([countRows(w.t, "ad_accounts"), countRows(w.t, "extension_tokens")])).toEqual(before);
  });

  it("stops a token once a new one is made or it is revoked", async () => {
    const first = await mint();
    const second = await mint();
    const listWith = (token: string) =>
      w.t.call({ method: "GET", url: `/api/external/ad-accounts/?team=${w.acme.id}`, token });
    expect(await listWith(first)).toMatchObject(UNKNOWN);
    expect((await listWith(second)).status).toBe(200);

    const revoked = await w.t.call({ method: "DELETE", url: TOKEN, token: w.ann });
    expect(revoked.status).toBe(204);
    expect(await listWith(second)).toMatchObject(UNKNOWN);
    // The session that made it is untouched.
    expect((await listWith(w.ann)).status).toBe(200);
  });
});
