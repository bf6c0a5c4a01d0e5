import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "../test/test-app.ts";
import { ALICE, BOB, createPremiumWorld, grantPremium, type PremiumWorld } from "./test/premium-world.ts";

describe.each(backends)("the premium suite's lists on %s", (backend) => {
  let w: PremiumWorld;
  beforeAll(async () => {
    w = await createPremiumWorld(backend);
  });
  afterAll(() => w.t.close());

  const base = "/api/external/deepthought/lists/";
  const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, token: string, payload?: object) =>
    w.t.call({ method, url, token, ...(payload ? { payload } : {}) });

  it("creates, renames and deletes a list on X as the account, with its members, as the store shows", async () => {
    expect((await call("GET", `${base}?account=${ALICE}`, w.alice)).body).toEqual([]);
    const created = await call("POST", base, w.alice, {
      account: ALICE,
      name: "Coffee people",
      description: "Brewers",
    });
    expect(created).toMatchObject({
      status: 201,
      body: { name: "Coffee people", description: "Brewers", private: false },
    });
    const id = created.body.id as string;
    const [row] = await w.t.db.query<{ owner_id: string }>("SELECT owner_id FROM lists WHERE id = $1", [id]);
    expect(row?.owner_id).toBe(ALICE);

    const added = await call("POST", `${base}${id}/members/`, w.alice, { account: ALICE, handle: "@Bob" });
    // Whether Alice follows each member is the store's edges: she follows Bob, not Fan Three.
    expect(added).toMatchObject({ status: 201, body: { id: BOB, username: "bob", you_follow: true } });
    const fan = await call("POST", `${base}${id}/members/`, w.alice, { account: ALICE, handle: "fan3" });
    expect(fan).toMatchObject({ status: 201, body: { id: "2003", you_follow: false } });
    const members = await call("GET", `${base}${id}/members/?account=${ALICE}`, w.alice);
    expect(members.body).toEqual({
      results: expect.arrayContaining([
        expect.objectContaining({ id: BOB, you_follow: true }),
        expect.objectContaining({ id: "2003", you_follow: false }),
      ]),
      next: null,
    });
    // Followed from the list's table, through the followers table's call: the members say so.
    const follow = await call("POST", "/api/external/deepthought/follow/", w.alice, { account: ALICE, target: "2003" });
    expect(follow.status).toBe(200);
    const after = await call("GET", `${base}${id}/members/?account=${ALICE}`, w.alice);
    expect(after.body.results).toContainEqual(expect.objectContaining({ id: "2003", you_follow: true }));
    expect((await call("DELETE", `${base}${id}/members/2003/?account=${ALICE}`, w.alice)).status).toBe(204);
    expect((await call("GET", `${base}?account=${ALICE}`, w.alice)).body).toEqual([
      expect.objectContaining({ id, member_count: 1 }),
    ]);

    const renamed = await call("PATCH", `${base}${id}/`, w.alice, { account: ALICE, name: "Brewers", private: true });
    expect(renamed).toMatchObject({ status: 200, body: { id, name: "Brewers", private: true } });

    expect((await call("DELETE", `${base}${id}/members/${BOB}/?account=${ALICE}`, w.alice)).status).toBe(204);
    expect((await call("GET", `${base}${id}/members/?account=${ALICE}`, w.alice)).body.results).toEqual([]);
    expect((await call("DELETE", `${base}${id}/?account=${ALICE}`, w.alice)).status).toBe(204);
    expect((await call("GET", `${base}?account=${ALICE}`, w.alice)).body).toEqual([]);
  });

  it("refuses bad input, unknown members and other accounts' lists, changing nothing", async () => {
    const long = await call("POST", base, w.alice, { account: ALICE, name: "x".repeat(26) });
    expect(long.status).toBe(400);
    expect(long.body.name).toBeDefined();
    const { body: list } = await call("POST", base, w.alice, { account: ALICE, name: "Kept" });
    const nobody = await call("POST", `${base}${list.id}/members/`, w.alice, { account: ALICE, handle: "nobody_here" });
    expect(nobody.status).toBe(404);
    expect((await call("PATCH", `${base}${list.id}/`, w.alice, { account: ALICE })).status).toBe(400);

    // Bob, once his team has a plan, reaches his own account only: Alice's list is not found for him.
    const team = await w.t.call({ method: "POST", url: "/api/teams/", token: w.bob, payload: { name: "Bob's" } });
    await grantPremium(w.t, team.body.slug);
    expect((await call("GET", `${base}${list.id}/members/?account=${BOB}`, w.bob)).status).toBe(404);
    expect((await call("DELETE", `${base}${list.id}/?account=${BOB}`, w.bob)).status).toBe(404);
    expect((await call("GET", `${base}?account=${ALICE}`, w.bob)).status).toBe(404);
    expect((await call("GET", `${base}?account=${ALICE}`, w.eve)).status).toBe(404);
    const [row] = await w.t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM lists WHERE id = $1", [list.id]);
    expect(row?.n).toBe(1);
  });
});
