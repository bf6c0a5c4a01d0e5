import { fillTemplate } from "../i18n/text-template.ts";
import type { Language } from "./languages.ts";

/** What the personal sign-in link says, in each interface language. */
const EN = {
  linkInvalid: "This sign-in link does not work: it was used already, it expired, or it was never made.",
  otherUserSignedIn: "This link signs in another user. Sign out first to use it.",
} as const;

export type StandaloneTextKey = keyof typeof EN;

const JA: Record<StandaloneTextKey, string> = {
  linkInvalid: "このサインインリンクは使えません。使用済み、期限切れ、または作成されていないリンクです。",
  otherUserSignedIn: "このリンクは別のユーザーをサインインさせます。使うには先にサインアウトしてください。",
};

export function standaloneText(language: Language, key: StandaloneTextKey): string {
  return fillTemplate(language, (language === "ja" ? JA : EN)[key], {});
}
