import type { Language } from "../auth/languages.ts";

/** Why a creators search was refused, in each interface language: part of the API's error texts. */
const EN = {
  "creators.queryOrAudience": "Give a keyword query or a saved audience, not both.",
  "creators.audienceWithSaved": "A saved audience is the target audience already; leave out the built one.",
  "creators.savedHasNoTerms":
    "The saved audience “{{name}}” has no selected keywords or hashtags to find creators by; select some in the package editor.",
};

const JA: Record<keyof typeof EN, string> = {
  "creators.queryOrAudience": "キーワードクエリか保存済みオーディエンスのどちらか一方を指定してください。",
  "creators.audienceWithSaved":
    "保存済みオーディエンスがすでにターゲットオーディエンスです。条件で作ったオーディエンスは外してください。",
  "creators.savedHasNoTerms":
    "保存済みオーディエンス「{{name}}」には、クリエイターを探すための選択済みキーワードやハッシュタグがありません。パッケージエディターで選択してください。",
};

export const CREATORS_TEXTS = { en: EN, ja: JA } satisfies Record<Language, Record<string, string>>;
