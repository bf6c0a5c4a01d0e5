import { describe, expect, it } from "vitest";
import { readAudienceCursor, writeAudienceCursor } from "./audience-cursor.ts";

describe("audience cursors", () => {
  it("read back what they wrote, any handle included", () => {
    for (const k of ["fan_1", "ユーザー😀", "", 'a"b\\c']) {
      const cursor = { s: "handle", p: "key", k, i: "2001", n: 50 } as const;
      expect(readAudienceCursor(writeAudienceCursor(cursor), "handle")).toEqual({ cursor });
    }
    const time = { s: "-followed_at", p: "key", k: "2026-11-03T00:00:00.123456Z", i: "7", n: 1 } as const;
    expect(readAudienceCursor(writeAudienceCursor(time), "-followed_at")).toEqual({ cursor: time });
    const edge = { s: "followers_count", p: "edge", k: null, i: "ghost", n: 100 } as const;
    expect(readAudienceCursor(writeAudienceCursor(edge), "followers_count")).toEqual({ cursor: edge });
  });

  it("refuse a cursor of another order, and one the API did not write", () => {
    const byCount = writeAudienceCursor({ s: "-followers_count", p: "key", k: "3000", i: "2002", n: 2 });
    expect(readAudienceCursor(byCount, "handle")).toEqual({ error: "premium.cursorSort" });
    const bad = { error: "premium.cursorInvalid" };
    expect(readAudienceCursor(`${byCount.slice(0, -3)}x!`, "-followers_count")).toEqual(bad);
    expect(readAudienceCursor("not a cursor", "handle")).toEqual(bad);
    // Well formed, but a count that is not a number, a key in a null phase, a field too many.
    for (const forged of [
      { s: "-followers_count", p: "key", k: "1; DROP", i: "1", n: 1 },
      { s: "handle", p: "null", k: "x", i: "1", n: 1 },
      { s: "handle", p: "key", k: "x", i: "1", n: 1, extra: 1 },
      { s: "-followed_at", p: "key", k: "2026-11-03", i: "1", n: 1 },
    ])
      expect(readAudienceCursor(writeAudienceCursor(forged as never), "handle")).toMatchObject({
        error: expect.any(String),
      });
  });
});
