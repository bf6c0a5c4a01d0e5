import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, createTestApp, signIn, type TestApp } from "../test/test-app.ts";
import { insertTestWorld } from "../test/test-world.ts";

describe.each(backends)("the audience request's feedback and checks on %s", (backend) => {
  let t: TestApp;
  let ann: string;
  let bob: string;
  let generation: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    await insertTestWorld(t.db);
    ann = await signIn(t, `ann-${backend}@example.com`);
    bob = await signIn(t, `bob-${backend}@example.com`);
    const made = await t.call({
      method: "POST",
      url: "/api/build-audience/",
      token: ann,
      payload: { description: "sneaker fans" },
    });
    expect(made.status).toBe(201);
    generation = String(made.body.id);
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (path: string, token: string | undefined, payload: object, language = "en") =>
    t.call({
      method: "POST",
      url: `/api/external/audience-request/${path}/`,
      token,
      payload,
      headers: { "accept-language": language },
    });
  const stored = async () =>
    t.db.query<{ rating: number; text: string }>(
      "SELECT rating, text FROM generation_feedback WHERE generation_id = $1 ORDER BY id",
      [generation],
    );

  it("keeps the creator's rating and words about a generated package", async () => {
    const res = await post("feedback", ann, {
      generation_id: generation,
      rating: 4,
      text: " Good hashtags, too few handles ",
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ generation_id: generation, rating: 4, text: "Good hashtags, too few handles" });
    expect(await stored()).toEqual([{ rating: 4, text: "Good hashtags, too few handles" }]);
  });

  it("refuses feedback on someone else's or no generation, and bad ratings, storing nothing", async () => {
    const before = (await stored()).length;
    expect((await post("feedback", bob, { generation_id: generation, rating: 5 })).status).toBe(404);
    expect((await post("feedback", ann, { generation_id: "999999", rating: 5 })).status).toBe(404);
    expect(await post("feedback", ann, { generation_id: generation, rating: 6 })).toMatchObject({
      status: 400,
      body: { rating: ["Rating must be a whole number from 1 to 5"] },
    });
    expect((await post("feedback", undefined, { generation_id: generation, rating: 3 })).status).toBe(403);
    expect((await stored()).length).toBe(before);
  });

  it("validates an e-mail address's syntax", async () => {
    expect((await post("validate-email", ann, { email: " ann@example.com " })).body).toEqual({
      valid: true,
      detail: "ann@example.com is a valid e-mail address.",
    });
    expect((await post("validate-email", ann, { email: "ann@example" })).body).toEqual({
      valid: false,
      detail: "Invalid email address",
    });
    expect((await post("validate-email", ann, { email: "a b@example.com" }, "ja")).body).toEqual({
      valid: false,
      detail: "メールアドレスが無効です",
    });
    expect((await post("validate-email", ann, {})).status).toBe(400);
  });

  it("validates a handle's syntax and whether the store has it", async () => {
    expect((await post("validate-handle", ann, { handle: "@NIKE" })).body).toEqual({
      valid: true,
      detail: "@nike is in the data store.",
    });
    expect((await post("validate-handle", ann, { handle: "nobody_here" })).body).toEqual({
      valid: false,
      detail: "No account @nobody_here in the data store",
    });
    expect((await post("validate-handle", ann, { handle: "not a handle" })).body).toMatchObject({ valid: false });
    expect((await post("validate-handle", ann, { handle: "x".repeat(16) })).body.detail).toContain("1 to 15");
    expect((await post("validate-handle", ann, { handle: "nobody_here" }, "ja")).body.detail).toBe(
      "データストアにアカウント @nobody_here はありません",
    );
  });

  it("queues job-title targeting as the autopilot's generation from job-title groups", async () => {
    const res = await t.call({
      method: "POST",
      url: "/api/external/job-title-targeting/",
      token: ann,
      payload: { job_titles: ["IT Developer"] },
    });
    expect(res.status).toBe(201);
    expect(res.body.request.job_titles).toEqual(["IT Developer"]);
    const read = await t.call({ method: "GET", url: `/api/audience-insight/${res.body.id}/`, token: ann });
    expect(read.status).toBe(200);
    const job = (payload: object) =>
      t.call({ method: "POST", url: "/api/external/job-title-targeting/", token: ann, payload });
    expect(await job({ job_titles: [] })).toMatchObject({
      status: 400,
      body: { job_titles: ["Choose at least one job title"] },
    });
    expect((await job({ job_titles: ["Astronaut"] })).status).toBe(400);
  });
});
