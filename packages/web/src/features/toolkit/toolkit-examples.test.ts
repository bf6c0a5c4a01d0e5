import type { ToolkitOverview } from "@xa/core/social/toolkit-overview-contract";
import { describe, expect, it } from "vitest";
import { toolExamples } from "./toolkit-examples.ts";

const bare: ToolkitOverview = {
  accounts: 3,
  posts: 0,
  first_post_at: null,
  last_post_at: null,
  countries: 0,
  top_countries: [],
  sample_posts: 0,
  languages: [],
  hashtags: [],
  top_accounts: [{ handle: "solo", name: null, followers_count: 5 }],
  demo: null,
};

describe("the tools' examples", () => {
  it("open each tool on its own form when the store lacks the term its example needs", () => {
    const e = toolExamples(bare);
    expect(e.explore).toEqual({ to: "/explore/solo", term: "@solo" });
    // One handle is not a comparison.
    expect(e.competitorAnalysis).toEqual({ to: "/competitor-analysis" });
    expect(e.creators).toEqual({ to: "/creators" });
    expect(e.topicClusters).toEqual({ to: "/topic-clusters" });
    expect(e.xstats).toEqual({ to: "/xstats" });
  });

  it("quote a hashtag as the keyword query language writes it", () => {
    const e = toolExamples({
      ...bare,
      hashtags: [{ tag: "EV", posts: 3 }],
      top_countries: [{ country: "US", accounts: 2 }],
    });
    expect(e.creators).toEqual({ to: "/creators?q=%23EV", term: "#EV" });
    expect(e.xstats).toEqual({ to: "/xstats/us", term: "US" });
  });
});
