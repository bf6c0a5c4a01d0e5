import { type Backend, createTestApp, signIn, type TestApp } from "./test-app.ts";
import { insertTestWorld, WORLD_NOW } from "./test-world.ts";

/** The test world's store at its own time, with Ann's team Acme and Eve, who is in no team. */
export type TeamWorld = { t: TestApp; ann: string; eve: string; acme: { slug: string } };

export async function openTeamWorld(backend: Backend): Promise<TeamWorld> {
  const t = await createTestApp(backend);
  t.clock.now = new Date(WORLD_NOW);
  await insertTestWorld(t.db);
  const ann = await signIn(t, "ann@example.com");
  const eve = await signIn(t, "eve@example.com");
  const acme = (await t.call({ method: "POST", url: "/api/teams/", token: ann, payload: { name: "Acme" } })).body;
  return { t, ann, eve, acme };
}
