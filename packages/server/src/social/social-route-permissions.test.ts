import {
  canCancelJob,
  canImport,
  canSeeJobs,
  canSeeStore,
  type SocialCaller,
  type SocialRule,
} from "@xa/core/social/social-permissions";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enqueueJob } from "../jobs/job-queries.ts";
import { backends, createTestApp, signIn, type TestApp } from "../test/test-app.ts";
import { IMPORT_KIND, X_FETCH_KIND } from "./social-jobs.ts";

const INGEST_TOKEN = "local-token-0123456789abcdef";
const STAFF = ["staff@example.com"];

// Every social route with the rule that guards it: a route must refuse exactly whom its rule refuses.
const routes: [string, SocialRule, (ids: { importId: string; fetchId: string }) => InjectOptions][] = [
  [
    "upload a file",
    canImport,
    () => ({ method: "POST", url: "/api/social/imports/?filename=a.jsonl", payload: "{}\n" }),
  ],
  ["list imports", canSeeJobs, () => ({ method: "GET", url: "/api/social/imports/" })],
  ["get an import", canSeeJobs, ({ importId }) => ({ method: "GET", url: `/api/social/imports/${importId}/` })],
  [
    "cancel an import",
    canCancelJob,
    ({ importId }) => ({ method: "POST", url: `/api/social/imports/${importId}/cancel/` }),
  ],
  [
    "start a fetch",
    canImport,
    () => ({ method: "POST", url: "/api/social/x-fetch/", payload: { kind: "user", username: "ann" } }),
  ],
  ["list fetches", canSeeJobs, () => ({ method: "GET", url: "/api/social/x-fetch/" })],
  ["get a fetch", canSeeJobs, ({ fetchId }) => ({ method: "GET", url: `/api/social/x-fetch/${fetchId}/` })],
  [
    "cancel a fetch",
    canCancelJob,
    ({ fetchId }) => ({ method: "POST", url: `/api/social/x-fetch/${fetchId}/cancel/` }),
  ],
  ["get any job", canSeeJobs, ({ importId }) => ({ method: "GET", url: `/api/social/jobs/${importId}/` })],
  ["see the store", canSeeStore, () => ({ method: "GET", url: "/api/social/store/" })],
];

describe.each(backends)("who may call each social route on %s", (backend) => {
  let t: TestApp;
  const callers: [string, SocialCaller, () => { token?: string; headers?: Record<string, string> }][] = [];
  let ids: { importId: string; fetchId: string };
  beforeAll(async () => {
    t = await createTestApp(backend);
    const staff = await signIn(t, "staff@example.com");
    const member = await signIn(t, "someone@example.com");
    await t.db.query("INSERT INTO ingest_tokens (token) VALUES ($1)", [INGEST_TOKEN]);
    callers.push(
      ["nobody signed in", null, () => ({})],
      ["a signed-in user", { user: { email: "someone@example.com" } }, () => ({ token: member })],
      ["staff", { user: { email: "staff@example.com" } }, () => ({ token: staff })],
      ["the ingest token", { ingestToken: true }, () => ({ headers: { authorization: `Ingest ${INGEST_TOKEN}` } })],
    );
    ids = {
      importId: (await enqueueJob(t.db, IMPORT_KIND, { uploadId: "1", filename: "a.jsonl" })).id,
      fetchId: (await enqueueJob(t.db, X_FETCH_KIND, { kind: "user", username: "ann" })).id,
    };
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(routes)("%s: refuses with a 403 exactly whom its rule refuses", async (_name, rule, request) => {
    for (const [who, caller, auth] of callers) {
      const { token, headers } = auth();
      const answer = await t.call({ ...request(ids), ...(token ? { token } : {}), ...(headers ? { headers } : {}) });
      expect(answer.status, `${who}: ${answer.status} ${JSON.stringify(answer.body)}`).toSatisfy((status: number) =>
        rule(caller, STAFF) ? status < 300 || status === 409 : status === 403,
      );
    }
  });
});
