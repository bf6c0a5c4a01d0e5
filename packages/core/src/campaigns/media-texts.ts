import type { Language } from "../auth/languages.ts";
import { fillTemplate } from "../i18n/text-template.ts";

/** Why a media upload or deletion is refused, in each interface language. */
const EN = {
  tooLargeDeclared: "{{name}} is {{size}} MB; the {{kind}} limit is {{max}} MB.",
  tooLarge: "The file is larger than {{max}} MB, the {{kind}} limit. Nothing was kept.",
  wrongType:
    "The file's content is not a PNG, JPEG, GIF, WebP image or an MP4 video, whatever its name says. Nothing was kept.",
  unreadable: "The file looks like {{type}} but cannot be read as one. Nothing was kept.",
  emptyFile: "The file is empty. Nothing was kept.",
  lengthRequired: "Send the file with its Content-Length.",
  uploadNotFound: "This upload is not known: it was completed already, or it never existed.",
  uploadExpired: "This upload expired at {{at}}; ask for a new one.",
  notSentYet: "The file of this upload has not been sent yet.",
  sentAlready: "The file of this upload was sent already; complete it or ask for a new one.",
  mediaNotFound: "Media not found.",
  mediaInUse: "{{name}} is used by {{creatives}}. Remove it from those creatives first.",
  rangeNotSatisfiable: "The range asked starts past the end of the file ({{bytes}} bytes).",
} as const;

export type MediaTextKey = keyof typeof EN;

const JA: Record<MediaTextKey, string> = {
  tooLargeDeclared: "{{name}} は {{size}} MB です。{{kind}} は {{max}} MB までです。",
  tooLarge: "ファイルが {{kind}} の上限 {{max}} MB を超えています。何も保存していません。",
  wrongType:
    "ファイルの中身が PNG、JPEG、GIF、WebP 画像、MP4 動画のいずれでもありません（名前にかかわらず）。何も保存していません。",
  unreadable: "ファイルは {{type}} のようですが、読み取れません。何も保存していません。",
  emptyFile: "ファイルが空です。何も保存していません。",
  lengthRequired: "ファイルは Content-Length を付けて送ってください。",
  uploadNotFound: "このアップロードは見つかりません。完了済みか、存在しません。",
  uploadExpired: "このアップロードは {{at}} に期限切れになりました。新しく始めてください。",
  notSentYet: "このアップロードのファイルはまだ送られていません。",
  sentAlready: "このアップロードのファイルは送信済みです。完了するか、新しく始めてください。",
  mediaNotFound: "メディアが見つかりません。",
  mediaInUse: "{{name}} はクリエイティブ {{creatives}} で使われています。先にそこから外してください。",
  rangeNotSatisfiable: "指定された範囲がファイルの末尾（{{bytes}} バイト）を超えています。",
};

export const MEDIA_TEXTS: Readonly<Record<Language, Readonly<Record<MediaTextKey, string>>>> = { en: EN, ja: JA };

/** The kind as a reader says it. */
const KIND_WORDS: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  en: { image: "image", gif: "GIF", video: "video" },
  ja: { image: "画像", gif: "GIF", video: "動画" },
};

export function mediaText(language: Language, key: MediaTextKey, params: Record<string, string | number> = {}): string {
  const kind = typeof params.kind === "string" ? (KIND_WORDS[language][params.kind] ?? params.kind) : undefined;
  return fillTemplate(language, MEDIA_TEXTS[language][key], kind === undefined ? params : { ...params, kind });
}
