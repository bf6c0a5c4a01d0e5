import { describe, expect, it } from "vitest";
import { jsonInSlices } from "./json-in-slices.ts";

describe("jsonInSlices", () => {
  it("encodes exactly what JSON.stringify does, at every depth", async () => {
    const values: unknown[] = [
      { a: 1, b: [1, "two", null, { c: true }], d: { e: { f: [new Date(0)] } }, skipped: undefined },
      [undefined, () => 1, { g: undefined }],
      { when: new Date(86_400_000), nested: { list: [] as unknown[], empty: {} } },
      "text",
      42,
      null,
    ];
    for (const value of values)
      for (const depth of [0, 1, 2, 5]) expect(await jsonInSlices(value, depth)).toBe(JSON.stringify(value));
  });

  it("lets other work run while it encodes a large value", async () => {
    const large = {
      sections: Object.fromEntries(
        Array.from({ length: 200 }, (_, i) => [
          `s${i}`,
          { items: Array.from({ length: 2_000 }, (_, j) => ({ term: `t${j}`, n: j })) },
        ]),
      ),
    };
    let ranBetween = false;
    setImmediate(() => {
      ranBetween = true;
    });
    const json = await jsonInSlices(large);
    expect(ranBetween).toBe(true);
    expect(JSON.parse(json)).toEqual(large);
  });
});
