import { autopilotRequest } from "@xa/core/targeting/autopilot-request";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readConfig } from "../../config.ts";
import { type Backend, backends, createTestApp, type TestApp } from "../../test/test-app.ts";
import { tinyWorld } from "../test/tiny-world.ts";
import { generatePackage } from "./generate-package.ts";
import { recountStats } from "./store-term-stats.ts";

/*
 * Both camps of a gun debate write "gun", "gun owners" and "second amendment", one camp far more
 * often; each likes its own camp's posts. Sixty accounts talk about
 * coffee, so the debate's hashtags stand out from the store on both sides.
 */
const OWNERS = [
  "Gun owners defend the second amendment #2a",
  "Proud gun owners, the second amendment is our right #2a #molonlabe",
  "We gun owners defend the second amendment every day #nra",
];
const CONTROL = [
  "Gun violence has to end, whatever the second amendment says #enough",
  "Even gun owners want background checks #boycottnra #enough",
  "Students march against gun violence #studentsstandup",
];

describe.each(backends)("one side of a debate (%s)", (backend: Backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
    const { account, post, like } = tinyWorld(t.db);
    const owners: string[] = [];
    const control: string[] = [];
    for (let i = 0; i < 20; i++) {
      await account(`o${i}`, `owner${i}`);
      await account(`k${i}`, `control${i}`);
      owners.push(await post(`o${i}`, OWNERS[i % OWNERS.length] ?? ""));
      control.push(await post(`k${i}`, CONTROL[i % CONTROL.length] ?? ""));
    }
    for (let i = 0; i < 20; i++)
      for (const d of [1, 2, 3]) {
        await like(`o${i}`, owners[(i + d) % 20] ?? "");
        await like(`k${i}`, control[(i + d) % 20] ?? "");
      }
    await like("o0", control[0] ?? "");
    for (let i = 0; i < 60; i++) {
      await account(`c${i}`, `coffee${i}`);
      await post(`c${i}`, "Pour over coffee at home #coffee");
    }
    await recountStats(t.db);
  });
  afterAll(() => t.close());

  const generate = (description: string) =>
    generatePackage(t.db, autopilotRequest.parse({ description }), {
      language: "en",
      now: new Date("2026-01-15T00:00:00Z"),
      targeting: readConfig({}).targeting,
    });

  it("keeps the camp that writes like the brief, and none of the other camp's hashtags", async () => {
    const result = await generate("gun owners who defend the second amendment");
    expect(result.one_side).toEqual({ accounts_kept: 20, accounts_left_out: 20 });
    const tags = result.targeting_package.hashtags.map((h) => h.label);
    expect(tags).toEqual(expect.arrayContaining(["2a"]));
    expect(tags).not.toEqual(expect.arrayContaining(["enough"]));
    expect(tags.filter((tag) => ["enough", "boycottnra", "studentsstandup"].includes(tag))).toEqual([]);
  });

  it("keeps the whole conversation for a brief that names neither side", async () => {
    const result = await generate("gun");
    expect(result.one_side).toBeNull();
    expect(result.estimate.audience_accounts).toBe(40);
  });
});

/*
 * The same debate, and twenty film crew who shoot a gun scene ("second take") and like only each
 * other's posts: the brief finds three camps, and the crew are left out before the debate is split.
 */
describe.each(backends)("one side of a debate among other camps (%s)", (backend: Backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
    const { account, post, like } = tinyWorld(t.db);
    const camps: Record<string, { texts: string[]; posts: string[] }> = {
      o: { texts: OWNERS, posts: [] },
      k: { texts: CONTROL, posts: [] },
      f: {
        texts: ["Second take of the gun scene #filmmaking", "The gun scene again, second day #filmmaking #onset"],
        posts: [],
      },
    };
    for (const [prefix, camp] of Object.entries(camps))
      for (let i = 0; i < 20; i++) {
        await account(`${prefix}${i}`, `${prefix}handle${i}`);
        camp.posts.push(await post(`${prefix}${i}`, camp.texts[i % camp.texts.length] ?? ""));
      }
    for (const [prefix, camp] of Object.entries(camps))
      for (let i = 0; i < 20; i++)
        for (const d of [1, 2, 3]) await like(`${prefix}${i}`, camp.posts[(i + d) % 20] ?? "");
    await like("o0", camps.k?.posts[0] ?? "");
    for (let i = 0; i < 60; i++) {
      await account(`c${i}`, `coffee${i}`);
      await post(`c${i}`, "Pour over coffee at home #coffee");
    }
    await recountStats(t.db);
  });
  afterAll(() => t.close());

  it("splits the camp it keeps again until the brief's side is left", async () => {
    const result = await generatePackage(
      t.db,
      autopilotRequest.parse({ description: "gun owners who defend the second amendment" }),
      { language: "en", now: new Date("2026-01-15T00:00:00Z"), targeting: readConfig({}).targeting },
    );
    expect(result.one_side).toEqual({ accounts_kept: 20, accounts_left_out: 40 });
    const tags = result.targeting_package.hashtags.map((h) => h.label);
    expect(tags).toContain("2a");
    expect(tags.filter((tag) => ["enough", "filmmaking", "onset"].includes(tag))).toEqual([]);
  });
});
