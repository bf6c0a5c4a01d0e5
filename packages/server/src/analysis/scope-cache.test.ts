import { describe, expect, it } from "vitest";
import type { Db } from "../db/database.ts";
import { acquireScope, forgetScopes, SCOPE_IDLE_MS, SCOPE_MAX_AGE_MS } from "./scope-cache.ts";

/** A store handle for the cache only: it is never queried. */
const store = () => {
  const db = { kind: "pglite" } as unknown as Db & { heavy: Db };
  Object.defineProperty(db, "heavy", { get: () => db });
  return db;
};

function pins() {
  const pinned: string[] = [];
  const dropped: string[] = [];
  return {
    pinned,
    dropped,
    pin: async () => {
      pinned.push(`t${pinned.length}`);
      return { id: `t${pinned.length - 1}`, postCount: 1, audienceCount: 1 };
    },
    drop: async (id: string) => {
      dropped.push(id);
    },
  };
}

describe("scope cache", () => {
  it("shares a scope between requests in use or just done, and pins anew after a pause or too old", async () => {
    const db = store();
    const p = pins();
    const t0 = 1_000_000;
    const a = await acquireScope(db, "k", p.pin, p.drop, t0);
    const b = await acquireScope(db, "k", p.pin, p.drop, t0 + 10);
    expect([a.tables.id, b.tables.id]).toEqual(["t0", "t0"]);
    // What one card's request computed from the scope serves the next card's.
    expect(b.shared).toBe(a.shared);
    a.release();
    b.release();
    const c = await acquireScope(db, "k", p.pin, p.drop, t0 + SCOPE_IDLE_MS - 1);
    expect(c.tables.id).toBe("t0");
    // In use, but too old: a new request pins anew; the old tables go when their last user is done.
    const d = await acquireScope(db, "k", p.pin, p.drop, t0 + SCOPE_MAX_AGE_MS);
    expect(d.tables.id).toBe("t1");
    expect(d.shared).not.toBe(a.shared);
    expect(p.dropped).toEqual([]);
    c.release();
    await Promise.resolve();
    expect(p.dropped).toEqual(["t0"]);
    // Another scope is never shared.
    const other = await acquireScope(db, "other", p.pin, p.drop, t0 + SCOPE_MAX_AGE_MS);
    expect(other.tables.id).toBe("t2");
    d.release();
    other.release();
    await forgetScopes(db, p.drop);
    expect(p.dropped.sort()).toEqual(["t0", "t1", "t2"]);
  });

  it("pins again after an idle pause, and does not keep a failed pin", async () => {
    const db = store();
    const p = pins();
    const a = await acquireScope(db, "k", p.pin, p.drop, 0);
    a.release();
    const b = await acquireScope(db, "k", p.pin, p.drop, Date.now() + SCOPE_IDLE_MS);
    expect(b.tables.id).toBe("t1");
    b.release();
    const failing = () => Promise.reject(new Error("no"));
    await expect(acquireScope(db, "bad", failing, p.drop)).rejects.toThrow("no");
    expect((await acquireScope(db, "bad", p.pin, p.drop)).tables.id).toBe("t2");
    await forgetScopes(db, p.drop);
  });
});
