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

// The main texts and every feature's, as a page that loaded them all sees them.
const features = await Promise.all(
  Object.values<FeatureTexts>(FEATURE_TEXTS).map(async (f) => ({
    en: flatten((await f.en()).default as Tree),
    ja: flatten((await f.ja()).default as Tree),
  })),
);
const enKeys = new Map([...flatten(en), ...features.flatMap((f) => [...f.en])]);
const jaKeys = new Map([...flatten(ja), ...features.flatMap((f) => [...f.ja])]);

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

  it("defines each key once: in the main texts or in one feature's", () => {
    const sources = [flatten(en), ...features.map((f) => f.en)];
    const seen = new Map<string, number>();
    for (const keys of sources) for (const key of keys.keys()) seen.set(key, (seen.get(key) ?? 0) + 1);
    expect([...seen].filter(([, n]) => n > 1).map(([key]) => key)).toEqual([]);
    expect(enKeys.size).toBe(sources.reduce((sum, keys) => sum + keys.size, 0));
  });

  it("has the server's messages in English as core builds them, so a stored text is recognised in every language", () => {
    const templates = new Map(
      [...enKeys].filter(([key]) => key.startsWith("serverMessages.")).map(([key, text]) => [key.slice(15), text]),
    );
    expect(Object.fromEntries(templates)).toEqual(SERVER_MESSAGE_TEMPLATES);
  });
});
