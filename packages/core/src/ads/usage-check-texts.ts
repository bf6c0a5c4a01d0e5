import type { Language } from "../auth/languages.ts";
import { fillTemplate } from "../i18n/text-template.ts";

/** What the usage and autopilot checks and verify_signed answer, in each interface language. */
const EN = {
  usageAllowed: "This package may be applied to ad account {{account}}.",
  // Worded without a plural ("left: 1"), as these catalogs fill numbers only.
  autopilotAllowed:
    "The autopilot may run. Targeting generations left this hour: {{left}} (you have used {{used}} of {{limit}}; the team has {{teamLeft}} left).",
  autopilotAllowedNoTeam:
    "The autopilot may run. Targeting generations left this hour: {{left}} (you have used {{used}} of {{limit}}).",
  autopilotUserSpent: "You have started {{limit}} targeting generations this hour, the most one user may.",
  autopilotTeamSpent: "Your team has started {{limit}} targeting generations this hour, the most one team may.",
  signatureValid: "The record is as the server signed it when usage {{id}} was recorded.",
  signatureInvalid: "The record does not match its signature: it was changed, or not signed by this server.",
} as const;

export type UsageCheckTextKey = keyof typeof EN;

const JA: Record<UsageCheckTextKey, string> = {
  usageAllowed: "このパッケージは広告アカウント{{account}}に適用できます。",
  autopilotAllowed:
    "オートパイロットを実行できます。この1時間に残っているターゲティング生成: {{left}}件（あなたの利用: {{limit}}件中{{used}}件、チームの残り: {{teamLeft}}件）。",
  autopilotAllowedNoTeam:
    "オートパイロットを実行できます。この1時間に残っているターゲティング生成: {{left}}件（あなたの利用: {{limit}}件中{{used}}件）。",
  autopilotUserSpent: "この1時間に{{limit}}件のターゲティング生成を開始しました。1ユーザーの上限です。",
  autopilotTeamSpent: "チームはこの1時間に{{limit}}件のターゲティング生成を開始しました。1チームの上限です。",
  signatureValid: "この記録は、利用記録{{id}}の作成時にサーバーが署名した内容と一致します。",
  signatureInvalid: "この記録は署名と一致しません。変更されたか、このサーバーが署名したものではありません。",
};

export const USAGE_CHECK_TEXTS: Readonly<Record<Language, Readonly<Record<UsageCheckTextKey, string>>>> = {
  en: EN,
  ja: JA,
};

/** A text in `language`, its placeholders filled. */
export function usageCheckText(
  language: Language,
  key: UsageCheckTextKey,
  params: Record<string, string | number> = {},
): string {
  return fillTemplate(language, USAGE_CHECK_TEXTS[language][key], params);
}
