import type { Language } from "../auth/languages.ts";
import { fillTemplate } from "../i18n/text-template.ts";

/** The activity domain's server messages, in each interface language. */
const EN = {
  staffOnly: "Only staff read other users' activity.",
  userNotFound: "No user has the e-mail {{email}}.",
} as const;

export type ActivityTextKey = keyof typeof EN;

const JA: Record<ActivityTextKey, string> = {
  staffOnly: "他のユーザーのアクティビティを閲覧できるのはスタッフのみです。",
  userNotFound: "メールアドレス {{email}} のユーザーはいません。",
};

export const ACTIVITY_TEXTS: Readonly<Record<Language, Readonly<Record<ActivityTextKey, string>>>> = {
  en: EN,
  ja: JA,
};

export function activityText(
  language: Language,
  key: ActivityTextKey,
  params: Record<string, string | number> = {},
): string {
  return fillTemplate(language, ACTIVITY_TEXTS[language][key], params);
}
