import { describe, expect, it } from "vitest";
import { languageFromBrowser, resolveLanguage } from "./language.ts";

describe("interface language", () => {
  it("maps browser tags", () => {
    expect(languageFromBrowser("ja")).toBe("ja");
    expect(languageFromBrowser("ja-JP")).toBe("ja");
    expect(languageFromBrowser("en-GB")).toBe("en");
    expect(languageFromBrowser("fr")).toBe("en");
    expect(languageFromBrowser(undefined)).toBe("en");
  });
  it("prefers the profile language", () => {
    expect(resolveLanguage("ja", "en-US")).toBe("ja");
    expect(resolveLanguage("en", "ja-JP")).toBe("en");
  });
  it("falls back to the browser when the profile has none", () => {
    expect(resolveLanguage(null, "ja-JP")).toBe("ja");
    expect(resolveLanguage("", "en")).toBe("en");
    expect(resolveLanguage("de", "ja")).toBe("ja");
  });
});
