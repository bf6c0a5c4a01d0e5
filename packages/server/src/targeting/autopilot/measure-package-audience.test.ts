import { targetingPackageWrapper } from "@xa/core/targeting/targeting-package";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readConfig } from "../../config.ts";
import { type Backend, backends, createTestApp, type TestApp } from "../../test/test-app.ts";
import { insertTestWorld } from "../../test/test-world.ts";
import { measurePackageAudience } from "./measure-package-audience.ts";

const config = readConfig({ TARGETING_SCALE_FACTOR: "10" });

/*
 * Counted by hand from test-world.ts: #sneakers is used by a01 a02 a03 a06 a12; "ultraboost" by
 * a02 a03 a05; @nike (a01) is followed by a03 a04 a06 a07. Of these a01 a03 a04 a06 are in the US.
 */
describe.each(backends)("measurePackageAudience (%s)", (backend: Backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
    await insertTestWorld(t.db);
  });
  afterAll(() => t.close());

  const measure = (input: Parameters<typeof targetingPackageWrapper.parse>[0]) =>
    measurePackageAudience(t.db, targetingPackageWrapper.parse(input), config);

  it("counts the authors of posts with its hashtags and keywords, and its handles' followers, scaled", async () => {
    expect(
      await measure({
        targeting_package: {
          hashtags: [{ label: "#Sneakers" }],
          keywords: [{ label: "ultraboost" }],
          handles: [{ handle: "Nike" }],
        },
      }),
    ).toEqual({ accounts_in_store: 8, estimated_size: 80 });
  });

  it("leaves out deselected entries and keeps to the package's countries", async () => {
    const result = await measure({
      targeting_package: {
        hashtags: [{ label: "sneakers" }],
        keywords: [{ label: "ultraboost", deselected: true }],
        handles: [{ handle: "nike", account_id: "a01" }],
      },
      countries: ["US"],
    });
    expect(result).toEqual({ accounts_in_store: 4, estimated_size: 40 });
  });

  it("counts a package of handles alone: their followers", async () => {
    const followers = await t.db.query<{ n: number }>(
      "SELECT count(DISTINCT follower_id)::int AS n FROM follows WHERE followee_id IN (SELECT id FROM accounts WHERE lower(handle) = 'nike')",
    );
    const n = followers[0]?.n ?? 0;
    expect(n).toBeGreaterThan(0);
    expect(await measure({ targeting_package: { handles: [{ handle: "nike" }] } })).toEqual({
      accounts_in_store: n,
      estimated_size: n * 10,
    });
  });

  it("reaches nobody with nothing selected", async () => {
    expect(await measure({ targeting_package: { hashtags: [{ label: "sneakers", deselected: true }] } })).toEqual({
      accounts_in_store: 0,
      estimated_size: 0,
    });
  });
});
