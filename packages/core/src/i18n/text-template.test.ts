import { describe, expect, it } from "vitest";
import { ADS_TEXTS } from "../ads/ads-texts.ts";
import { ANALYSIS_TEXTS } from "../analysis/analysis-texts.ts";
import { CLUSTERS_TEXTS } from "../clusters/clusters-texts.ts";
import { ERROR_TEXTS } from "../http/error-texts.ts";
import { MONITORS_TEXTS } from "../monitors/monitors-texts.ts";
import { AUDIENCE_TEXTS } from "../targeting/audience-texts.ts";
import { BRIEF_TEXTS } from "../targeting/brief-texts.ts";
import { placeholdersOf } from "./text-template.ts";

/** Each catalog of core, and what marks a text as written in Japanese (a span such as 〜 has no kana). */
const CATALOGS: [string, Record<"en" | "ja", Readonly<Record<string, string>>>, RegExp][] = [
  ["analysis texts", ANALYSIS_TEXTS, /[぀-ヿ一-鿿（〜]/],
  ["error texts", ERROR_TEXTS, /[぀-ヿ一-鿿]/],
  ["ads texts", ADS_TEXTS, /[぀-ヿ一-鿿]/],
  ["audience texts", AUDIENCE_TEXTS, /[぀-ヿ一-鿿]/],
  ["brief texts", BRIEF_TEXTS, /[぀-ヿ一-鿿（）、]/],
  ["topic-cluster texts", CLUSTERS_TEXTS, /[぀-ヿ一-鿿]/],
  ["monitors texts", MONITORS_TEXTS, /[぀-ヿ一-鿿]/],
];

describe.each(CATALOGS)("%s", (_, catalog, japanese) => {
  it("has every text in Japanese, with the same placeholders as the English one", () => {
    const keys = Object.keys(catalog.en);
    expect(Object.keys(catalog.ja).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      expect({ key, placeholders: placeholdersOf(catalog.ja[key] as string) }).toEqual({
        key,
        placeholders: placeholdersOf(catalog.en[key] as string),
      });
      // A Japanese text is written in Japanese, not left in English.
      expect({ key, ja: catalog.ja[key] }).toMatchObject({ ja: expect.stringMatching(japanese) });
    }
  });
});
