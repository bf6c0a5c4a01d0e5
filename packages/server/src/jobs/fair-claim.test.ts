import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, createTestApp, signIn, type TestApp } from "../test/test-app.ts";
import { claimJob, enqueueJob } from "./job-queries.ts";

describe.each(backends)("fair turns between users' jobs on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const userId = async (email: string) => {
    await signIn(t, email);
    const [row] = await t.db.query<{ id: number }>("SELECT id FROM users WHERE email = $1", [email]);
    return row?.id as number;
  };

  it("starts another user's one job at the next free slot, ahead of the first user's thirty", async () => {
    const kind = "test.generation";
    const [ann, bob] = [await userId("ann@example.com"), await userId("bob@example.com")];
    const anns = [];
    for (let i = 0; i < 30; i++) anns.push((await enqueueJob(t.db, kind, { i }, ann)).id);
    // Two slots, both taken by Ann's oldest jobs; then Bob queues one.
    expect((await claimJob(t.db, "w1", [kind]))?.id).toBe(anns[0]);
    expect((await claimJob(t.db, "w2", [kind]))?.id).toBe(anns[1]);
    const bobs = (await enqueueJob(t.db, kind, {}, bob)).id;

    // A slot frees: Bob, who runs nothing, goes before Ann's 28 still queued.
    await t.db.query("UPDATE jobs SET status = 'done', locked_by = NULL WHERE id = $1", [anns[0]]);
    expect((await claimJob(t.db, "w1", [kind]))?.id).toBe(bobs);
    // Each runs one now: the oldest waiting job is next.
    await t.db.query("UPDATE jobs SET status = 'done', locked_by = NULL WHERE id = $1", [anns[1]]);
    expect((await claimJob(t.db, "w2", [kind]))?.id).toBe(anns[2]);
  });
});
