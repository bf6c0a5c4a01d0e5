import { describe, expect, it } from "vitest";
import { type Person, TOPICS } from "../../../social/index.ts";
import { communityTruths, opposingAt, precisionAt } from "./community-truth.ts";

const guns = TOPICS.findIndex((t) => t.id === "guns");
const coffee = TOPICS.findIndex((t) => t.id === "coffee");
const person = (handle: string, topic: number, side: 0 | 1, second = topic): Person => ({
  id: handle,
  handle,
  lang: "en",
  topic,
  second,
  side,
  followers: 10,
  activity: 1,
  brand: false,
  notable: false,
});

describe("communityTruths", () => {
  const people = [
    person("Owner1", guns, 0),
    person("Owner2", coffee, 0, guns),
    person("Advocate", guns, 1),
    person("Barista", coffee, 1),
  ];
  const truths = communityTruths(people);
  const byId = new Map(truths.map((t) => [t.id, t]));

  it("has every topic, and each side of a debate with its own members, words and tags", () => {
    expect(truths.map((t) => t.id)).toEqual(
      expect.arrayContaining(["coffee", "guns", "guns-rights", "guns-control", "nuclear-restart", "nuclear-phaseout"]),
    );
    expect([...(byId.get("guns")?.handles ?? [])].sort()).toEqual(["advocate", "owner1", "owner2"]);
    expect([...(byId.get("guns-rights")?.handles ?? [])].sort()).toEqual(["owner1", "owner2"]);
    expect([...(byId.get("guns-control")?.handles ?? [])]).toEqual(["advocate"]);
    const rights = byId.get("guns-rights");
    // Its own words whole and word by word, and the words both sides use.
    for (const w of ["concealed carry", "concealed", "carry", "2a", "guns", "congress"])
      expect(rights?.keywords.has(w), w).toBe(true);
    expect(rights?.hashtags.has("shallnotbeinfringed")).toBe(true);
    expect(rights?.hashtags.has("gundebate")).toBe(true);
    expect(rights?.debate).toBe("guns");
    // What only the other side uses: never a shared word.
    expect(rights?.opposing?.hashtags.has("boycottnra")).toBe(true);
    expect(rights?.opposing?.keywords.has("background checks")).toBe(true);
    expect(rights?.opposing?.keywords.has("gun")).toBe(false);
    expect(rights?.hashtags.has("boycottnra")).toBe(false);
    expect(byId.get("coffee")?.opposing).toBeUndefined();
  });

  it("scores a side's top list by its own terms and counts the other side's", () => {
    const rights = byId.get("guns-rights");
    const top = ["#2A", "#BoycottNRA", "#Enough", "#GunDebate"];
    expect(
      precisionAt(
        top.map((t) => t.slice(1)),
        rights?.hashtags ?? new Set(),
      ),
    ).toBe(0.5);
    expect(opposingAt(top, rights?.opposing?.hashtags ?? new Set())).toBe(2);
  });
});
