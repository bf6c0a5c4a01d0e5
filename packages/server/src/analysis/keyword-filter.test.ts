import { parseKeywordQuery } from "@xa/core/analysis/keyword-query";
import { describe, expect, it } from "vitest";
import { keywordPostFilter, termTsquery } from "./keyword-filter.ts";

describe("keyword filter SQL", () => {
  it("puts every user value in bind parameters, after the ones already there", () => {
    const params: unknown[] = ["2026-01-01"];
    const sql = keywordPostFilter(
      parseKeywordQuery(`(nike AND "o'neil\\x") OR #run OR @Bob NOT fake NOT #ad`),
      params,
      "q",
    );
    expect(sql).not.toMatch(/nike|neil|run|bob|fake|ad\b/);
    expect(sql).toBe(
      "((q.search @@ to_tsquery('simple', $2::text) OR q.hashtags @> $3::text[] OR q.mentions @> $4::text[]) AND NOT ((q.search @@ to_tsquery('simple', $5::text) OR q.hashtags && $6::text[])))",
    );
    // the quote is doubled inside the lexeme; the backslash is not a token character, so it is gone
    expect(params).toEqual(["2026-01-01", "'nike' & ('o''neil' <-> 'x')", ["run"], ["bob"], "'fake'", ["ad"]]);
  });

  it("matches a Japanese compound or a phrase as adjacent tokens", () => {
    expect(termTsquery({ kind: "word", value: "エアジョーダン" })).toBe("('エア' <-> 'ジョーダン')");
    expect(termTsquery({ kind: "phrase", value: "air max" })).toBe("('air' <-> 'max')");
    expect(termTsquery({ kind: "word", value: "東京都" })).toBe("('東京' <-> '都')");
  });

  it("refuses a table alias that is not a plain name", () => {
    expect(() => keywordPostFilter(parseKeywordQuery("nike"), [], "p; DROP TABLE posts")).toThrow();
  });
});
