import { describe, expect, it } from "vitest";
import { withSparingStyleCopy } from "./sparing-style-copy.ts";

describe("the style copy of a capture", () => {
  it("reads as empty what a copied element computes by itself, only inside the captured node", async () => {
    const root = document.createElement("section");
    const inner = document.createElement("div");
    const label = document.createElement("span");
    inner.append(label);
    root.append(inner);
    const outside = document.createElement("div");
    document.body.append(root, outside);
    const pageStyle = window.getComputedStyle;
    const names = ["display", "color"];
    const seen = await withSparingStyleCopy(root, names, async () => {
      const innerStyle = window.getComputedStyle(inner);
      const innerList = [...names];
      const labelStyle = window.getComputedStyle(label);
      const labelList = [...names];
      const rootStyle = window.getComputedStyle(root);
      return {
        // A div in a block: its display is its tag's and its parent's, so left out; a span in a div keeps its own.
        inner: innerStyle.getPropertyValue("display"),
        innerList,
        label: labelStyle.getPropertyValue("display"),
        labelList,
        // The captured node itself, and nodes outside it, read as they are.
        root: rootStyle.getPropertyValue("display"),
        outside: window.getComputedStyle(outside).getPropertyValue("display"),
        listAfterOutside: [...names],
      };
    });
    expect(seen.inner).toBe("");
    expect(seen.innerList).not.toContain("display");
    expect(seen.label).toBe("inline");
    expect(seen.labelList).toContain("display");
    expect(seen.root).toBe("block");
    expect(seen.outside).toBe("block");
    expect(seen.listAfterOutside).toEqual(["display", "color"]);
    // All put back once the capture is done.
    expect(window.getComputedStyle).toBe(pageStyle);
    expect(names).toEqual(["display", "color"]);
    expect(window.getComputedStyle(inner).getPropertyValue("display")).toBe("block");
    root.remove();
    outside.remove();
  });
});
