import { describe, expect, it } from "vitest";
import { isShareColumn, sectionToSheet, UNKNOWN_ROW_KEY } from "./section-sheet.ts";
import type { PostSummary, SectionResult } from "./sections.ts";

const base = { unit: "accounts" as const, count: 1204, description: "followers of @x" };

const post = (id: string, likes: number | null): PostSummary => ({
  id,
  text: `post ${id}`,
  created_at: "2026-10-01T10:00:00Z",
  lang: "en",
  kind: "post",
  author: { id: "a1", handle: "alice", name: "Alice", avatar_url: null, verified: true },
  like_count: likes,
  repost_count: 1,
  reply_count: 0,
  quote_count: 0,
  view_count: null,
  sentiment: "positive",
  sentiment_score: 0.5,
  hashtags: ["one", "two"],
  url: `https://x.com/alice/status/${id}`,
});

describe("sectionToSheet", () => {
  it("turns a count into a label/value row", () => {
    const sheet = sectionToSheet("audience_size", { kind: "count", base, value: 1204, label: "accounts" });
    expect(sheet).toEqual({ columns: ["label", "value"], rows: [["accounts", 1204]] });
  });

  it("keeps a distribution's unknown part as its own row, after the known items", () => {
    const result: SectionResult = {
      kind: "distribution",
      base,
      items: [
        { key: "US", label: "United States", count: 600, share: 0.65 },
        { key: "JP", label: "Japan", count: 327, share: 0.35 },
      ],
      unknown: { count: 277, share: 0.23 },
    };
    const sheet = sectionToSheet("countries", result, { unknownLabel: "Unknown" });
    expect(sheet.columns).toEqual(["key", "label", "count", "share_of_known", "share_of_all"]);
    expect(sheet.rows.map((row) => row.slice(0, 4))).toEqual([
      ["US", "United States", 600, 0.65],
      ["JP", "Japan", 327, 0.35],
      [UNKNOWN_ROW_KEY, "Unknown", 277, null],
    ]);
    // Shares of the known part sum to 100% without the unknown row; shares of all sum to 100% with it.
    const sum = (column: number) => sheet.rows.reduce((total, row) => total + Number(row[column] ?? 0), 0);
    expect(sum(3)).toBeCloseTo(1);
    expect(sum(4)).toBeCloseTo(1);
    expect(sheet.rows[0]?.[4]).toBeCloseTo(0.65 * 0.77);
    expect(sectionToSheet("countries", result).rows[2]?.[1]).toBeNull();
  });

  it("tells share columns from others", () => {
    for (const column of ["share", "share_of_known", "share_of_all", "positive_share"]) {
      expect(isShareColumn(column), column).toBe(true);
    }
    for (const column of ["count", "shares_count", "sharer"]) expect(isShareColumn(column), column).toBe(false);
  });

  it("leaves the unknown row out when nothing is unknown", () => {
    const result: SectionResult = { kind: "distribution", base, items: [], unknown: { count: 0, share: 0 } };
    expect(sectionToSheet("genders", result).rows).toEqual([]);
  });

  it("adds a lift column only when some term has one", () => {
    const plain = sectionToSheet("hashtags_used_by_handle", {
      kind: "terms",
      base,
      items: [{ term: "#a", count: 3, share: 0.5 }],
    });
    expect(plain.columns).toEqual(["term", "count", "share"]);
    const lifted = sectionToSheet("seo", {
      kind: "terms",
      base,
      items: [
        { term: "shoes", count: 3, share: 0.5, lift: 2.5 },
        { term: "run", count: 2, share: 0.2 },
      ],
    });
    expect(lifted.columns).toEqual(["term", "count", "share", "lift"]);
    expect(lifted.rows).toEqual([
      ["shoes", 3, 0.5, 2.5],
      ["run", 2, 0.2, null],
    ]);
  });

  it("flattens accounts with the section's score and a readable verified flag", () => {
    const sheet = sectionToSheet("top_accounts", {
      kind: "accounts",
      base,
      items: [
        {
          id: "1",
          handle: "bob",
          name: "Bob",
          avatar_url: null,
          bio: null,
          followers_count: 10,
          following_count: 2,
          verified: false,
          country: "JP",
          score: 0.4,
        },
      ],
    });
    expect(sheet.columns.slice(0, 6)).toEqual([
      "handle",
      "name",
      "followers_count",
      "following_count",
      "score",
      "verified",
    ]);
    expect(sheet.rows[0]?.slice(0, 6)).toEqual(["bob", "Bob", 10, 2, 0.4, "no"]);
  });

  it("flattens posts with their author and hashtags", () => {
    const sheet = sectionToSheet("posts", { kind: "posts", base, items: [post("9", 12)] });
    const row = Object.fromEntries(sheet.columns.map((c, i) => [c, sheet.rows[0]?.[i]]));
    expect(row).toMatchObject({
      author_handle: "alice",
      like_count: 12,
      view_count: null,
      hashtags: "one two",
      id: "9",
    });
  });

  it("merges several series on time, in order, with null for a missing point", () => {
    const sheet = sectionToSheet("follower_growth", {
      kind: "series",
      base,
      interval: "day",
      series: [
        {
          key: "followers",
          label: "Followers",
          points: [
            ["2026-10-02", 5],
            ["2026-10-01", 3],
          ],
        },
        { key: "gained", label: "Gained", points: [["2026-10-02", 2]] },
      ],
    });
    expect(sheet).toEqual({
      columns: ["time", "Followers", "Gained"],
      rows: [
        ["2026-10-01", 3, null],
        ["2026-10-02", 5, 2],
      ],
    });
  });

  it("lists sentiment points and share-of-voice keywords", () => {
    const sentiment = sectionToSheet("sentiment_analysis", {
      kind: "sentiment",
      base,
      totals: { positive: 3, neutral: 2, negative: 1 },
      average_score: 0.1,
      interval: "day",
      points: [{ t: "2026-10-01", positive: 3, neutral: 2, negative: 1 }],
    });
    expect(sentiment.rows).toEqual([["2026-10-01", 3, 2, 1]]);
    const sov = sectionToSheet("share_of_voice", {
      kind: "share_of_voice",
      base,
      interval: "day",
      points: [],
      items: [
        {
          keyword: "nike",
          aliases: ["#nike", "swoosh"],
          posts: 4,
          engagement: 40,
          share: 0.8,
          positive_share: 0.5,
          negative_share: 0.1,
        },
      ],
    });
    expect(sov.rows).toEqual([["nike", "#nike, swoosh", 4, 40, 0.8, 0.5, 0.1]]);
  });

  it("gives a profile one row", () => {
    const sheet = sectionToSheet("profile", {
      kind: "profile",
      base,
      account: {
        id: "1",
        handle: "nike",
        name: "Nike",
        avatar_url: null,
        bio: "Just do it",
        followers_count: 100,
        following_count: 5,
        verified: true,
        country: "US",
        location: "Oregon",
        url: null,
        created_at: null,
        post_count: 7,
        is_demo: false,
      },
    });
    expect(sheet.rows).toHaveLength(1);
    expect(sheet.rows[0]?.[sheet.columns.indexOf("verified")]).toBe("yes");
  });
});
