import { type AdsWorld, createAdsWorld } from "../../ads/test/ads-setup.ts";
import { SNEAKERS } from "../../targeting/test/audience-setup.ts";
import type { Backend } from "../../test/test-app.ts";
import { insertTestWorld } from "../../test/test-world.ts";
import { joinGroup } from "../../test/user-groups.ts";

/**
 * The planner tests' world: the ads tests' people and teams (Ann admins Acme, Bob is a member, Eve
 * admins Rival) on the test social world, with a scaling factor of 10 and USD and YEN priced by
 * CAMPAIGN_CPMS (other currencies keep core's defaults). All three are in CampaignPlanner, which opens the planner.
 */
export async function createPlannerWorld(backend: Backend): Promise<AdsWorld> {
  const w = await createAdsWorld(backend, { TARGETING_SCALE_FACTOR: "10", CAMPAIGN_CPMS: "USD=5,YEN=800" });
  await insertTestWorld(w.t.db);
  await joinGroup(w.t.db, "CampaignPlanner", "ann@acme.test", "bob@acme.test", "eve@rival.test");
  return w;
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
