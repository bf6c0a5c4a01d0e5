import { describe, expect, it } from "vitest";
import { placeholdersOf } from "../i18n/text-template.ts";
import { MEDIA_TEXTS, mediaText } from "./media-texts.ts";

describe("media texts", () => {
  it("has every English text in Japanese, with the same placeholders", () => {
    for (const [key, en] of Object.entries(MEDIA_TEXTS.en)) {
      const ja = MEDIA_TEXTS.ja[key as keyof typeof MEDIA_TEXTS.en];
      expect(ja, key).toBeTruthy();
      expect(placeholdersOf(ja), key).toEqual(placeholdersOf(en));
    }
  });

  it("names the kind in the reader's words", () => {
    expect(mediaText("en", "tooLarge", { max: 5, kind: "image" })).toContain("larger than 5 MB, the image limit");
    expect(mediaText("ja", "tooLarge", { max: 512, kind: "video" })).toContain("動画");
  });
});
