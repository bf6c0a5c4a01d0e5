import { describe, expect, it } from "vitest";
import {
  formatKeywordQuery,
  KeywordQuerySyntaxError,
  keywordBuilderFromQuery,
  keywordQueryFromBuilder,
  parseKeywordQuery,
  parseKeywordTerm,
  termSearchTokens,
  termsOfQuery,
} from "./keyword-query.ts";
import type { KeywordTerm } from "./keyword-query-types.ts";

const w = (value: string): KeywordTerm => ({ kind: "word", value });
const ph = (value: string): KeywordTerm => ({ kind: "phrase", value });
const tag = (value: string): KeywordTerm => ({ kind: "hashtag", value });
const at = (value: string): KeywordTerm => ({ kind: "mention", value });

function syntaxError(text: string): KeywordQuerySyntaxError {
  try {
    parseKeywordQuery(text);
  } catch (error) {
    if (error instanceof KeywordQuerySyntaxError) return error;
    throw error;
  }
  throw new Error(`parsed without error: ${text}`);
}

describe("keyword syntax", () => {
  it("joins groups with OR", () => {
    expect(parseKeywordQuery("nike OR adidas")).toEqual({ groups: [[w("nike")], [w("adidas")]], exclusions: [] });
  });

  it("joins words inside a parenthesised group with AND", () => {
    expect(parseKeywordQuery("(nike AND shoes) OR (adidas AND boots)")).toEqual({
      groups: [
        [w("nike"), w("shoes")],
        [w("adidas"), w("boots")],
      ],
      exclusions: [],
    });
  });

  it("appends exclusions as NOT terms", () => {
    expect(parseKeywordQuery("(nike AND shoes) NOT fake NOT replica")).toEqual({
      groups: [[w("nike"), w("shoes")]],
      exclusions: [w("fake"), w("replica")],
    });
  });

  it("splits on NOT first, then OR or commas, then AND", () => {
    expect(parseKeywordQuery("a AND b, c OR d AND e NOT f")).toEqual({
      groups: [[w("a"), w("b")], [w("c")], [w("d"), w("e")]],
      exclusions: [w("f")],
    });
    expect(parseKeywordQuery("nike, adidas, puma")).toEqual(parseKeywordQuery("nike OR adidas OR puma"));
  });

  it("formats groups with parentheses, single terms bare, phrases quoted, exclusions as NOT", () => {
    const q = { groups: [[w("a"), w("b")], [w("c")]], exclusions: [w("d")] };
    expect(formatKeywordQuery(q)).toBe("(a AND b) OR c NOT d");
    expect(
      formatKeywordQuery({ groups: [[w("nike"), ph("air max")], [tag("sneakers")]], exclusions: [at("spam")] }),
    ).toBe('(nike AND "air max") OR #sneakers NOT @spam');
  });
});

describe("terms", () => {
  it("reads quoted phrases, #hashtags and @mentions, lower-cased without their signs", () => {
    expect(parseKeywordQuery('(nike AND "Air  Max") OR #Sneakers OR @Nike')).toEqual({
      groups: [[w("nike"), ph("air max")], [tag("sneakers")], [at("nike")]],
      exclusions: [],
    });
  });

  it("reads Japanese terms, full-width signs and the Japanese comma", () => {
    expect(parseKeywordQuery("(スニーカー AND 限定) OR #エアジョーダン NOT 偽物")).toEqual({
      groups: [[w("スニーカー"), w("限定")], [tag("エアジョーダン")]],
      exclusions: [w("偽物")],
    });
    expect(parseKeywordQuery("（ナイキ　AND　限定）、＃スニーカー")).toEqual({
      groups: [[w("ナイキ"), w("限定")], [tag("スニーカー")]],
      exclusions: [],
    });
  });

  it("takes operators in any case and ignores extra whitespace", () => {
    expect(parseKeywordQuery("  ( nike   and shoes )\tor\n adidas  not  fake ")).toEqual(
      parseKeywordQuery("(nike AND shoes) OR adidas NOT fake"),
    );
  });

  it("ANDs words written side by side", () => {
    expect(parseKeywordQuery("nike shoes")).toEqual({ groups: [[w("nike"), w("shoes")]], exclusions: [] });
  });

  it("expands parenthesised alternatives into groups", () => {
    expect(formatKeywordQuery(parseKeywordQuery("(nike OR adidas) AND shoes"))).toBe(
      "(nike AND shoes) OR (adidas AND shoes)",
    );
  });

  it("reads NOT a, b and NOT (a OR b) as two exclusions", () => {
    const expected = { groups: [[w("nike")]], exclusions: [w("fake"), w("replica")] };
    expect(parseKeywordQuery("nike NOT fake, replica")).toEqual(expected);
    expect(parseKeywordQuery("nike NOT (fake OR replica)")).toEqual(expected);
  });

  it("keeps operator words searchable inside quotes", () => {
    expect(parseKeywordQuery('"not" OR "rock and roll"')).toEqual({
      groups: [[ph("not")], [ph("rock and roll")]],
      exclusions: [],
    });
  });

  it("drops repeated terms and groups", () => {
    expect(parseKeywordQuery("nike AND nike OR nike")).toEqual({ groups: [[w("nike")]], exclusions: [] });
  });

  it("tokenizes terms as posts are tokenized: phrases and Japanese compounds become token sequences", () => {
    expect(termSearchTokens(ph("Air Max"))).toEqual([["air", "max"]]);
    expect(termSearchTokens(w("エアジョーダン"))).toEqual([["エア", "ジョーダン"]]);
    expect(termSearchTokens(w("t-shirt"))).toEqual([["t", "shirt"]]);
  });
});

describe("round trips", () => {
  it.each([
    "nike",
    "(a AND b) OR c NOT d",
    '(nike AND "air max") OR #sneakers NOT fake',
    "(スニーカー AND 限定) OR #エアジョーダン NOT 偽物",
    "@nike OR #nike OR nike NOT @spam NOT #ad",
    '"not" OR "a, b (c)"',
    "t-shirt OR c++",
  ])("format(parse(%s)) is the text and reads back the same", (text) => {
    const q = parseKeywordQuery(text);
    expect(formatKeywordQuery(q)).toBe(text);
    expect(parseKeywordQuery(formatKeywordQuery(q))).toEqual(q);
  });

  it("normalises a messy query to a fixed point", () => {
    const once = formatKeywordQuery(parseKeywordQuery("nike  shoes , ADIDAS not Fake"));
    expect(once).toBe("(nike AND shoes) OR adidas NOT fake");
    expect(formatKeywordQuery(parseKeywordQuery(once))).toBe(once);
  });
});

describe("errors point at the problem", () => {
  it.each([
    ["", "Query is empty", 0],
    ["   ", "Query is empty", 0],
    ['nike "air max', "Unclosed quote at character 6", 5],
    ["nike OR OR adidas", 'Empty group between "OR" and "OR" at character 9', 8],
    ["nike, , adidas", 'Empty group between "," and "," at character 7', 6],
    ["OR nike", 'Empty group before "OR" at character 1', 0],
    ["nike OR", 'Empty group after "OR" at character 6', 5],
    ["nike NOT", "NOT needs a term after it at character 6", 5],
    ["nike NOT NOT fake", "NOT needs a term after it at character 6", 5],
    ["NOT fake", 'The query needs a term before "NOT" at character 1', 0],
    ["(a AND b", "Unbalanced parenthesis at character 1", 0],
    ["a) OR b", "Unbalanced parenthesis at character 2", 1],
    ["a OR ()", "Empty parentheses at character 6", 5],
    ["a AND", '"AND" needs a term after it at character 3', 2],
    ["AND a", '"AND" needs a term before it at character 1', 0],
    ["(a NOT b)", '"NOT" goes after the groups, outside the parentheses at character 4', 3],
    [
      "a NOT b c",
      'An exclusion is one term: write NOT a NOT b to exclude both, or "a b" for a phrase at character 9',
      8,
    ],
    ['a OR ""', "Empty quotes at character 6", 5],
    ["a OR #", '"#" needs a hashtag name after it at character 6', 5],
    ["a OR #nike!", '"#nike!" is not a hashtag: use letters, digits and _ only at character 6', 5],
    ["@a_handle_too_long_x", '"@a_handle_too_long_x" is not a handle: up to 15 letters, digits or _ at character 1', 0],
    ["nike OR !!!", '"!!!" has no letters or digits to search for at character 9', 8],
  ])("%j → %s", (text, message, position) => {
    const error = syntaxError(text);
    expect(error.message).toBe(message);
    expect(error.position).toBe(position);
  });

  it("limits a term to 100 characters", () => {
    expect(parseKeywordQuery(`a OR ${"x".repeat(100)}`).groups).toHaveLength(2);
    const error = syntaxError(`a OR ${"x".repeat(101)}`);
    expect(error.message).toMatch(/^Term "x{20}…" is longer than 100 characters at character 6$/);
    expect(error.position).toBe(5);
  });

  it("limits a query to 50 terms, pointing at the 51st", () => {
    const words = Array.from({ length: 51 }, (_, i) => `w${i}`);
    expect(parseKeywordQuery(words.slice(0, 50).join(" OR ")).groups).toHaveLength(50);
    const error = syntaxError(words.join(" OR "));
    const position = words.join(" OR ").indexOf("w50");
    expect(error.message).toBe(`Too many terms: 51, at most 50 are allowed at character ${position + 1}`);
    expect(error.position).toBe(position);
  });

  it("limits the expansion of parentheses", () => {
    const error = syntaxError("(a OR b) (c OR d) (e OR f) (g OR h) (i OR j) (k OR l)");
    expect(error.message).toMatch(/^Too many terms: the parentheses expand to 64, at most 50 are allowed/);
  });
});

describe("keyword builder", () => {
  it("makes synonyms extra OR alternatives of their word", () => {
    const q = keywordQueryFromBuilder({
      groups: [["nike", "shoes"]],
      exclusions: [],
      synonyms: { Shoes: ["sneakers"] },
    });
    expect(q.groups).toEqual([
      [w("nike"), w("shoes")],
      [w("nike"), w("sneakers")],
    ]);
  });

  it("ANDs an 'and' extra keyword into every group and adds an 'or' one as its own group", () => {
    const base = { groups: [["nike"], ["adidas", "boots"]], exclusions: ["fake"] };
    expect(
      formatKeywordQuery(keywordQueryFromBuilder({ ...base, extraKeyword: { term: "running", type: "and" } })),
    ).toBe("(nike AND running) OR (adidas AND boots AND running) NOT fake");
    expect(formatKeywordQuery(keywordQueryFromBuilder({ ...base, extraKeyword: { term: "#run", type: "or" } }))).toBe(
      "nike OR (adidas AND boots) OR #run NOT fake",
    );
  });

  it("reads each entry as one term: spaces make a phrase, signs a hashtag or mention; empty entries are skipped", () => {
    const q = keywordQueryFromBuilder({
      groups: [["air max", "#Sneakers", ""], [], ["@Nike"]],
      exclusions: ["", "OR"],
    });
    expect(q).toEqual({ groups: [[ph("air max"), tag("sneakers")], [at("nike")]], exclusions: [ph("or")] });
    expect(parseKeywordTerm('"nike"')).toEqual(ph("nike"));
  });

  it("refuses an empty builder and reports a bad entry", () => {
    expect(() => keywordQueryFromBuilder({ groups: [[""]], exclusions: [] })).toThrow("Query is empty");
    expect(() => keywordQueryFromBuilder({ groups: [["#"]], exclusions: [] })).toThrow(
      '"#" needs a hashtag name after it',
    );
  });

  it("gives the builder state back and lists the searched terms", () => {
    const q = parseKeywordQuery('(nike AND "air max") OR (nike AND #run) NOT fake');
    expect(keywordBuilderFromQuery(q)).toEqual({
      groups: [
        ["nike", '"air max"'],
        ["nike", "#run"],
      ],
      exclusions: ["fake"],
    });
    expect(termsOfQuery(q)).toEqual([w("nike"), ph("air max"), tag("run")]);
  });
});
