import { describe, expect, it } from "vitest";
import { hasText } from "./has-text.ts";
import { i18n } from "./setup.ts";

describe("hasText", () => {
  it("finds a key of the loaded texts in either language, and only plain words", async () => {
    for (const language of ["en", "ja"]) {
      await i18n.changeLanguage(language);
      expect(hasText("fields", "email")).toBe(true);
      expect(hasText("sheets.columns", "followers_count")).toBe(true);
      expect(hasText("sheets.columns", "Posts per day")).toBe(false);
      expect(hasText("fields", "toString")).toBe(false);
      expect(hasText("sectionViews", "columns.followers_count")).toBe(false);
      expect(hasText("fields", "x:email")).toBe(false);
    }
    await i18n.changeLanguage("en");
  });
});
