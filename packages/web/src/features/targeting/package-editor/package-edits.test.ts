import { emptyPackage, type TargetingPackage, targetingPackage } from "@xa/core/targeting/targeting-package";
import { describe, expect, it } from "vitest";
import { addEntry, keptTerms, removeEntry, selectedCount, toggleEntry } from "./package-edits.ts";

const pkg: TargetingPackage = targetingPackage.parse({
  keywords: [{ label: "pour over" }, { label: "espresso", deselected: true }],
  handles: [{ handle: "KumoRoasters" }],
  languages: [{ id: "en", label: "English" }],
});

describe("package edits", () => {
  it("toggles one entry and leaves the package it came from alone", () => {
    const next = toggleEntry(pkg, "keywords", 0);
    expect(next.keywords.map((k) => k.deselected)).toEqual([true, true]);
    expect(pkg.keywords[0]?.deselected).toBe(false);
    expect(toggleEntry(next, "keywords", 0).keywords[0]?.deselected).toBe(false);
  });

  it("removes an entry", () => {
    expect(removeEntry(pkg, "keywords", 1).keywords.map((k) => k.label)).toEqual(["pour over"]);
  });

  it("adds a new entry once, selecting again one that was deselected", () => {
    const added = addEntry(pkg, "languages", { id: "ja", label: "Japanese", deselected: false, audience_share: null });
    expect(added.languages.map((l) => l.id)).toEqual(["en", "ja"]);
    const again = addEntry(pkg, "keywords", { label: "Espresso", deselected: false, evidence: null });
    expect(again.keywords).toHaveLength(2);
    expect(again.keywords[1]?.deselected).toBe(false);
    const handle = {
      handle: "kumoroasters",
      account_id: null,
      name: null,
      followers: null,
      account_type: null,
      topic_share: null,
      deselected: false,
      evidence: null,
    };
    expect(addEntry(pkg, "handles", handle).handles).toHaveLength(1);
  });

  it("counts kept entries", () => {
    expect(selectedCount(pkg, "keywords")).toBe(1);
    expect(keptTerms(pkg)).toBe(2);
    expect(keptTerms(emptyPackage())).toBe(0);
  });
});
