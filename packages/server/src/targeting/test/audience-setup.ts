import type { CreateAudienceConfig } from "@xa/core/targeting/audience-contract";
import { expect } from "vitest";
import { type Backend, createTestApp, signIn, type TestApp } from "../../test/test-app.ts";
import { insertTestWorld } from "../../test/test-world.ts";

/**
 * The audience tests' world: the test social world (test-world.ts) with a scaling factor of 10, and
 * three users: Ann admins team Acme, Bob is a member of it, Eve admins the rival team.
 */
export type AudienceWorld = {
  t: TestApp;
  ann: string;
  bob: string;
  eve: string;
  acme: { id: number; slug: string };
  rival: { id: number; slug: string };
};

export async function createAudienceWorld(backend: Backend, env: NodeJS.ProcessEnv = {}): Promise<AudienceWorld> {
  const t = await createTestApp(backend, { TARGETING_SCALE_FACTOR: "10", ...env });
  await insertTestWorld(t.db);
  const [ann, bob, eve] = [
    await signIn(t, "ann@acme.test"),
    await signIn(t, "bob@acme.test"),
    await signIn(t, "eve@rival.test"),
  ];
  const acme = (await t.call({ method: "POST", url: "/api/teams/", token: ann, payload: { name: "Acme" } })).body;
  const rival = (await t.call({ method: "POST", url: "/api/teams/", token: eve, payload: { name: "Rival" } })).body;
  await t.db.query(
    "INSERT INTO memberships (team_id, user_id, level) SELECT $1, id, 'member' FROM users WHERE email = 'bob@acme.test'",
    [acme.id],
  );
  return { t, ann, bob, eve, acme, rival };
}

/**
 * Counted by hand from test-world.ts (as measure-package-audience.test.ts): #sneakers, "ultraboost"
 * and @nike reach 8 accounts; ×10 is 80; @nike's profile states 1,000 followers, more than the
 * store's 12 accounts × 10 stand for, so pro targeting stops at 120.
 */
export const SNEAKERS = {
  targeting_package: {
    hashtags: [{ label: "sneakers", evidence: { posts: 6, accounts: 5, audience_share: 0.5, lift: 3.2 } }],
    keywords: [{ label: "ultraboost" }, { label: "tea", deselected: true }],
    handles: [
      { handle: "nike", name: "Nike", followers: 1000 },
      { handle: "adidas", deselected: true },
    ],
  },
  countries: [],
} satisfies Partial<CreateAudienceConfig>;
export const SNEAKERS_FIGURES = { core_audience: 8, total_native: 80, pro_targeting_size: 120 };

/** Saves a config through the API and answers it. */
export async function saveConfig(
  w: AudienceWorld,
  token: string,
  body: Partial<CreateAudienceConfig> & { name: string },
  team: { id: number } = w.acme,
) {
  const res = await w.t.call({
    method: "POST",
    url: "/api/audience-configs/",
    token,
    payload: { team: team.id, ...SNEAKERS, ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** Rows in a table: tests check bad input changed nothing. */
export async function rowCount(
  t: TestApp,
  table: "audience_configs" | "audience_usages" | "audience_shares" | "audience_config_categories",
) {
  const [row] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return row?.n ?? 0;
}

/** The category id of a key. */
export async function categoryId(t: TestApp, key: string): Promise<number> {
  const [row] = await t.db.query<{ id: number }>("SELECT id FROM audience_categories WHERE key = $1", [key]);
  if (!row) throw new Error(`no category ${key}`);
  return row.id;
}
