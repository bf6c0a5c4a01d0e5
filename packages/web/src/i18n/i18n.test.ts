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

// Every store as i18next gets it: the main texts and each registered feature's (the test below fails on a folder
// on disk that is not registered).
const stores = [
  { name: "main", en: flatten(en), ja: flatten(ja) },
  ...(await Promise.all(
    Object.entries<FeatureTexts>(FEATURE_TEXTS).map(async ([name, texts]) => ({
      name,
      en: flatten((await texts.en()).default as Tree),
      ja: flatten((await texts.ja()).default as Tree),
    })),
  )),
];
const onDisk = (files: Record<string, unknown>) => Object.keys(files).map((path) => path.split("/")[1] ?? path);
const folders = [...onDisk(import.meta.glob("./*/en.json")), ...onDisk(import.meta.glob("./*/ja.json"))];
const featureFolders = Object.keys(import.meta.glob("../features/*/**/*.{ts,tsx}")).map(
  (path) => path.split("/")[2] ?? path,
);

/** Plural forms differ by language: English has `_one` and `_other`, Japanese (i18next's ja rules) `_other` only. */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const baseKey = (key: string) => key.replace(PLURAL, "");
/** The Japanese key an English key asks for: a plural's forms are all `_other` in Japanese. */
const jaKeyOf = (key: string) => (PLURAL.test(key) ? `${baseKey(key)}_other` : key);
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

const enKeys = new Map(stores.flatMap((s) => [...s.en]));
const jaKeys = new Map(stores.flatMap((s) => [...s.ja]));

describe("translations", () => {
  it("has a text folder per feature folder, named like it, each registered", () => {
    expect(folders.filter((name) => !featureFolders.includes(name))).toEqual([]);
    expect(Object.keys(FEATURE_TEXTS).sort()).toEqual([...new Set(folders)].sort());
  });

  it.each(stores.map((store) => [store.name, store] as const))(
    "%s: ja has every key of en and no others",
    (_, store) => {
      const wanted = new Set([...store.en.keys()].map(jaKeyOf));
      const present = new Set(store.ja.keys());
      expect(
        [...wanted].filter((key) => !present.has(key)),
        "missing in ja",
      ).toEqual([]);
      expect(
        [...present].filter((key) => !wanted.has(key)),
        "not in en",
      ).toEqual([]);
    },
  );

  it.each(stores.map((store) => [store.name, store] as const))("%s: en has both plural forms", (_, store) => {
    const plurals = [...store.en.keys()].filter((key) => PLURAL.test(key)).map(baseKey);
    const incomplete = plurals.filter((base) => !store.en.has(`${base}_one`) || !store.en.has(`${base}_other`));
    expect([...new Set(incomplete)]).toEqual([]);
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
    const seen = new Map<string, string[]>();
    for (const store of stores)
      for (const key of store.en.keys()) seen.set(key, [...(seen.get(key) ?? []), store.name]);
    expect([...seen].filter(([, names]) => names.length > 1)).toEqual([]);
  });
});
