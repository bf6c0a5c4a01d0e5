import { describe, expect, it } from "vitest";
import { detectFormat } from "./detect-format.ts";
import { mapRedditListingValue } from "./map-reddit-listing.ts";
import { mapRedditNdjsonValue } from "./map-reddit-ndjson.ts";
import type { ImportItem } from "./records.ts";

const of = <T extends ImportItem["type"]>(items: ImportItem[], type: T) =>
  items.filter((i): i is Extract<ImportItem, { type: T }> => i.type === type);

const submission = {
  id: "abc12",
  name: "t3_abc12",
  subreddit: "Coffee",
  author: "lena",
  created_utc: 1793000000.0,
  title: "Dialing in espresso",
  selftext: "Shots run fast.",
  score: 12,
  num_comments: 3,
  permalink: "/r/Coffee/comments/abc12/x/",
  url: "https://www.reddit.com/r/Coffee/comments/abc12/x/",
  over_18: false,
};
const comment = (id: string, parent: string, extra: object = {}) => ({
  kind: "t1",
  data: {
    id,
    subreddit: "Coffee",
    author: "bo",
    created_utc: 1793000600,
    body: "Grind finer.",
    score: -4,
    link_id: "t3_abc12",
    parent_id: parent,
    replies: "",
    ...extra,
  },
});

describe("Reddit formats", () => {
  it("tells listings, comments pages and dumps from X's formats", () => {
    expect(detectFormat('{"kind": "Listing", "data": {"children": []}}')).toBe("reddit-listing");
    expect(detectFormat('[{"kind":"Listing","data":{"children":[{"kind":"t3"')).toBe("reddit-listing");
    expect(detectFormat(`${JSON.stringify(submission)}\n`, "RS_2026-10.ndjson")).toBe("reddit-ndjson");
    expect(detectFormat(JSON.stringify(comment("c1", "t3_abc12").data))).toBe("reddit-ndjson");
    // An X post quoting Reddit's field names in its text stays an X post.
    expect(detectFormat('{"id":"1","text":"\\"subreddit\\": \\"link_id\\":","author_id":"2"}')).toBe("x-v2");
  });

  it("maps a submission: namespaced ids, title and text, subreddit, platform, author without a handle", () => {
    const items = mapRedditNdjsonValue(submission);
    expect(of(items, "account").map((a) => a.record)).toEqual([
      expect.objectContaining({ id: "reddit:u_lena", platform: "reddit", handle: null, name: "u/lena" }),
    ]);
    expect(of(items, "post")[0]?.record).toMatchObject({
      id: "reddit:t3_abc12",
      platform: "reddit",
      subreddit: "Coffee",
      authorId: "reddit:u_lena",
      text: "Dialing in espresso\n\nShots run fast.",
      createdAt: "2026-10-26T07:33:20.000Z",
      kind: "post",
      conversationId: "reddit:t3_abc12",
      likes: 12,
      replies: 3,
      urls: null,
      hashtags: [],
      mentions: [],
    });
  });

  it("keeps a link post's link and never counts a negative score as likes", () => {
    const [post] = of(mapRedditNdjsonValue({ ...submission, url: "https://example.org/a", score: -3 }), "post");
    expect(post?.record).toMatchObject({ urls: ["https://example.org/a"], likes: 0 });
  });

  it("maps a comments page: the submission, nested replies as replies, deleted authors without an account", () => {
    const page = [
      { kind: "Listing", data: { children: [{ kind: "t3", data: submission }] } },
      {
        kind: "Listing",
        data: {
          children: [
            comment("c1", "t3_abc12", {
              replies: { kind: "Listing", data: { children: [comment("c2", "t1_c1")] } },
            }),
            comment("c3", "t3_abc12", { author: "[deleted]", body: "[removed]" }),
            { kind: "more", data: { id: "c9", children: ["c9"] } },
          ],
        },
      },
    ];
    const items = page.flatMap((listing) => mapRedditListingValue(listing));
    const posts = of(items, "post").map((p) => p.record);
    expect(posts.map((p) => [p.id, p.kind, p.replyToPostId, p.conversationId])).toEqual([
      ["reddit:t3_abc12", "post", null, "reddit:t3_abc12"],
      ["reddit:t1_c1", "reply", "reddit:t3_abc12", "reddit:t3_abc12"],
      ["reddit:t1_c2", "reply", "reddit:t1_c1", "reddit:t3_abc12"],
      ["reddit:t1_c3", "reply", "reddit:t3_abc12", "reddit:t3_abc12"],
    ]);
    expect(posts[1]?.likes).toBe(0);
    expect(posts[3]).toMatchObject({ authorId: null, text: "" });
    expect(of(items, "account").map((a) => a.record.id)).toEqual(["reddit:u_lena", "reddit:u_bo", "reddit:u_bo"]);
    expect(of(items, "engagement").map((e) => e.record)).toContainEqual({
      accountId: "reddit:u_bo",
      postId: "reddit:t1_c1",
      kind: "reply",
      createdAt: "2026-10-26T07:43:20.000Z",
    });
    expect(of(items, "skip")).toEqual([{ type: "skip", reason: "more comments to load (not in the file)" }]);
  });

  it("skips a thing with a missing or wrong field, naming the field", () => {
    expect(mapRedditNdjsonValue({ ...submission, subreddit: "r/has spaces" })).toEqual([
      {
        type: "skip",
        reason: "Reddit post with a missing or invalid field",
        detail: "Reddit submission with a missing or invalid subreddit",
      },
    ]);
    expect(mapRedditListingValue(comment("c1", "t7_nope"))).toEqual([
      {
        type: "skip",
        reason: "Reddit post with a missing or invalid field",
        detail: "Reddit comment with a missing or invalid parent_id",
      },
    ]);
    expect(mapRedditNdjsonValue({ display_name: "Coffee" })).toEqual([
      { type: "skip", reason: "unrecognised Reddit object" },
    ]);
  });
});
