import { analysisContract } from "@xa/core/analysis/analysis-contract";
import type { Operation } from "@xa/core/contract/operation";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app.ts";

type Documented = {
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  responses?: Record<string, { content?: Record<string, unknown> }>;
};

/** The OpenAPI entry of an operation: its path in OpenAPI's {name} form, under its method. */
function documented(doc: { paths: Record<string, Record<string, Documented>> }, op: Operation) {
  return doc.paths[op.path.replace(/:(\w+)/g, "{$1}")]?.[op.method.toLowerCase()];
}

describe("the analysis operations in the OpenAPI document", () => {
  let t: TestApp;
  let doc: Parameters<typeof documented>[0];
  beforeAll(async () => {
    t = await createTestApp("pglite");
    doc = (await t.call({ method: "GET", url: "/api/schema/" })).body;
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(Object.entries(analysisContract))("lists %s with its request and its response", (_name, op: Operation) => {
    const entry = documented(doc, op);
    expect(entry, `${op.method} ${op.path}`).toBeDefined();
    if (op.body) expect(entry?.requestBody).toBeDefined();
    if (op.query) expect(entry?.parameters?.some((p) => p.in === "query")).toBe(true);
    const success = entry?.responses?.[String(op.status)];
    expect(success, `${op.method} ${op.path} ${op.status}`).toBeDefined();
    expect(success?.content?.["application/json"]).toBeDefined();
    for (const status of op.errors) expect(entry?.responses?.[String(status)], String(status)).toBeDefined();
  });
});
