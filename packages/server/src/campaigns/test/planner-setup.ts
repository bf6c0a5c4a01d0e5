import { type AdsWorld, controlledSandbox, type PlatformControl } from "../../ads/test/ads-setup.ts";
import { SNEAKERS } from "../../targeting/test/audience-setup.ts";
import { type Backend, createTestApp, signIn } from "../../test/test-app.ts";
import { insertTestWorld } from "../../test/test-world.ts";

/**
 * The planner tests' world: the ads tests' people and teams (Ann admins Acme, Bob is a member, Eve
 * admins Rival) on the test social world, with a scaling factor of 10 and USD and YEN priced by
 * CAMPAIGN_CPMS (other currencies keep core's defaults).
 */
export async function createPlannerWorld(backend: Backend): Promise<AdsWorld> {
  const platform: PlatformControl = { access: null, fail: null };
  const t = await createTestApp(
    backend,
    { TARGETING_SCALE_FACTOR: "10", CAMPAIGN_CPMS: "USD=5,YEN=800" },
    { ads: controlledSandbox(platform) },
  );
  await insertTestWorld(t.db);
  const [ann, bob, eve] = [
    await signIn(t, "ann@acme.test"),
    await signIn(t, "bob@acme.test"),
    await signIn(t, "eve@rival.test"),
  ];
  const acme = (await t.call({ method: "POST", url: "/api/teams/", token: ann, payload: { name: "Acme" } })).body;
  const rival = (await t.call({ method: "POST", url: "/api/teams/", token: eve, payload: { name: "Rival" } })).body;
  const [bobRow] = await t.db.query<{ id: number }>(
    "INSERT INTO memberships (team_id, user_id, level) SELECT $1, id, 'member' FROM users WHERE email = 'bob@acme.test' RETURNING id",
    [acme.id],
  );
  const [eveRow] = await t.db.query<{ id: number }>(
    "SELECT m.id FROM memberships m JOIN users u ON u.id = m.user_id WHERE u.email = 'eve@rival.test'",
  );
  return { t, ann, bob, eve, acme, rival, bobMember: bobRow?.id ?? 0, eveMember: eveRow?.id ?? 0, platform };
}

/** The test world's sneaker audience: 8 accounts in the store, 80 on the platform at a factor of 10. */
export const SNEAKER_AUDIENCE = { ...SNEAKERS, name: "Sneaker fans" };

/** Saves an audience of a team through the API and answers its id. */
export async function savePlannerAudience(w: AdsWorld, token: string, team: number, body: object = {}) {
  const res = await w.t.call({
    method: "POST",
    url: "/api/audience-configs/",
    token,
    payload: { team, ...SNEAKER_AUDIENCE, ...body },
  });
  if (res.status !== 201) throw new Error(`audience not saved: ${JSON.stringify(res.body)}`);
  return res.body.id as number;
}
