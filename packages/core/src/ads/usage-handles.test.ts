import { describe, expect, it } from "vitest";
import { targetingPackage } from "../targeting/targeting-package.ts";
import { reorderedHandles, usageHandlesOrder, withHandlesOrder } from "./usage-handles.ts";

const pkg = targetingPackage.parse({
  handles: [{ handle: "Alpha" }, { handle: "beta", deselected: true }, { handle: "gamma" }, { handle: "alpha" }],
});

describe("usage handles", () => {
  it("orders the selected handles once each, keeping a previous order", () => {
    expect(usageHandlesOrder(pkg)).toEqual(["Alpha", "gamma"]);
    expect(usageHandlesOrder(pkg, ["gamma", "gone", "alpha"])).toEqual(["gamma", "Alpha"]);
    const more = targetingPackage.parse({ handles: [{ handle: "delta" }, { handle: "gamma" }, { handle: "Alpha" }] });
    expect(usageHandlesOrder(more, ["gamma", "Alpha"])).toEqual(["gamma", "Alpha", "delta"]);
  });

  it("takes a new order only when it is a permutation of the stored handles", () => {
    expect(reorderedHandles(["Alpha", "gamma"], ["@GAMMA", "alpha"])).toEqual(["gamma", "Alpha"]);
    expect(reorderedHandles(["Alpha", "gamma"], ["gamma"])).toBeNull();
    expect(reorderedHandles(["Alpha", "gamma"], ["gamma", "gamma"])).toBeNull();
    expect(reorderedHandles(["Alpha", "gamma"], ["gamma", "delta"])).toBeNull();
    expect(reorderedHandles([], [])).toEqual([]);
  });

  it("puts the package's handles in the usage's order, the others after", () => {
    expect(withHandlesOrder(pkg, ["gamma", "Alpha"]).handles.map((h) => h.handle)).toEqual([
      "gamma",
      "Alpha",
      "alpha",
      "beta",
    ]);
  });
});
