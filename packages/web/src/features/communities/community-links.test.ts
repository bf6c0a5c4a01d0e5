import { describe, expect, it } from "vitest";
import { communityAnalysisLink } from "./community-links.ts";

describe("the analysis a community opens", () => {
  it("covers the community's posts, at most their last 90 days", () => {
    const short = communityAnalysisLink("acme", {
      id: "17",
      first_post_at: "2026-03-02T10:00:00.000Z",
      last_post_at: "2026-03-05T10:00:00.000Z",
    });
    expect(short).toBe("/acme/explore-x?type=conversation&community=17&start=2026-03-02&end=2026-03-05");
    const long = communityAnalysisLink("acme", {
      id: "17",
      first_post_at: "2025-01-01T00:00:00.000Z",
      last_post_at: "2026-03-31T12:00:00.000Z",
    });
    expect(long).toContain("start=2026-01-01&end=2026-03-31");
  });

  it("leaves the default window to a community without posts in the store", () => {
    expect(communityAnalysisLink("a b", { id: "17", first_post_at: null, last_post_at: null })).toBe(
      "/a%20b/explore-x?type=conversation&community=17",
    );
  });
});
