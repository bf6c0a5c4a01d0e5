import { describe, expect, it } from "vitest";
import { splitTabs, tabCapacity } from "./split-tabs.ts";

const TABS = ["a", "b", "c", "d", "e", "f", "g", "h"];

describe("splitTabs", () => {
  it("fits about one tab per 60 px", () => {
    expect(tabCapacity(59)).toBe(1);
    expect(tabCapacity(300)).toBe(5);
    expect(tabCapacity(479)).toBe(7);
  });
  it("shows every tab when they fit or before the bar is measured", () => {
    expect(splitTabs(TABS, 480, "a")).toEqual({ visible: TABS, overflow: [] });
    expect(splitTabs(TABS, null, "a")).toEqual({ visible: TABS, overflow: [] });
    expect(splitTabs(TABS, 0, "a")).toEqual({ visible: TABS, overflow: [] });
  });
  it("moves the rest to More, which takes one tab's room", () => {
    expect(splitTabs(TABS, 300, "a")).toEqual({ visible: ["a", "b", "c", "d"], overflow: ["e", "f", "g", "h"] });
    expect(splitTabs(TABS, 100, "a")).toEqual({ visible: ["a"], overflow: ["b", "c", "d", "e", "f", "g", "h"] });
  });
  it("keeps the active tab in the bar", () => {
    expect(splitTabs(TABS, 300, "g")).toEqual({ visible: ["a", "b", "c", "g"], overflow: ["d", "e", "f", "h"] });
    expect(splitTabs(TABS, 100, "g")).toEqual({ visible: ["g"], overflow: ["a", "b", "c", "d", "e", "f", "h"] });
  });
});
