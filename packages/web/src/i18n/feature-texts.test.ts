import { describe, expect, it } from "vitest";
import { type FeatureTexts, readTexts, withFeatureTexts } from "./feature-texts.ts";
import { i18n } from "./setup.ts";

// A feature's texts as its chunks would give them; keys are read through i18next untyped, as no such section exists.
const demo: FeatureTexts = {
  en: async () => ({ default: { demoFeature: { title: "Lists", nested: { save: "Save" } } } }),
  ja: async () => ({ default: { demoFeature: { title: "リスト", nested: { save: "保存" } } } }),
};
const text = (language: string, key: string) => i18n.getFixedT(language)(key as "app.title.team");

describe("feature texts", () => {
  it("loads a feature's texts beside the page, into the namespace the app reads", async () => {
    expect(i18n.exists("demoFeature.title")).toBe(false);
    const page = await withFeatureTexts(demo, Promise.resolve({ Page: "page" }));
    expect(page).toEqual({ Page: "page" });
    expect(text("en", "demoFeature.nested.save")).toBe("Save");
    expect(text("ja", "demoFeature.title")).toBe("リスト");
    // The main texts are still all there.
    expect(text("ja", "common.reload")).toBe(i18n.getResource("ja", "translation", "common.reload"));
  });

  it("brings them with a language's texts read later, as on a switch", async () => {
    await withFeatureTexts(demo, Promise.resolve(null));
    // What the backend answers for a language: its own file and every feature a page has loaded.
    const texts = await readTexts("ja", async () => ({ default: { common: { reload: "再読み込み" } } }));
    // Registered features' texts come too (the tests load them all): this one must be among them.
    expect(texts).toMatchObject({
      common: { reload: "再読み込み" },
      demoFeature: { title: "リスト", nested: { save: "保存" } },
    });
  });
});
