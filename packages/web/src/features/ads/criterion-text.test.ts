import { CRITERION_TYPES, SKIP_REASONS } from "@xa/core/ads/targeting-criteria";
import { LANGUAGES } from "@xa/core/auth/languages";
import { afterAll, describe, expect, it } from "vitest";
import { FEATURE_TEXTS, loadFeatureTexts } from "../../i18n/feature-texts.ts";
import { i18n } from "../../i18n/setup.ts";
import { criterionTypeText, skipReasonText } from "./criterion-text.ts";

describe("criteria and skip reasons in words", () => {
  afterAll(() => i18n.changeLanguage("en"));

  it.each(LANGUAGES)(
    "words every criterion type and every skip reason either platform reports (%s)",
    async (language) => {
      await i18n.changeLanguage(language);
      await loadFeatureTexts(FEATURE_TEXTS.ads);
      const t = i18n.getFixedT(language);
      const types = CRITERION_TYPES.map((type) => criterionTypeText(type, t));
      const reasons = SKIP_REASONS.map((reason) => skipReasonText(reason, t));
      const worded = [...CRITERION_TYPES.map((c, i) => [c, types[i]]), ...SKIP_REASONS.map((c, i) => [c, reasons[i]])];
      for (const [code, text] of worded) {
        expect(text, code).toBeTruthy();
        expect(text, code).not.toBe(code);
      }
      // Each type reads differently, so two criteria of one table are never confused.
      expect(new Set(types).size).toBe(types.length);
    },
  );

  it("reads a type or reason the platform added later as it came", async () => {
    await i18n.changeLanguage("en");
    await loadFeatureTexts(FEATURE_TEXTS.ads);
    expect(criterionTypeText("NEW_TYPE", i18n.t)).toBe("NEW_TYPE");
    expect(skipReasonText("new_reason", i18n.t)).toBe("new_reason");
  });
});
