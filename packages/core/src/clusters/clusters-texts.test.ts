import { describe, expect, it } from "vitest";
import { clustersTexts } from "./clusters-texts.ts";

// Both languages in step: i18n/text-template.test.ts.
describe("topic-cluster texts", () => {
  it("says what was read and how, numbers in the reader's format", () => {
    const params = { matched: 52_340, sampled: 20_000, terms: 150, modularity: "0.46" };
    expect(clustersTexts("en", ["sampled", "communities"], params)).toMatch(
      /^A fixed pseudo-random sample of 20,000 of the 52,340 posts .* read\. Clusters are Louvain communities of that graph \(modularity 0\.46/,
    );
    expect(clustersTexts("ja", ["all", "graph"], params)).toMatch(/52,340 件の投稿をすべて読みました。ノードは/);
  });
});
