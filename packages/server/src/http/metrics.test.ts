import parsePrometheusTextFormat from "parse-prometheus-text-format";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enqueueJob } from "../jobs/job-queries.ts";
import { ingestJsonl } from "../test/ingest-jsonl.ts";
import { backends, createTestApp, signIn, type TestApp } from "../test/test-app.ts";

const TOKEN = "scrape-secret-0123456789";

describe.each(backends)("the metrics scrape (%s)", (backend) => {
  let t: TestApp;
  let ann: string;
  let staff: string;

  beforeAll(async () => {
    t = await createTestApp(backend, { METRICS_TOKEN: TOKEN });
    ann = await signIn(t, "ann@example.com");
    staff = await signIn(t, "staff@example.com");
  });
  afterAll(() => t.close());

  const scrape = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ method: "GET", url: "/api/metrics/", headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    return Object.assign(parsePrometheusTextFormat(res.body), { text: res.body });
  };
  const bearer = { authorization: `Bearer ${TOKEN}` };
  type Families = Awaited<ReturnType<typeof scrape>>;
  const sample = (families: Families, name: string, labels: Record<string, string>) =>
    families
      .find((f) => f.name === name)
      ?.metrics.find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v));

  it("counts and times a route's requests by its pattern and status class", async () => {
    const me = { name: "xa_http_requests_total", labels: { method: "GET", route: "/api/user/me/", status: "2xx" } };
    const before = Number(sample(await scrape(bearer), me.name, me.labels)?.value ?? 0);
    expect((await t.call({ method: "GET", url: "/api/user/me/", token: ann })).status).toBe(200);
    expect((await t.call({ method: "GET", url: "/api/user/me/", token: ann })).status).toBe(200);
    await t.call({ method: "GET", url: "/api/user/me/" });
    const after = await scrape(bearer);
    expect(Number(sample(after, me.name, me.labels)?.value)).toBe(before + 2);
    expect(Number(sample(after, me.name, { ...me.labels, status: "4xx" })?.value)).toBeGreaterThanOrEqual(1);
    // The parser keeps only one labelled histogram of a family, so its series are read from the text.
    expect(after.find((f) => f.name === "xa_http_request_duration_seconds")?.type).toBe("HISTOGRAM");
    const series = '{method="GET",route="/api/user/me/",status="2xx"}';
    const line = (suffix: string) =>
      after.text.split("\n").find((l) => l.startsWith(`xa_http_request_duration_seconds_${suffix}`));
    expect(line(`count${series}`)).toBe(`xa_http_request_duration_seconds_count${series} ${before + 2}`);
    expect(line(`bucket{le="+Inf",method="GET",route="/api/user/me/",status="2xx"}`)).toMatch(/ \d+$/);
  });

  it("reports the job queues, the pools where there are some, and the posts imported", async () => {
    await enqueueJob(t.db, "enrich", {}, null);
    const imported = { kind: "posts", change: "inserted" };
    const before = Number(sample(await scrape(bearer), "xa_import_records_total", imported)?.value ?? 0);
    await ingestJsonl(t.db, {
      data: [
        { id: "9101", author_id: "601", text: "first", created_at: "2026-03-02T10:00:00.000Z" },
        { id: "9102", author_id: "601", text: "second", created_at: "2026-03-02T11:00:00.000Z" },
      ],
      includes: { users: [{ id: "601", username: "metric_amy", name: "Amy" }] },
    });
    const families = await scrape(bearer);
    expect(Number(sample(families, "xa_import_records_total", imported)?.value)).toBe(before + 2);
    expect(sample(families, "xa_job_queue_depth", { kind: "enrich", status: "queued" })?.value).toBe("1");
    const pools = families.find((f) => f.name === "xa_db_pool_connections");
    if (backend === "pglite") expect(pools?.metrics ?? []).toEqual([]);
    else expect(sample(families, "xa_db_pool_connections", { lane: "main", state: "total" })).toBeDefined();
  });

  it("answers staff's session too, and nobody else", async () => {
    await scrape({ authorization: `Token ${staff}` });
    const refused = async (headers: Record<string, string>, status: number) => {
      const res = await t.call({ method: "GET", url: "/api/metrics/", headers });
      expect(res.status).toBe(status);
      expect(res.body.detail).toBeTruthy();
    };
    await refused({}, 403);
    await refused({ authorization: `Token ${ann}` }, 403);
    await refused({ authorization: "Bearer wrong" }, 401);
  });
});
