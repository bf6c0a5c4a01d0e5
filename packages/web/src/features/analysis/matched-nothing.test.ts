import type { AnalyzeQueryResponse, SectionName } from "@xa/core";
import { describe, expect, it } from "vitest";
import { matchedNothing } from "./matched-nothing.ts";

const answer = (section: SectionName, count: number | null) => ({
  section,
  data:
    count === null
      ? undefined
      : ({
          sections: { [section]: { kind: "count", base: { unit: "posts", count, description: "" }, value: count } },
        } as unknown as AnalyzeQueryResponse),
});

describe("matchedNothing", () => {
  it("is true when every first-step card that answered counts zero", () => {
    expect(matchedNothing("keyword", [answer("audience_size", 0), answer("posts", 0)])).toBe(true);
    expect(matchedNothing("conversation", [answer("conversation_volume", 0), answer("posts", null)])).toBe(true);
  });
  it("is false when one counts something, when none answered yet, and for handle analyses", () => {
    expect(matchedNothing("keyword", [answer("audience_size", 0), answer("posts", 3)])).toBe(false);
    expect(matchedNothing("keyword", [answer("audience_size", null)])).toBe(false);
    expect(matchedNothing("handle", [answer("audience_size", 0)])).toBe(false);
  });
});
