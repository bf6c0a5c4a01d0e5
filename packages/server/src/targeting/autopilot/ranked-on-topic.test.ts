import { autopilotRequest } from "@xa/core/targeting/autopilot-request";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readConfig } from "../../config.ts";
import { type Backend, backends, createTestApp, type TestApp } from "../../test/test-app.ts";
import { tinyWorld } from "../test/tiny-world.ts";
import { generatePackage } from "./generate-package.ts";
import { recountStats } from "./store-term-stats.ts";

/*
 * Forty coffee people in the US and four in Great Britain brew pour over and cold brew; sixty more
 * post about football. A brief for British coffee lovers finds four accounts: too few to rank on.
 */
describe.each(backends)("a brief whose places leave too few accounts (%s)", (backend: Backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
    const { account, post } = tinyWorld(t.db);
    const texts = ["My pour over coffee this morning", "Cold brew coffee at home", "Pour over or cold brew coffee?"];
    for (let i = 0; i < 44; i++) {
      await account(`c${i}`, `coffee${i}`);
      await post(`c${i}`, texts[i % texts.length] ?? "");
    }
    for (let i = 0; i < 60; i++) {
      await account(`f${i}`, `football${i}`);
      await post(`f${i}`, "What a match for the league tonight");
    }
    await t.db.exec("UPDATE accounts SET country = CASE WHEN id IN ('c0', 'c1', 'c2', 'c3') THEN 'GB' ELSE 'US' END");
    await recountStats(t.db);
  });
  afterAll(() => t.close());

  it("ranks terms on the topic's accounts everywhere, keeps the places asked and says so", async () => {
    const result = await generatePackage(t.db, autopilotRequest.parse({ description: "Coffee lovers in the UK" }), {
      language: "en",
      now: new Date("2026-01-15T00:00:00Z"),
      targeting: readConfig({}).targeting,
    });
    expect(result.ranked_on_topic).toEqual({ audience_accounts: 4, topic_accounts: 44 });
    expect(result.estimate.audience_accounts).toBe(4);
    expect(result.estimate.method).toContain("the topic's 44 accounts everywhere");
    expect(result.countries).toEqual(["GB"]);
    const places = result.targeting_package.locations.filter((l) => !l.deselected).map((l) => l.country_code);
    expect(places).toEqual(["GB"]);
    const everywhere = await generatePackage(t.db, autopilotRequest.parse({ description: "Coffee lovers" }), {
      language: "en",
      now: new Date("2026-01-15T00:00:00Z"),
      targeting: readConfig({}).targeting,
    });
    const labels = (r: typeof result) => r.targeting_package.keywords.map((k) => k.label);
    expect(labels(result).length).toBeGreaterThan(0);
    expect(labels(result)).toEqual(labels(everywhere));
  });

  it("ranks on the audience as asked when it is large enough", async () => {
    const result = await generatePackage(
      t.db,
      autopilotRequest.parse({ description: "Coffee lovers in the United States" }),
      { language: "en", now: new Date("2026-01-15T00:00:00Z"), targeting: readConfig({}).targeting },
    );
    expect(result.ranked_on_topic).toBeNull();
    expect(result.estimate.audience_accounts).toBe(40);
  });
});
