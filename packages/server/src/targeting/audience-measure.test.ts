import { targetingPackageWrapper } from "@xa/core/targeting/targeting-package";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TARGETING_DEFAULTS } from "../config.ts";
import { backends } from "../test/test-app.ts";
import { measurePackageAudience } from "./autopilot/measure-package-audience.ts";
import { countPackageReach } from "./package-reach.ts";
import {
  type AudienceWorld,
  createAudienceWorld,
  SNEAKERS,
  SNEAKERS_FIGURES,
  saveConfig,
} from "./test/audience-setup.ts";

describe.each(backends)("measuring a package as it is edited, on %s", (backend) => {
  let w: AudienceWorld;
  beforeAll(async () => {
    w = await createAudienceWorld(backend);
  });
  afterAll(() => w.t.close());

  const measure = (payload: object, token = w.bob, language = "en") =>
    w.t.call({
      method: "POST",
      url: "/api/audience-configs/measure/",
      token,
      payload,
      headers: { "accept-language": language },
    });

  it("counts the figures and the budget that reaches them, within the store's ceiling", async () => {
    const res = await measure(SNEAKERS);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      ...SNEAKERS_FIGURES,
      store_accounts: 12,
      scaling_factor: 10,
      handle_followers: 1000,
      // 80 people × 3 impressions at 6.5 USD per thousand
      budget: 1.56,
      cpm: 6.5,
      currency: "USD",
    });
    expect(res.body.method).toContain("No figure exceeds the store's 12 accounts × 10 = 120");
    const ja = await measure(SNEAKERS, w.bob, "ja");
    expect(ja.body.method).toContain("ストアの 12 アカウント × 10 = 120");
  });

  it("answers the size a save then keeps, for the package as edited", async () => {
    // The editor drops @nike: only #sneakers and "ultraboost" remain.
    const edited = {
      ...SNEAKERS,
      targeting_package: {
        ...SNEAKERS.targeting_package,
        handles: SNEAKERS.targeting_package.handles.map((h) => ({ ...h, deselected: true })),
      },
    };
    const before = await measure(SNEAKERS);
    const measured = await measure(edited);
    expect(measured.body.total_native).toBeLessThan(before.body.total_native);
    const saved = await saveConfig(w, w.bob, { name: "Edited", ...edited });
    expect(saved.size).toBe(measured.body.total_native);
    const list = await w.t.call({ method: "GET", url: `/api/audiences/?team=${w.acme.id}&q=Edited`, token: w.bob });
    expect(list.body.results[0]).toMatchObject({
      size: measured.body.total_native,
      core_audience: measured.body.core_audience,
      total_native: measured.body.total_native,
      pro_targeting_size: measured.body.pro_targeting_size,
    });
  });

  it("counts each package as the autopilot's estimate does, edits answered from the entries' kept accounts", async () => {
    const packages = [
      SNEAKERS,
      { ...SNEAKERS, countries: ["US"] },
      {
        targeting_package: {
          keywords: [{ label: "nike shoes" }, { label: '"air max"' }],
          hashtags: [{ label: "#Adidas" }],
        },
      },
      { targeting_package: { handles: [{ handle: "NIKE" }, { handle: "nobody_here" }] }, countries: ["JP", "US"] },
      { targeting_package: { keywords: [{ label: "tea", deselected: true }] } },
    ];
    for (const input of packages) {
      const wrapper = targetingPackageWrapper.parse(input);
      const sql = await measurePackageAudience(w.t.db, wrapper, { targeting: TARGETING_DEFAULTS });
      expect({ input, n: await countPackageReach(w.t.db, wrapper) }).toEqual({ input, n: sql.accounts_in_store });
    }
  });

  it("refuses a caller without a session and a malformed package, with a readable detail", async () => {
    const anonymous = await w.t.call({ method: "POST", url: "/api/audience-configs/measure/", payload: SNEAKERS });
    expect(anonymous.status).toBe(403);
    const bad = await measure({ targeting_package: { keywords: "coffee" }, countries: ["usa"] });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/keywords|countries/);
  });
});
