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
  adsetNotFound: "Ad set not found.",
  bidRequired: "bid_amount is needed with bid_strategy {{strategy}}.",
  bidNotPositive: "bid_amount must be more than 0.",
  bidPrecision: "bid_amount has more decimals than {{currency}} takes ({{decimals}}).",
  outsideCampaign: "{{field}} must be within the campaign's dates ({{start}} to {{end}}).",
  adsetEndBeforeStart: "end_time must be after start_time.",
  audienceNotOfTeam: "audience_config_id {{id}} is not a saved audience of this campaign's team.",
  tooManyAdsets:
    "A campaign holds at most {{max}} ad sets, and this one has them all. Delete one or start another campaign.",
  tooManyAds: "An ad set holds at most {{max}} ads, and this one has them all. Delete one or add another ad set.",
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
  adsetNotFound: "広告グループが見つかりません。",
  bidRequired: "bid_strategy が {{strategy}} のときは bid_amount が必要です。",
  bidNotPositive: "bid_amount は 0 より大きくしてください。",
  bidPrecision: "bid_amount の小数点以下の桁数が {{currency}} で使える桁数（{{decimals}}）を超えています。",
  outsideCampaign: "{{field}} はキャンペーンの期間（{{start}}〜{{end}}）内にしてください。",
  adsetEndBeforeStart: "end_time は start_time より後にしてください。",
  audienceNotOfTeam: "audience_config_id {{id}} はこのキャンペーンのチームの保存済みオーディエンスではありません。",
  tooManyAdsets:
    "1 つのキャンペーンに作成できる広告グループは {{max}} 件までで、このキャンペーンは上限に達しています。不要なものを削除するか、別のキャンペーンを作成してください。",
  tooManyAds:
    "1 つの広告グループに作成できる広告は {{max}} 件までで、この広告グループは上限に達しています。不要なものを削除するか、別の広告グループを追加してください。",
};

export const CAMPAIGN_TEXTS: Readonly<Record<Language, Readonly<Record<CampaignTextKey, string>>>> = { en: EN, ja: JA };

export function campaignText(
  language: Language,
  key: CampaignTextKey,
  params: Record<string, string | number> = {},
): string {
  return fillTemplate(language, CAMPAIGN_TEXTS[language][key], params);
}
