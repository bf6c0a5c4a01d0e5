import { autopilotRequest } from "@xa/core/targeting/autopilot-request";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Backend, backends, createTestApp, type TestApp } from "../../test/test-app.ts";
import { insertEvWorld } from "../../test/test-world-ev.ts";
import { findAudience } from "./find-audience.ts";
import { storeWordWidener } from "./lexical-widening.ts";
import { recountStats } from "./store-term-stats.ts";

/* The EV world (test-world-ev.ts): 10 of 120 accounts write ev and evs, none "electric car". */
describe.each(backends)("widening a brief with the words people type (%s)", (backend: Backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
    await insertEvWorld(t.db);
  }, 120_000);
  afterAll(() => t.close());

  const find = async (unwidened: string[] = []) => {
    const store = await recountStats(t.db);
    const request = autopilotRequest.parse({
      description: "People thinking about buying an electric car",
      unwidened_terms: unwidened,
    });
    const audience = await findAudience(t.db, request, { language: "en", now: new Date(), store });
    await audience.drop();
    return audience;
  };

  it("finds the audience whose posts say ev for an electric car, and says what it added", async () => {
    const audience = await find();
    expect(audience.widenedTerms).toEqual(expect.arrayContaining(["ev", "evs"]));
    expect(audience.size).toBe(10);
  });

  it("searches no word the user took out", async () => {
    const audience = await find(["ev", "evs"]);
    expect(audience.widenedTerms).not.toContain("ev");
    expect(audience.widenedTerms).not.toContain("evs");
  });

  it("targets an analysis's audience as its page showed it: widened, less what the user took out", async () => {
    const store = await recountStats(t.db);
    const sizeFrom = async (unwidened?: string[]) => {
      const request = autopilotRequest.parse({
        analysis: { query_type: "keyword", query: "electric car", ...(unwidened ? { unwidened } : {}) },
      });
      const audience = await findAudience(t.db, request, { language: "en", now: new Date(), store });
      await audience.drop();
      return audience.size;
    };
    expect(await sizeFrom()).toBe(10);
    expect(await sizeFrom(["ev", "evs"])).toBe(0);
  });

  it("keeps an analysis's widening a minute: every card asks for the same one", async () => {
    let clock = 0;
    const widen = storeWordWidener(t.db, () => clock);
    const first = widen(["electric", "car"], new Set());
    expect(widen(["electric", "car"], new Set())).toBe(first);
    expect(await first).toEqual(["ev", "evs"]);
    expect(await widen(["electric", "car"], new Set(["ev"]))).toEqual(["evs"]);
    clock = 61_000;
    const later = widen(["electric", "car"], new Set());
    expect(later).not.toBe(first);
    expect(await later).toEqual(["ev", "evs"]);
  });
});
