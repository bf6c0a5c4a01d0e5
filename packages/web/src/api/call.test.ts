import { operation } from "@xa/core/contract/operation";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { call } from "./call.ts";

const getThing = operation({
  method: "GET",
  path: "/api/things/:thing/",
  summary: "A thing",
  tags: ["test"],
  params: z.object({ thing: z.string() }),
  query: z.object({ full: z.boolean().optional(), tags: z.array(z.string()).optional() }),
  status: 200,
  response: z.object({ id: z.number(), name: z.string() }),
  errors: [404],
});

function answer(body: unknown, status = 200) {
  const fetch = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(body === undefined ? "" : JSON.stringify(body), { status }),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

describe("call", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("fills the path and query and answers the parsed response", async () => {
    const fetch = answer({ id: 1, name: "one" });
    const thing = await call(getThing, { params: { thing: "a/b" }, query: { full: true, tags: ["x", "y"] } });
    expect(thing).toEqual({ id: 1, name: "one" });
    expect(fetch.mock.calls[0]?.[0]).toBe("/api/things/a%2Fb/?full=true&tags=x&tags=y");
  });

  it("fails when the server's answer drifts from the contract", async () => {
    answer({ id: "1", name: "one" });
    await expect(call(getThing, { params: { thing: "t" }, query: {} })).rejects.toThrow();
  });
});
