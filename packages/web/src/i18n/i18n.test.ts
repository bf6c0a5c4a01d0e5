import { SERVER_MESSAGE_TEMPLATES } from "@xa/core/social/server-messages";
import { describe, expect, it } from "vitest";
import en from "./en.json";
import { FEATURE_TEXTS, type FeatureTexts } from "./feature-texts.ts";
import ja from "./ja.json";

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** Plural forms differ by language (English one/other, Japanese other only): compare base keys. */
const baseKey = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, "");
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

const enKeys = flatten(en);
const jaKeys = flatten(ja);

describe("translations", () => {
  it("ja has every key of en and no others", () => {
    const enBase = new Set([...enKeys.keys()].map(baseKey));
    const jaBase = new Set([...jaKeys.keys()].map(baseKey));
    expect([...enBase].filter((k) => !jaBase.has(k))).toEqual([]);
    expect([...jaBase].filter((k) => !enBase.has(k))).toEqual([]);
  });

  it("has no empty texts", () => {
    for (const [key, text] of [...enKeys, ...jaKeys]) expect(text.trim(), key).not.toBe("");
  });

  it("uses the same placeholders in both languages", () => {
    for (const [key, text] of jaKeys) {
      const enText = enKeys.get(key) ?? enKeys.get(`${baseKey(key)}_other`) ?? "";
      expect(placeholders(text), key).toEqual(placeholders(enText));
    }
  });

  it("is translated: Japanese text differs from English except names", () => {
    const same = [...jaKeys].filter(([key, text]) => enKeys.get(key) === text).map(([key]) => key);
    const allowed = ["app.title.team", "languages.en", "languages.ja", "login.emailPlaceholder", "pages.talkToX"];
    expect(same.filter((key) => !allowed.includes(key))).toEqual([]);
  });

  it("has each feature's texts in both languages, in sections of their own", async () => {
    for (const [name, feature] of Object.entries<FeatureTexts>(FEATURE_TEXTS)) {
      const [featureEn, featureJa] = [
        flatten((await feature.en()).default as Tree),
        flatten((await feature.ja()).default as Tree),
      ];
      // Plural forms differ by language (en one/other, ja other): each base key once.
      const bases = (keys: Iterable<string>) => [...new Set([...keys].map(baseKey))].sort();
      expect(bases(featureEn.keys()), name).toEqual(bases(featureJa.keys()));
      for (const [key, value] of featureJa)
        expect(placeholders(value), key).toEqual(
          placeholders(featureEn.get(key) ?? featureEn.get(`${baseKey(key)}_other`) ?? ""),
        );
      const sections = new Set([...featureEn.keys()].map((key) => key.split(".")[0]));
      expect(
        [...sections].filter((section) => Object.hasOwn(en, section as string)),
        name,
      ).toEqual([]);
    }
  });

  it("has the server's messages in English as core builds them, so a stored text is recognised in every language", () => {
    expect(en.serverMessages).toEqual(SERVER_MESSAGE_TEMPLATES);
  });
});
