import { errorText } from "@xa/core/http/error-texts";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { registerErrorHandler } from "../http/error-handler.ts";
import { openDatabase } from "./database.ts";
import { HeavyLaneBusyError, heavyLane } from "./heavy-lane.ts";

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

describe("heavy lane", () => {
  it("runs at most its slots at once and the rest in arrival order", async () => {
    const lane = heavyLane(2, 5_000);
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const done = gates.map((gate, i) =>
      lane.run(async () => {
        started.push(i);
        await gate.promise;
        return i;
      }),
    );
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([0, 1]);
    expect(lane.waiting).toBe(2);
    gates[1]?.resolve();
    await done[1];
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([0, 1, 2]);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(done)).toEqual([0, 1, 2, 3]);
    expect(lane.waiting).toBe(0);
  });

  it("answers busy past its longest wait and never runs that work", async () => {
    const lane = heavyLane(1, 30);
    const gate = deferred();
    const first = lane.run(() => gate.promise);
    let ran = false;
    const second = lane.run(async () => {
      ran = true;
    });
    await expect(second).rejects.toBeInstanceOf(HeavyLaneBusyError);
    expect(lane.waiting).toBe(0);
    gate.resolve();
    await first;
    expect(ran).toBe(false);
    await expect(lane.run(async () => "after")).resolves.toBe("after");
  });

  it("frees the slot when the work fails", async () => {
    const lane = heavyLane(1, 1_000);
    await expect(lane.run(() => Promise.reject(new Error("refused")))).rejects.toThrow("refused");
    await expect(lane.run(async () => 1)).resolves.toBe(1);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("the heavy lane on PostgreSQL", () => {
  it("queues analyses among themselves, answers busy past the wait and leaves short queries alone", async () => {
    const db = await openDatabase({
      databaseUrl: process.env.TEST_DATABASE_URL,
      heavyConnections: 4,
      heavyWaitMs: 300,
    });
    try {
      let sleepersDone = false;
      const sleepers = Promise.all(Array.from({ length: 4 }, () => db.heavy.query("SELECT pg_sleep(1)"))).then(() => {
        sleepersDone = true;
      });
      const fifth = db.heavy.query("SELECT 1 AS one");
      expect(await db.query<{ one: number }>("SELECT 1 AS one")).toEqual([{ one: 1 }]);
      expect(sleepersDone).toBe(false);
      await expect(fifth).rejects.toBeInstanceOf(HeavyLaneBusyError);
      await sleepers;
      expect(await db.heavy.query<{ one: number }>("SELECT 1 AS one")).toEqual([{ one: 1 }]);
    } finally {
      await db.close();
    }
  });
});

describe("a busy heavy lane as the caller sees it", () => {
  it("is a 503 with Retry-After and a readable detail in the caller's language", async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.get("/busy", async () => {
      throw new HeavyLaneBusyError(60_000);
    });
    const en = await app.inject({ method: "GET", url: "/busy" });
    expect(en.statusCode).toBe(503);
    expect(en.headers["retry-after"]).toBe("60");
    expect(en.json()).toEqual({ detail: errorText("en", "serverBusy") });
    const ja = await app.inject({ method: "GET", url: "/busy", headers: { "accept-language": "ja" } });
    expect(ja.json().detail).toContain("混み合って");
    await app.close();
  });
});
