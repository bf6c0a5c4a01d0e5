import type { Language } from "../auth/languages.ts";

/** Why a competitor analysis was refused, in each interface language: part of the API's error texts. */
const EN = {
  "competitors.tooFew": "Compare at least {{min}} handles (got {{n}}).",
  "competitors.tooMany": "Compare at most {{max}} handles at a time (got {{n}}).",
  "competitors.handleTwice": "@{{handle}} is listed twice; list each competitor once.",
  "competitors.emptyHandle": "Handle {{position}} is empty; type a handle or remove the field.",
};

const JA: Record<keyof typeof EN, string> = {
  "competitors.tooFew": "{{min}} 個以上のハンドルを比較してください（{{n}} 個です）。",
  "competitors.tooMany": "一度に比較できるハンドルは {{max}} 個までです（{{n}} 個あります）。",
  "competitors.handleTwice": "@{{handle}} が 2 回指定されています。競合は 1 回ずつ指定してください。",
  "competitors.emptyHandle": "{{position}} 番目のハンドルが空です。ハンドルを入力するか、欄を削除してください。",
};

export const COMPETITOR_TEXTS = { en: EN, ja: JA } satisfies Record<Language, Record<string, string>>;
