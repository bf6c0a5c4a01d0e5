import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enqueueJob } from "../jobs/job-queries.ts";
import { backends, createTestApp, signIn, type TestApp } from "../test/test-app.ts";
import { IMPORT_KIND, X_FETCH_KIND } from "./social-jobs.ts";

describe.each(backends)("the social job lists on %s", (backend) => {
  let t: TestApp;
  let staff: string;
  let admin: string;
  let imports: string[];
  let fetchId: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    staff = await signIn(t, "staff@example.com");
    admin = await signIn(t, "admin@acme.test");
    // A team admin is still no importer: jobs belong to the store, not to a team.
    expect((await t.call({ method: "POST", url: "/api/teams/", token: admin, payload: { name: "Acme" } })).status).toBe(
      201,
    );
    imports = [];
    for (const filename of ["a.jsonl", "b.jsonl", "c.jsonl"])
      imports.push(String((await enqueueJob(t.db, IMPORT_KIND, { uploadId: "1", filename })).id));
    fetchId = String((await enqueueJob(t.db, X_FETCH_KIND, { kind: "user", username: "ann" })).id);
  });
  afterAll(async () => {
    await t.close();
  });

  const list = (url: string, token = staff) => t.call({ method: "GET", url, token });
  const ids = (body: { results: { id: string }[] }) => body.results.map((j) => j.id);

  it("answers a page at a time, newest first, with the count of that kind only", async () => {
    const first = await list("/api/social/imports/?limit=2");
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(3);
    expect(ids(first.body)).toEqual([imports[2], imports[1]]);
    const rest = await list("/api/social/imports/?limit=2&offset=2");
    expect(rest.body).toMatchObject({ count: 3 });
    expect(ids(rest.body)).toEqual([imports[0]]);
    expect(rest.body.results[0].filename).toBe("a.jsonl");
    const fetches = await list("/api/social/x-fetch/");
    expect(fetches.body.count).toBe(1);
    expect(ids(fetches.body)).toEqual([fetchId]);
  });

  it("refuses a page above the limit, naming it, and a bad window", async () => {
    for (const url of ["/api/social/imports/?limit=101", "/api/social/x-fetch/?limit=1000"]) {
      const res = await list(url);
      expect(res.status, url).toBe(400);
      expect(JSON.stringify(res.body), url).toContain("100");
    }
    expect((await list("/api/social/imports/?offset=-1")).status).toBe(400);
    expect((await list("/api/social/imports/?limit=two")).status).toBe(400);
  });

  it("shows no job to a team member who is not staff, nor to a signed-out caller", async () => {
    for (const url of ["/api/social/imports/", "/api/social/x-fetch/", `/api/social/imports/${imports[0]}/`]) {
      const res = await list(url, admin);
      expect(res.status, url).toBe(403);
      expect(JSON.stringify(res.body)).not.toContain("jsonl");
      expect((await t.call({ method: "GET", url })).status, url).toBe(403);
    }
  });
});
