import type { Language } from "../auth/languages.ts";
import { fillTemplate } from "../i18n/text-template.ts";

/** Why a campaign cannot be saved as sent, each naming its field, in each interface language. */
const EN = {
  endBeforeStart: "end_time must be after start_time.",
  budgetRequired: "Set a daily_budget or a lifetime_budget (or both).",
  budgetNotPositive: "{{field}} must be more than 0.",
  budgetPrecision: "{{field}} has more decimals than {{currency}} takes ({{decimals}}).",
  budgetTooLarge: "{{field}} must be at most {{max}}.",
  dailyAboveLifetime: "daily_budget must not be more than lifetime_budget.",
  startOfRunning: "start_time cannot move: the campaign has been running since {{start}}.",
  adAccountNotLinked: "ad_account_id {{account}} is not an ad account of this team.",
  campaignNotFound: "Campaign not found.",
} as const;

export type CampaignTextKey = keyof typeof EN;

const JA: Record<CampaignTextKey, string> = {
  endBeforeStart: "end_time は start_time より後にしてください。",
  budgetRequired: "daily_budget か lifetime_budget（または両方）を設定してください。",
  budgetNotPositive: "{{field}} は 0 より大きくしてください。",
  budgetPrecision: "{{field}} の小数点以下の桁数が {{currency}} で使える桁数（{{decimals}}）を超えています。",
  budgetTooLarge: "{{field}} は {{max}} 以下にしてください。",
  dailyAboveLifetime: "daily_budget は lifetime_budget 以下にしてください。",
  startOfRunning: "start_time は変更できません。キャンペーンは {{start}} から配信中です。",
  adAccountNotLinked: "ad_account_id {{account}} はこのチームの広告アカウントではありません。",
  campaignNotFound: "キャンペーンが見つかりません。",
};

export const CAMPAIGN_TEXTS: Readonly<Record<Language, Readonly<Record<CampaignTextKey, string>>>> = { en: EN, ja: JA };

export function campaignText(
  language: Language,
  key: CampaignTextKey,
  params: Record<string, string | number> = {},
): string {
  return fillTemplate(language, CAMPAIGN_TEXTS[language][key], params);
}
