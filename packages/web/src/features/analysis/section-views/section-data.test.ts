import type { AccountSummary, PostSummary } from "@xa/core";
import { describe, expect, it } from "vitest";
import { postLink, profileLink, rankedItems, scoresAreShares, shareOfVoiceSeries, sortPosts } from "./section-data.ts";

const post = (id: string, likes: number | null, created: string | null): PostSummary => ({
  id,
  text: id,
  created_at: created,
  lang: null,
  kind: "post",
  author: { id: "1", handle: "alice", name: null, avatar_url: null, verified: null },
  like_count: likes,
  repost_count: null,
  reply_count: null,
  quote_count: null,
  view_count: null,
  sentiment: null,
  sentiment_score: null,
  hashtags: [],
  url: null,
});

const account = (score?: number): AccountSummary => ({
  id: "1",
  handle: "a",
  name: null,
  avatar_url: null,
  bio: null,
  followers_count: null,
  following_count: null,
  verified: null,
  country: null,
  ...(score === undefined ? {} : { score }),
});

describe("section data", () => {
  it("links to profiles and posts on X", () => {
    expect(profileLink("@nike")).toBe("https://x.com/nike");
    expect(profileLink(null)).toBeNull();
    expect(postLink(post("42", 1, null))).toBe("https://x.com/alice/status/42");
    expect(postLink({ ...post("42", 1, null), url: "https://x.com/a/status/1" })).toBe("https://x.com/a/status/1");
  });

  it("orders posts by likes (Top) or by date (Latest), unknowns last", () => {
    const posts = [
      post("old-popular", 50, "2026-10-01T00:00:00Z"),
      post("new", 5, "2026-10-03T00:00:00Z"),
      post("undated", null, null),
      post("tie-newer", 50, "2026-10-02T00:00:00Z"),
    ];
    expect(sortPosts(posts, "like_count").map((p) => p.id)).toEqual(["tie-newer", "old-popular", "new", "undated"]);
    expect(sortPosts(posts, "recency").map((p) => p.id)).toEqual(["new", "tie-newer", "old-popular", "undated"]);
    expect(posts[0]?.id).toBe("old-popular");
  });

  it("reads fractional scores as shares", () => {
    expect(scoresAreShares([account(0.4), account(1)])).toBe(true);
    expect(scoresAreShares([account(3), account(12)])).toBe(false);
    expect(scoresAreShares([account()])).toBe(false);
  });

  it("turns share-of-voice points into one series per keyword", () => {
    const series = shareOfVoiceSeries({
      kind: "share_of_voice",
      base: { unit: "posts", count: 3, description: "" },
      interval: "day",
      items: [
        { keyword: "a", aliases: [], posts: 2, engagement: 0, share: 0.66, positive_share: 0, negative_share: 0 },
        { keyword: "b", aliases: [], posts: 1, engagement: 0, share: 0.33, positive_share: 0, negative_share: 0 },
      ],
      points: [{ t: "2026-10-01", counts: { a: 2 } }],
    });
    expect(series).toEqual([
      { key: "a", label: "a", points: [["2026-10-01", 2]] },
      { key: "b", label: "b", points: [["2026-10-01", 0]] },
    ]);
  });

  it("ranks items by count", () => {
    expect(rankedItems([{ count: 1 }, { count: 3 }]).map((i) => i.count)).toEqual([3, 1]);
  });
});
