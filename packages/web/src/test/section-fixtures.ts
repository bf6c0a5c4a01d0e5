import type { AccountSummary, PostSummary, SectionName, SectionResult } from "@xa/core";

/** Small hand-made section results of every kind, for view tests (not shown in the app). */
const base = { unit: "accounts" as const, count: 1204, description: "followers of @x" };

export const fixtureAccount = (id: string, handle: string, followers: number, score?: number): AccountSummary => ({
  id,
  handle,
  name: handle.toUpperCase(),
  avatar_url: null,
  bio: null,
  followers_count: followers,
  following_count: 1,
  verified: false,
  country: "JP",
  ...(score === undefined ? {} : { score, score_label: "Overlap" }),
});

export const fixturePost = (id: string, likes: number, createdAt: string): PostSummary => ({
  id,
  text: `text of ${id}`,
  created_at: createdAt,
  lang: "en",
  kind: "post",
  author: { id: "a", handle: "alice", name: "Alice", avatar_url: null, verified: true },
  like_count: likes,
  repost_count: 2,
  reply_count: 1,
  quote_count: 0,
  view_count: null,
  sentiment: "positive",
  sentiment_score: 0.6,
  hashtags: [],
  url: null,
});

export const FIXTURES = {
  profile: {
    kind: "profile",
    base: { ...base, count: 1, description: "the account @nike" },
    account: {
      ...fixtureAccount("1", "nike", 1_500_000),
      bio: "Just do it",
      location: "Oregon",
      url: "https://nike.com",
      created_at: "2009-03-01T00:00:00Z",
      post_count: 42_000,
      is_demo: true,
    },
  },
  audience_size: { kind: "count", base, value: 1204, label: "accounts in the audience" },
  countries: {
    kind: "distribution",
    base,
    method: "Parsed from the profile location",
    items: [
      { key: "US", label: "United States", count: 600, share: 0.65 },
      { key: "JP", label: "Japan", count: 327, share: 0.35 },
    ],
    unknown: { count: 277, share: 0.23 },
  },
  genders: {
    kind: "distribution",
    base,
    items: [
      { key: "female", label: "Female", count: 500, share: 0.5 },
      { key: "male", label: "Male", count: 500, share: 0.5 },
    ],
    unknown: { count: 204, share: 0.17 },
  },
  seo: {
    kind: "terms",
    base: { unit: "posts", count: 80, description: "posts of the audience" },
    items: [
      { term: "running", count: 20, share: 0.25, lift: 3.5 },
      { term: "shoes", count: 10, share: 0.125, lift: 1.2 },
    ],
  },
  similar_accounts: {
    kind: "accounts",
    base,
    items: [fixtureAccount("2", "adidas", 900_000, 0.42), fixtureAccount("3", "puma", 300_000, 0.2)],
  },
  posts: {
    kind: "posts",
    base: { unit: "posts", count: 3, description: "posts of @nike" },
    items: [
      fixturePost("old-top", 90, "2026-10-01T00:00:00Z"),
      fixturePost("newest", 1, "2026-10-05T00:00:00Z"),
      fixturePost("middle", 10, "2026-10-03T00:00:00Z"),
    ],
  },
  conversation_volume: {
    kind: "series",
    base: { unit: "posts", count: 12, description: "posts matching the query" },
    interval: "day",
    series: [
      {
        key: "posts",
        label: "Posts",
        points: [
          ["2026-10-01", 5],
          ["2026-10-02", 7],
        ],
      },
    ],
    totals: { total: 12, change: 2 },
  },
  sentiment_analysis: {
    kind: "sentiment",
    base: { unit: "posts", count: 10, description: "posts matching the query" },
    totals: { positive: 5, neutral: 3, negative: 2 },
    average_score: 0.12,
    interval: "day",
    points: [{ t: "2026-10-01", positive: 5, neutral: 3, negative: 2 }],
  },
  share_of_voice: {
    kind: "share_of_voice",
    base: { unit: "posts", count: 10, description: "posts matching the keywords" },
    interval: "day",
    items: [
      {
        keyword: "nike",
        aliases: ["#nike"],
        posts: 8,
        engagement: 100,
        share: 0.8,
        positive_share: 0.5,
        negative_share: 0.1,
      },
      { keyword: "puma", aliases: [], posts: 2, engagement: 9, share: 0.2, positive_share: 0.2, negative_share: 0 },
    ],
    points: [{ t: "2026-10-01", counts: { nike: 8, puma: 2 } }],
  },
} satisfies Partial<Record<SectionName, SectionResult>>;
