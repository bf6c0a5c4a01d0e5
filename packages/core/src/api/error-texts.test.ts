import { describe, expect, it } from "vitest";
import { placeholdersOf } from "../ui/text-template.ts";
import { ERROR_TEXTS, type ErrorTextKey, errorText } from "./error-texts.ts";

const keys = Object.keys(ERROR_TEXTS.en) as ErrorTextKey[];

describe("error texts", () => {
  it("has every text in Japanese, with the same placeholders as the English one", () => {
    expect(Object.keys(ERROR_TEXTS.ja).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      expect({ key, placeholders: placeholdersOf(ERROR_TEXTS.ja[key]) }).toEqual({
        key,
        placeholders: placeholdersOf(ERROR_TEXTS.en[key]),
      });
      expect({ key, ja: ERROR_TEXTS.ja[key] }).toMatchObject({ ja: expect.stringMatching(/[぀-ヿ一-鿿]/) });
    }
  });

  it("fills placeholders, numbers in the language's format", () => {
    expect(errorText("en", "tooManyKeywords", { max: 10, n: 1200 })).toBe(
      "Compare at most 10 keywords at a time (got 1,200)",
    );
    expect(errorText("ja", "noAccount", { handle: "nike" })).toBe("データストアに @nike のアカウントはありません");
  });
});
