import { describe, expect, it } from "vitest";
import { isOffScreen, revealElement } from "./reveal.ts";

describe("isOffScreen", () => {
  const viewport = 800;
  it("leaves an element wholly on screen", () => {
    expect(isOffScreen({ top: 100, bottom: 300 }, viewport)).toBe(false);
  });
  it("scrolls to an element above, below or cut by the bottom edge", () => {
    expect(isOffScreen({ top: -300, bottom: -100 }, viewport)).toBe(true);
    expect(isOffScreen({ top: 900, bottom: 1100 }, viewport)).toBe(true);
    expect(isOffScreen({ top: 700, bottom: 900 }, viewport)).toBe(true);
    expect(isOffScreen({ top: -50, bottom: 100 }, viewport)).toBe(true);
  });
  it("leaves a tall element whose top is on screen", () => {
    expect(isOffScreen({ top: 100, bottom: 2000 }, viewport)).toBe(false);
  });
});

describe("revealElement", () => {
  function element(top: number, bottom: number) {
    const node = document.createElement("section");
    node.getBoundingClientRect = () => ({ top, bottom }) as DOMRect;
    const calls: unknown[] = [];
    node.scrollIntoView = (options) => calls.push(options);
    return { node, calls };
  }
  it("scrolls an element asked for only when it is off-screen", () => {
    const below = element(window.innerHeight + 100, window.innerHeight + 300);
    expect(revealElement(below.node, { block: "start" })).toBe(true);
    expect(below.calls).toEqual([{ behavior: "smooth", block: "start" }]);

    const onScreen = element(10, 100);
    expect(revealElement(onScreen.node)).toBe(false);
    expect(onScreen.calls).toEqual([]);
  });
});
