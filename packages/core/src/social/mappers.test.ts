import { describe, expect, it } from "vitest";
import { detectFormat } from "./detect-format.ts";
import { mapCsvRow, parseCsvMap, resolveCsvMapping } from "./map-csv.ts";
import { mapV1Value } from "./map-x-v1.ts";
import { mapV2Value } from "./map-x-v2.ts";
import type { ImportItem } from "./records.ts";
import { count, idString, isoDate } from "./records.ts";

const of = <T extends ImportItem["type"]>(items: ImportItem[], type: T) =>
  items.filter((i): i is Extract<ImportItem, { type: T }> => i.type === type);

describe("X API v2", () => {
  const page = {
    data: [
      {
        id: "1394735776701816833",
        text: "@ann great #EVs https://t.co/x",
        author_id: "11",
        created_at: "2021-05-18T19:24:56.000Z",
        lang: "en",
        conversation_id: "1394735776701816800",
        in_reply_to_user_id: "12",
        referenced_tweets: [{ type: "replied_to", id: "1394735776701816800" }],
        public_metrics: { retweet_count: 1, reply_count: 2, like_count: 3, quote_count: 4, impression_count: 50 },
        entities: {
          hashtags: [{ tag: "EVs" }],
          mentions: [{ username: "ann" }],
          urls: [{ expanded_url: "https://ev.example" }],
        },
        attachments: { media_keys: ["3_1"] },
        geo: { place_id: "p1" },
        withheld: { copyright: false, country_codes: ["DE"] },
        edit_history_tweet_ids: ["1394735776701816833"],
      },
    ],
    includes: {
      users: [
        { id: "11", username: "bob", name: "Bob", public_metrics: { followers_count: 5 }, verified_type: "none" },
      ],
      tweets: [{ id: "1394735776701816800", text: "root", author_id: "12" }],
      media: [{ media_key: "3_1", type: "photo", url: "https://pbs.example/1.jpg" }],
      places: [{ id: "p1", name: "Berlin", full_name: "Berlin, Germany", country_code: "DE" }],
    },
    errors: [{ title: "Not Found Error", detail: "Could not find tweet" }],
  };

  it("maps a page: users, referenced tweets, media, places, withheld, and errors as skips", () => {
    const items = mapV2Value(page);
    expect(of(items, "account")[0]?.record).toMatchObject({ id: "11", handle: "bob", followers: 5 });
    const posts = of(items, "post").map((p) => p.record);
    expect(posts.map((p) => p.id)).toEqual(["1394735776701816800", "1394735776701816833"]);
    expect(posts[1]).toMatchObject({
      kind: "reply",
      replyToPostId: "1394735776701816800",
      replyToAccountId: "12",
      likes: 3,
      views: 50,
      hashtags: ["EVs"],
      mentions: ["ann"],
      urls: ["https://ev.example"],
      media: [{ type: "photo", url: "https://pbs.example/1.jpg", key: "3_1" }],
      place: { countryCode: "DE", fullName: "Berlin, Germany" },
      withheldIn: ["DE"],
    });
    expect(of(items, "engagement")[0]?.record).toEqual({
      accountId: "11",
      postId: "1394735776701816800",
      kind: "reply",
      createdAt: "2021-05-18T19:24:56.000Z",
    });
    expect(of(items, "skip")).toEqual([{ type: "skip", reason: "API error: Not Found Error" }]);
  });

  it("maps flattened tweets with their embedded author and referenced tweets", () => {
    const items = mapV2Value({
      id: "2",
      text: "RT @a: hi",
      author_id: "20",
      author: { id: "20", username: "rt_er" },
      referenced_tweets: [
        { type: "retweeted", id: "1", text: "hi", author_id: "10", author: { id: "10", username: "a" } },
      ],
    });
    expect(of(items, "account").map((a) => a.record.handle)).toEqual(["rt_er", "a"]);
    expect(of(items, "post").find((p) => p.record.id === "2")?.record).toMatchObject({
      kind: "repost",
      repostOfId: "1",
    });
  });

  it("reads long posts from note_tweet, lists and skips counts and compliance events", () => {
    const long = mapV2Value({ data: { id: "5", text: "cut…", note_tweet: { text: "the full long text" } } });
    expect(of(long, "post")[0]?.record.text).toBe("the full long text");
    expect(
      of(mapV2Value({ data: [{ id: "9", name: "My list", owner_id: "1", member_count: 3 }] }), "list")[0]?.record,
    ).toMatchObject({
      id: "9",
      members: 3,
    });
    expect(mapV2Value({ data: [{ end: "x", start: "y", tweet_count: 3 }] })).toEqual([
      { type: "skip", reason: "tweet counts (not stored)" },
    ]);
    expect(mapV2Value({ id: "1", action: "delete", created_at: "x", reason: "deleted" })[0]?.type).toBe("skip");
  });

  it("records follower counts on the day the page was retrieved, and only when that day is known", () => {
    const counts = { followers_count: 1200, following_count: 80 };
    const user = { id: "11", username: "bob", public_metrics: counts };
    const twarcPage = {
      data: [{ id: "1", text: "hi", author_id: "11" }],
      includes: { users: [user, { id: "12", username: "nocounts" }] },
      __twarc: { retrieved_at: "2021-09-22T23:39:00+00:00" },
    };
    expect(of(mapV2Value(twarcPage), "snapshot").map((s) => s.record)).toEqual([
      { accountId: "11", day: "2021-09-22", followers: 1200, following: 80 },
    ]);
    // A flattened line carries twarc's metadata itself; its author is seen that day.
    const flat = {
      id: "2",
      text: "yo",
      author_id: "11",
      author: user,
      __twarc: { retrieved_at: "2021-04-08T19:34:32Z" },
    };
    expect(of(mapV2Value(flat), "snapshot")[0]?.record.day).toBe("2021-04-08");
    // A live fetch says when it fetched; twarc's own date wins where there is one.
    expect(of(mapV2Value({ data: user }, "2026-11-25T08:00:00.000Z"), "snapshot")[0]?.record.day).toBe("2026-11-25");
    expect(of(mapV2Value(twarcPage, "2026-11-25T08:00:00.000Z"), "snapshot")[0]?.record.day).toBe("2021-09-22");
    // A bare API page does not say when it was fetched: counts go to the account only.
    const bare = mapV2Value({ data: [user] });
    expect(of(bare, "account")[0]?.record.followers).toBe(1200);
    expect(of(bare, "snapshot")).toEqual([]);
  });
});

describe("X API v1.1", () => {
  it("prefers id_str, the extended text and its entities, and maps retweets", () => {
    const items = mapV1Value({
      id: 1234567890123456800,
      id_str: "1234567890123456789",
      created_at: "Wed Oct 10 20:19:24 +0000 2018",
      text: "RT @orig: short…",
      truncated: true,
      extended_tweet: {
        full_text: "full text #Coffee",
        entities: { hashtags: [{ text: "Coffee" }], user_mentions: [] },
      },
      user: { id_str: "42", screen_name: "Ann", name: "Ann", friends_count: 7, followers_count: 9 },
      retweeted_status: { id_str: "99", text: "orig", user: { id_str: "43", screen_name: "orig" }, favorite_count: 5 },
      source: '<a href="https://x">Twitter for iPhone</a>',
    });
    const post = of(items, "post").find((p) => p.record.id === "1234567890123456789")?.record;
    expect(post).toMatchObject({
      text: "full text #Coffee",
      createdAt: "2018-10-10T20:19:24.000Z",
      kind: "repost",
      repostOfId: "99",
      hashtags: ["Coffee"],
      client: "Twitter for iPhone",
      authorId: "42",
    });
    expect(of(items, "account").map((a) => a.record)).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: "42", following: 7, followers: 9 })]),
    );
    expect(of(items, "engagement")[0]?.record).toMatchObject({ accountId: "42", postId: "99", kind: "repost" });
  });

  it("skips stream notices", () => {
    expect(mapV1Value({ delete: { status: { id_str: "1" } } })).toEqual([
      { type: "skip", reason: "stream notice (delete)" },
    ]);
  });
});

describe("CSV", () => {
  it("recognises twarc-csv and generic headers and applies explicit mappings", () => {
    expect(resolveCsvMapping(["id", "text", "author.username", "public_metrics.like_count"]).preset).toBe("twarc-csv");
    const { mapping } = resolveCsvMapping(
      ["Tweet", "User Name", "Status ID"],
      parseCsvMap("text=Tweet,author=user name").mapping,
    );
    expect(mapping).toMatchObject({ text: "Tweet", author: "User Name", id: "Status ID" });
  });

  it("maps a row, keying authors without ids by handle", () => {
    const items = mapCsvRow(
      { "Status ID": "77", Tweet: "hello #World", "User Name": "@Ann", likes: "1.2K" },
      { id: "Status ID", text: "Tweet", author: "User Name", likes: "likes" },
    );
    expect(of(items, "account")[0]?.record).toMatchObject({ id: "h:ann", handle: "Ann" });
    expect(of(items, "post")[0]?.record).toMatchObject({ id: "77", authorId: "h:ann", likes: 1200, hashtags: null });
    expect(mapCsvRow({ Tweet: "x" }, { text: "Tweet" })).toEqual([
      { type: "skip", reason: "row without a valid post id", detail: "row without a valid post id" },
    ]);
  });

  it("keeps a twarc-csv row's author counts as a snapshot of the day twarc retrieved it", () => {
    const header = [
      "id",
      "text",
      "author_id",
      "author.username",
      "author.public_metrics.followers_count",
      "author.public_metrics.following_count",
      "__twarc.retrieved_at",
    ];
    const { mapping, preset } = resolveCsvMapping(header);
    expect(preset).toBe("twarc-csv");
    const row = (retrieved: string) =>
      Object.fromEntries(header.map((h, i) => [h, ["8", "hi", "42", "kim", "1500", "12", retrieved][i] as string]));
    expect(of(mapCsvRow(row("2021-09-22T16:39:00+00:00"), mapping), "snapshot").map((s) => s.record)).toEqual([
      { accountId: "42", day: "2021-09-22", followers: 1500, following: 12 },
    ]);
    // No date, no snapshot: the counts still update the account.
    const undated = mapCsvRow(row(""), mapping);
    expect(of(undated, "snapshot")).toEqual([]);
    expect(of(undated, "account")[0]?.record.followers).toBe(1500);
  });

  it("rejects unknown mapping fields with a clear message", () => {
    expect(parseCsvMap("txt=Tweet").error).toContain('Unknown mapping "txt=Tweet"');
  });
});

describe("post text", () => {
  it("reads the HTML entities X escapes in post text back to the characters the author wrote", () => {
    const escaped = "&lt;COMING UP NEXT&gt; Tom &amp; Jerry, &amp;lt; stays &lt; #kpop";
    const written = "<COMING UP NEXT> Tom & Jerry, &lt; stays < #kpop";
    const [v2] = of(mapV2Value({ data: [{ id: "1", text: escaped, author_id: "9" }] }), "post");
    expect(v2?.record.text).toBe(written);
    const [v1] = of(mapV1Value({ id_str: "2", full_text: escaped, user: { id_str: "9", screen_name: "a" } }), "post");
    expect(v1?.record.text).toBe(written);
  });
});

describe("records and format detection", () => {
  it("keeps ids exact and dates ISO", () => {
    expect(idString("1394735776701816833")).toBe("1394735776701816833");
    expect(idString(2 ** 60)).toBeNull();
    expect(isoDate("Wed Oct 10 20:19:24 +0000 2018")).toBe("2018-10-10T20:19:24.000Z");
    expect(isoDate("Wed Oct 10 20:19:24 +0900 2018")).toBe("2018-10-10T11:19:24.000Z");
    expect(isoDate("Sun Jan 01 00:30:00 -0100 2017")).toBe("2017-01-01T01:30:00.000Z");
  });

  it("refuses v1.1 years before 1000 as v2's are refused, never reading 0018 as 2018", () => {
    const refusal = (value: string) => {
      try {
        return isoDate(value, "created_at");
      } catch (error) {
        return (error as Error).message;
      }
    };
    for (const year of ["0000", "0018", "0099", "0999"]) {
      const v1 = `Wed Oct 10 20:19:24 +0000 ${year}`;
      expect(refusal(v1)).toBe(`created_at "${v1}" is not a real date between the years 1000 and 9999`);
      const v2 = `${year}-10-10T20:19:24.000Z`;
      expect(refusal(v2)).toBe(`created_at "${v2}" is not a real date between the years 1000 and 9999`);
    }
    expect(refusal("Fri Feb 30 10:00:00 +0000 2024")).toContain("is not a real date");
    expect(refusal("Wed Oct 10 20:19:24 +0000 1000")).toBe("1000-10-10T20:19:24.000Z");
    expect(count("1,234")).toBe(1234);
    expect(count("3万")).toBe(30000);
  });

  it("tells v2, v1.1 and CSV apart, and says null for an empty file", () => {
    expect(detectFormat('{"data":[{"author_id":"1","public_metrics":{}}]}')).toBe("x-v2");
    expect(detectFormat('[{"id_str":"1","user":{"screen_name":"a"}}]')).toBe("x-v1");
    expect(detectFormat("id,text\n1,hi", "x.csv")).toBe("csv");
    expect(detectFormat("", "empty.json")).toBeNull();
  });
});
