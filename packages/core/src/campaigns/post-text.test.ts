import { describe, expect, it } from "vitest";
import { linkDomain, postLength, postSegments } from "./post-text.ts";

describe("a post's length as X counts it", () => {
  it.each([
    ["hello", 5],
    ["", 0],
    // A link is 23 however long it is, and its trailing full stop is the sentence's.
    ["Read https://example.com/a/very/long/path/that/goes/on/and/on/and/on.", 5 + 23 + 1],
    ["see example.com", 4 + 23],
    // Japanese characters weigh 2, as do emoji (one each, whatever their code points).
    ["こんにちは", 10],
    ["👍🏽", 2],
    ["👨‍👩‍👧", 2],
  ])("%j is %i", (text, length) => {
    expect(postLength(text)).toBe(length);
  });

  it("counts 280 Latin letters as 280 and 141 kana as 282", () => {
    expect(postLength("a".repeat(280))).toBe(280);
    expect(postLength("あ".repeat(141))).toBe(282);
  });
});

describe("a post's parts", () => {
  it("finds links, hashtags and mentions in order, keeping what is between", () => {
    expect(postSegments("New #ColdBrew from @acme_coffee: https://acme.test/x!")).toEqual([
      { kind: "text", text: "New " },
      { kind: "hashtag", text: "#ColdBrew" },
      { kind: "text", text: " from " },
      { kind: "mention", text: "@acme_coffee" },
      { kind: "text", text: ": " },
      { kind: "url", text: "https://acme.test/x" },
      { kind: "text", text: "!" },
    ]);
  });

  it("takes Japanese hashtags, not numbers or a link's fragment", () => {
    expect(postSegments("#コーヒー #2024").map((s) => s.kind)).toEqual(["hashtag", "text"]);
    expect(postSegments("https://a.test/#top").map((s) => s.kind)).toEqual(["url"]);
  });

  it("shows a card's domain without www", () => {
    expect(linkDomain("https://www.acme.test/shop?x=1")).toBe("acme.test");
    expect(linkDomain("not a url")).toBe("not a url");
  });
});
