import { describe, expect, it } from "vitest";
import { twinAttributes, twinKey, valuesToLeaveOut } from "./style-left-out.ts";

describe("values a copied element leaves out", () => {
  // color, display, margin-top, font-weight
  const defaults = ["rgb(0, 0, 0)", "block", "0px", "400"];

  it("leaves out a value equal both to its tag's default and to its parent's", () => {
    const parent = ["rgb(0, 0, 0)", "flex", "0px", "700"];
    const values = ["rgb(0, 0, 0)", "block", "0px", "400"];
    expect([...valuesToLeaveOut(values, defaults, parent)]).toEqual([1, 0, 1, 0]);
  });

  it("copies a value that differs from its tag's default, even when its parent has it too", () => {
    const parent = ["rgb(255, 0, 0)", "block", "8px", "400"];
    const values = ["rgb(255, 0, 0)", "block", "8px", "400"];
    expect([...valuesToLeaveOut(values, defaults, parent)]).toEqual([0, 1, 0, 1]);
  });

  it("copies every value of the captured node itself, which has no copied parent", () => {
    expect([...valuesToLeaveOut(defaults, defaults, null)]).toEqual([0, 0, 0, 0]);
  });
});

describe("an element's default twin", () => {
  it("keeps the attributes the browser's own styles read, and empties addresses", () => {
    const input = document.createElement("input");
    input.type = "checkbox";
    input.className = "mantine-Checkbox-input";
    input.id = "pick-1";
    input.setAttribute("data-checked", "");
    input.setAttribute("aria-label", "Pick");
    input.checked = true;
    input.setAttribute("checked", "");
    expect(twinAttributes(input)).toEqual([
      ["checked", ""],
      ["type", "checkbox"],
    ]);
    const link = document.createElement("a");
    link.href = "https://x.com/someone";
    link.lang = "ja";
    expect(twinAttributes(link)).toEqual([
      ["href", ""],
      ["lang", "ja"],
    ]);
  });

  it("is shared by elements that differ only where styles cannot tell", () => {
    const SVG = "http://www.w3.org/2000/svg";
    const path = (d: string, stroke: string) => {
      const p = document.createElementNS(SVG, "path");
      p.setAttribute("d", d);
      p.setAttribute("stroke", stroke);
      return p;
    };
    expect(twinKey(path("M0 0L1 1", "red"))).toBe(twinKey(path("M5 5L2 2", "red")));
    expect(twinKey(path("M0 0L1 1", "red"))).not.toBe(twinKey(path("M0 0L1 1", "blue")));
    const div = document.createElement("div");
    const span = document.createElement("span");
    expect(twinKey(div)).not.toBe(twinKey(span));
    div.className = "card";
    div.style.color = "red";
    expect(twinKey(div)).toBe(twinKey(document.createElement("div")));
  });
});
