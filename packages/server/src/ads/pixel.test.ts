import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "../test/test-app.ts";
import { type AdsWorld, createAdsWorld, linkAccount } from "./test/ads-setup.ts";

describe.each(backends)("an ad account's pixel (%s)", (backend) => {
  let w: AdsWorld;
  let main: { id: number };
  beforeAll(async () => {
    w = await createAdsWorld(backend);
    main = await linkAccount(w, "18ce54d4x5t", "Main");
  });
  afterAll(() => w.t.close());
  const hasPixel = (id: number | string, token = w.ann) =>
    w.t.call({ method: "GET", url: `/api/has-pixel/?ad_account=${id}`, token });
  const setPixel = (installed: unknown, token = w.ann, id = main.id) =>
    w.t.call({ method: "PUT", url: `/api/external/ad-accounts/${id}/sandbox-pixel/`, token, payload: { installed } });

  it("answers from the sandbox's state, which the team's admins set", async () => {
    expect((await hasPixel(main.id)).body).toEqual({
      ad_account: main.id,
      account_id: "18ce54d4x5t",
      platform: "sandbox",
      has_pixel: false,
      tags: [],
    });
    const installed = await setPixel(true);
    expect(installed.status, JSON.stringify(installed.body)).toBe(200);
    expect(installed.body).toMatchObject({ has_pixel: true, tags: [{ name: "Sandbox pixel" }] });
    // A member of the team reads it too.
    expect((await hasPixel(main.id, w.bob)).body.has_pixel).toBe(true);
    expect((await setPixel(false)).body.has_pixel).toBe(false);
    expect((await hasPixel(main.id)).body.has_pixel).toBe(false);
  });

  it("keeps it to the account's team, and its setting to admins", async () => {
    const other = await hasPixel(main.id, w.eve);
    expect(other.status).toBe(404);
    expect(other.body.detail).toBeTruthy();
    expect((await setPixel(true, w.eve)).status).toBe(404);
    const member = await setPixel(true, w.bob);
    expect(member.status).toBe(403);
    expect((await hasPixel(main.id)).body.has_pixel).toBe(false);
    expect((await w.t.call({ method: "GET", url: `/api/has-pixel/?ad_account=${main.id}` })).status).toBe(403);
  });

  it("refuses a bad id or body with a detail", async () => {
    for (const id of ["", "abc", "01", "99999999999"]) {
      const res = await hasPixel(id);
      expect(res.status, id).toBe(400);
      expect(res.body.ad_account, id).toBeDefined();
    }
    expect((await hasPixel(987654)).status).toBe(404);
    const bad = await setPixel("yes");
    expect(bad.status).toBe(400);
    expect(bad.body.installed).toEqual(["Installed must be true or false"]);
  });
});
