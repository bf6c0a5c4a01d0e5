import type { Language } from "../auth/languages.ts";
import { fillTemplate } from "../i18n/text-template.ts";

/** What the audience builder says of a criterion it cannot take (the `detail` of its 400s). */
const EN = {
  noCriteria: "Add a criterion to build the audience from.",
  tooManyCriteria: "An audience takes at most {{max}} criteria; this one has {{count}}.",
  tooManyValues: "A criterion takes at most {{max}} handles, interests or words; one has {{count}}.",
  noIncluded: "At least one criterion must include accounts: excluding alone leaves nothing to take them from.",
  emptyHandles: "Give at least one handle whose followers to include.",
  emptyInterests: "Choose at least one interest.",
  emptyQuery: "Write what they posted about: a keyword query such as coffee OR #latte.",
  emptyWords: "Give at least one word to look for in profiles.",
  invalidHandle: "Handle is not valid: {{handles}}",
  unknownHandles: "The store has no account {{handles}}.",
  unknownInterests: "Unknown interest: {{interests}}",
  shortWord: "A profile word needs at least 2 characters: {{words}}",
} as const;

export type AudienceBuilderTextKey = keyof typeof EN;

const JA: Record<AudienceBuilderTextKey, string> = {
  noCriteria: "オーディエンスを作る条件を追加してください。",
  tooManyCriteria: "オーディエンスの条件は{{max}}個までです（現在{{count}}個）。",
  tooManyValues: "1つの条件に指定できるハンドル・興味・単語は{{max}}個までです（{{count}}個指定されています）。",
  noIncluded: "少なくとも1つの条件は「含める」にしてください。除外だけでは対象のアカウントがありません。",
  emptyHandles: "フォロワーを含めるハンドルを1つ以上指定してください。",
  emptyInterests: "興味を1つ以上選んでください。",
  emptyQuery: "投稿した内容をキーワードクエリで書いてください（例：coffee OR #latte）。",
  emptyWords: "プロフィールから探す単語を1つ以上指定してください。",
  invalidHandle: "ハンドルが正しくありません：{{handles}}",
  unknownHandles: "ストアにアカウント {{handles}} がありません。",
  unknownInterests: "不明な興味です：{{interests}}",
  shortWord: "プロフィールの単語は2文字以上にしてください：{{words}}",
};

export const AUDIENCE_BUILDER_TEXTS: Readonly<Record<Language, Readonly<Record<AudienceBuilderTextKey, string>>>> = {
  en: EN,
  ja: JA,
};

/** A text in `language`, its placeholders filled. */
export function audienceBuilderText(
  language: Language,
  key: AudienceBuilderTextKey,
  params: Record<string, string | number> = {},
): string {
  return fillTemplate(language, AUDIENCE_BUILDER_TEXTS[language][key], params);
}
