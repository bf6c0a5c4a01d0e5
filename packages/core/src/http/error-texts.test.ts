import { describe, expect, it } from "vitest";
import { errorText } from "./error-texts.ts";

// Both languages in step: text-template.test.ts.
describe("error texts", () => {
  it("fills placeholders, numbers in the language's format", () => {
    expect(errorText("en", "tooManyKeywords", { max: 10, n: 1200 })).toBe(
      "Compare at most 10 keywords at a time (got 1,200)",
    );
    expect(errorText("ja", "noAccount", { handle: "nike" })).toBe("データストアに @nike のアカウントはありません");
  });
});
