import { autopilotRequest } from "@xa/core/targeting/autopilot-request";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readConfig } from "../../config.ts";
import type { Db } from "../../db/database.ts";
import { type Backend, backends, createTestApp, type TestApp } from "../../test/test-app.ts";
import { tinyWorld } from "../test/tiny-world.ts";
import { generatePackage } from "./generate-package.ts";
import { recountStats } from "./store-term-stats.ts";

/*
 * Thirty coffee people and thirty football fans. The coffee people follow a roaster that posts about
 * coffee (5,000 followers), a football club that posts about football (90,000) and a home brewer who
 * posts about coffee but has 59 followers; a sixth of the fans follow the club, so the coffee people
 * stand out among its followers as much as among the roaster's. Only the roaster fits.
 */
const COFFEE = [
  "Pour over coffee at home this morning",
  "Cold brew coffee with light roast beans",
  "My pour over coffee kit",
];
const FOOTBALL = [
  "What a football match tonight",
  "Football transfer news and the derby",
  "Great goal in the football derby",
];

async function insertWorld(db: Db) {
  const { account, post, follow } = tinyWorld(db);
  await account("roaster", "beanroasters", 5000, "organization");
  await account("club", "fcunited", 90_000, "organization");
  await account("brewer", "tinybrew", 59, "person");
  for (let i = 0; i < 5; i++) {
    await post("roaster", COFFEE[i % COFFEE.length] ?? "");
    await post("club", FOOTBALL[i % FOOTBALL.length] ?? "");
    await post("brewer", COFFEE[i % COFFEE.length] ?? "");
  }
  for (let i = 0; i < 30; i++) {
    await account(`c${i}`, `coffee${i}`, 100, "person");
    await account(`f${i}`, `fan${i}`, 100, "person");
    await post(`c${i}`, COFFEE[i % COFFEE.length] ?? "");
    await post(`f${i}`, FOOTBALL[i % FOOTBALL.length] ?? "");
    for (const followee of ["roaster", "club", "brewer"]) await follow(`c${i}`, followee);
    if (i < 5) await follow(`f${i}`, "club");
  }
  await recountStats(db);
}

describe.each(backends)("look-alike handles (%s)", (backend: Backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
    await insertWorld(t.db);
  });
  afterAll(() => t.close());

  it("suggests the accounts the audience follows that post on its topic and reach enough people", async () => {
    const config = readConfig({});
    const result = await generatePackage(t.db, autopilotRequest.parse({ description: "pour over coffee" }), {
      language: "en",
      now: new Date("2026-01-15T00:00:00Z"),
      targeting: config.targeting,
    });
    const handles = result.targeting_package.handles;
    // The club the audience also follows posts about football; the brewer reaches 59 people.
    expect(handles.map((h) => h.handle)).toEqual(["beanroasters"]);
    expect(handles[0]).toMatchObject({ account_type: "organization", followers: 5000, topic_share: 1 });
    expect(result.handle_min_followers).toBe(1000);
  });

  it("keeps a smaller account when the operator states a lower minimum reach", async () => {
    const config = readConfig({ TARGETING_HANDLE_MIN_FOLLOWERS: "50" });
    const result = await generatePackage(t.db, autopilotRequest.parse({ description: "pour over coffee" }), {
      language: "en",
      now: new Date("2026-01-15T00:00:00Z"),
      targeting: config.targeting,
    });
    const handles = result.targeting_package.handles.map((h) => [h.handle, h.account_type]);
    expect(handles).toEqual(
      expect.arrayContaining([
        ["beanroasters", "organization"],
        ["tinybrew", "person"],
      ]),
    );
    expect(handles.map(([h]) => h)).not.toContain("fcunited");
    expect(result.handle_min_followers).toBe(50);
  });
});
