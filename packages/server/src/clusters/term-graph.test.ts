import { describe, expect, it } from "vitest";
import type { SampledPost } from "./sample-terms.ts";
import { buildTermGraph, seededRandom } from "./term-graph.ts";

const post = (terms: string[], sentiment: SampledPost["sentiment"] = "neutral", author = "a1"): SampledPost => ({
  author_id: author,
  sentiment,
  sentiment_score: sentiment === "positive" ? 0.5 : sentiment === "negative" ? -0.5 : 0,
  terms,
});

// Two groups of terms used together, joined by one weak link: each group's posts repeat its pairs.
const POSTS: SampledPost[] = [
  ...Array.from({ length: 6 }, (_, i) => post(["#cats", "kitten", "purr"], "positive", `c${i % 3}`)),
  ...Array.from({ length: 5 }, (_, i) => post(["#dogs", "puppy", "bark"], "negative", `d${i}`)),
  post(["#cats", "#dogs"]),
  post(["#cats", "#dogs"]),
  post(["lonely"]),
];
const TOP = ["#cats", "kitten", "purr", "#dogs", "puppy", "bark", "lonely"].map((term) => ({
  term,
  posts: POSTS.filter((p) => p.terms.includes(term)).length,
}));

describe("the term graph", () => {
  it("finds the two groups as clusters with their posts, authors and sentiment", () => {
    const g = buildTermGraph(TOP, POSTS);
    // "lonely" co-occurs with nothing: not a node.
    expect(g.nodes.map((n) => n.id).sort()).toEqual(["#cats", "#dogs", "bark", "kitten", "puppy", "purr"]);
    expect(g.clusters.map((c) => c.terms)).toEqual([
      ["#cats", "kitten", "purr"],
      ["#dogs", "bark", "puppy"],
    ]);
    const [cats, dogs] = g.clusters;
    // The two posts tagging both are a tie, given to the cluster of their most used term (#cats, 8 posts).
    expect(cats).toMatchObject({ name: "#cats · kitten · purr", posts: 8, accounts: 4, term_count: 3 });
    expect(cats?.sentiment).toEqual({ positive: 6, neutral: 2, negative: 0, score: 0.375 });
    expect(dogs).toMatchObject({ posts: 5, accounts: 5 });
    expect(dogs?.sentiment).toEqual({ positive: 0, neutral: 0, negative: 5, score: -0.5 });
    expect(g.postsWithTerms).toBe(13);
    expect(g.edges).toContainEqual({ source: "#cats", target: "#dogs", weight: 2 });
    expect(g.modularity).toBeGreaterThan(0.3);
  });

  it("draws the same graph whatever order the posts come in", () => {
    const rng = seededRandom(3);
    const shuffled = [...POSTS].sort(() => rng() - 0.5);
    expect(buildTermGraph(TOP, shuffled)).toEqual(buildTermGraph(TOP, POSTS));
  });

  it("finds nothing without two terms used together twice", () => {
    expect(buildTermGraph(TOP, [post(["#cats", "kitten"])]).clusters).toEqual([]);
  });
});
