import { describe, expect, it } from "vitest";
import {
  builderFromText,
  builderToText,
  checkQueryText,
  describeQueryProblem,
  EMPTY_BUILDER,
  type KeywordBuilderModel,
  pruneSynonyms,
  type QuerySyntaxProblem,
  synonymCandidates,
} from "./keyword-builder-model.ts";

const model = (patch: Partial<KeywordBuilderModel>): KeywordBuilderModel => ({ ...EMPTY_BUILDER, ...patch });

describe("keyword builder model", () => {
  it("writes AND-groups combined by OR, with exclusions as NOT terms", () => {
    expect(builderToText(model({ groups: [["nike", "air max"], ["#sneakers"]], exclusions: ["fake"] }))).toEqual({
      text: '(nike AND "air max") OR #sneakers NOT fake',
      problem: null,
    });
  });

  it("expands synonyms and adds the extra keyword to every group (and) or as a group (or)", () => {
    const base = model({ groups: [["nike", "shoes"]], synonyms: { shoes: ["sneakers"] } });
    expect(builderToText(base).text).toBe("(nike AND shoes) OR (nike AND sneakers)");
    expect(builderToText({ ...base, synonyms: {}, extra: { term: "sale", type: "and" } }).text).toBe(
      "(nike AND shoes AND sale)",
    );
    expect(builderToText({ ...base, synonyms: {}, extra: { term: "#deal", type: "or" } }).text).toBe(
      "(nike AND shoes) OR #deal",
    );
  });

  it("is empty without terms and reports an entry that cannot be searched", () => {
    expect(builderToText(EMPTY_BUILDER)).toEqual({ text: "", problem: null });
    const bad = builderToText(model({ groups: [["#"]] }));
    expect(bad.text).toBe("");
    expect(bad.problem && describeQueryProblem(bad.problem, "en")).toBe('"#" needs a hashtag name after it');
  });

  it("reads typed text back into groups and exclusions", () => {
    const read = builderFromText("(nike AND shoes) OR #sneakers NOT fake");
    expect(read.problem).toBeNull();
    expect(read.model).toEqual(model({ groups: [["nike", "shoes"], ["#sneakers"]], exclusions: ["fake"] }));
    expect(builderFromText("  ").model).toEqual(EMPTY_BUILDER);
  });

  it("round-trips builder → text → builder", () => {
    const start = model({ groups: [["東京", '"new york"'], ["@nike"]], exclusions: ["#ad"] });
    const { text } = builderToText(start);
    expect(builderFromText(text).model).toEqual(start);
  });

  it("describes a syntax error and where it is, in the interface language", () => {
    const read = builderFromText('nike OR "air max');
    expect(read.model).toBeNull();
    const problem = read.problem as QuerySyntaxProblem;
    expect(describeQueryProblem(problem, "en")).toBe("Unclosed quote at character 9");
    expect(describeQueryProblem(problem, "ja")).toBe("引用符が閉じていません（9 文字目）");
    const empty = checkQueryText("nike OR") as QuerySyntaxProblem;
    expect(describeQueryProblem(empty, "en")).toBe('Empty group after "OR" at character 6');
    expect(describeQueryProblem(empty, "ja")).toBe("「OR」の後のグループが空です（6 文字目）");
    expect(checkQueryText("nike OR adidas")).toBeNull();
  });

  it("offers each distinct entry for synonyms and drops synonyms of removed entries", () => {
    const m = model({
      groups: [
        ["nike", "Shoes"],
        ["shoes", "run"],
      ],
      synonyms: { shoes: ["kicks"], gone: ["x"] },
    });
    expect(synonymCandidates(m)).toEqual(["nike", "Shoes", "run"]);
    expect(pruneSynonyms(m).synonyms).toEqual({ shoes: ["kicks"] });
  });
});
