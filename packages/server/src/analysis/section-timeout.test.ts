import { SECTION_TIMEOUT_MESSAGE } from "@xa/core/analysis/section-error";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { backends, createTestApp, signIn, type TestApp } from "../test/test-app.ts";
import { insertTestWorld, WORLD_NOW } from "../test/test-world.ts";
import { insertAudienceWorld } from "../test/test-world-audience.ts";
import { SECTIONS } from "./analyze-query.ts";

/*
 * A section past the request's time budget answers the spec's timeout object in place of its
 * result. The late section is one that never ends (a stand-in for a stuck query), so the outcome
 * never depends on the machine's speed: with a tiny budget only the stuck section is asked; beside
 * a real section the budget leaves the real one ample time.
 */
describe.each(backends)("a section's time budget on %s", (backend) => {
  const apps: TestApp[] = [];
  let tiny: { t: TestApp; token: string };
  let ample: { t: TestApp; token: string };
  let release: () => void = () => {};

  const start = async (budget: string) => {
    const t = await createTestApp(backend, { ANALYSIS_SECTION_BUDGET_MS: budget });
    apps.push(t);
    t.clock.now = new Date(WORLD_NOW);
    await insertTestWorld(t.db);
    await insertAudienceWorld(t.db);
    return { t, token: await signIn(t, `late-${backend}@example.com`) };
  };
  beforeAll(async () => {
    tiny = await start("5");
    ample = await start("3000");
  });
  afterEach(() => {
    release();
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
  });

  const stuck = () =>
    new Promise<null>((resolve) => {
      release = () => resolve(null);
    });
  const analyze = ({ t, token }: { t: TestApp; token: string }, sections: string[]) =>
    t.call({
      method: "POST",
      url: "/api/external/analyze-query/",
      token,
      payload: { query_type: "handle", handle: "nike", sections },
    });

  it("answers the spec's timeout object, not a hang or a 500", async () => {
    vi.spyOn(SECTIONS, "genders").mockImplementation(stuck);
    const res = await analyze(tiny, ["genders"]);
    expect(res.status).toBe(200);
    expect(res.body.errors).toEqual({ genders: { code: "timeout", message: SECTION_TIMEOUT_MESSAGE } });
    expect(res.body.sections).toEqual({});
  });

  it("still answers the sections done in time beside the late one", async () => {
    vi.spyOn(SECTIONS, "genders").mockImplementation(stuck);
    const res = await analyze(ample, ["genders", "audience_size"]);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.errors)).toEqual(["genders"]);
    expect(res.body.sections.genders).toBeUndefined();
    expect(res.body.sections.audience_size).toMatchObject({ value: 5 });
  });

  it("says nothing of errors when every section is done in time", async () => {
    const res = await analyze(ample, ["audience_size"]);
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.sections.audience_size).toMatchObject({ value: 5 });
  });
});
