import type { Language } from "../auth/languages.ts";
import { fillTemplate } from "../i18n/text-template.ts";

/**
 * The audience planner's server texts in each interface language: why a plan cannot be saved as
 * sent (each naming its field), and how its estimates were made.
 */
const EN = {
  planNotFound: "Audience plan not found.",
  planEndBeforeStart: "end_time must be after start_time.",
  planTooLong: "end_time must be at most {{days}} days after start_time.",
  budgetNeeded: "budget is needed when size_option is budget.",
  sizeNeeded: "size is needed when size_option is size.",
  planBudgetNotPositive: "budget must be more than 0.",
  planBudgetTooLarge: "budget must be at most {{max}}.",
  planBudgetPrecision: "budget has more decimals than {{currency}} takes ({{decimals}}).",
  audienceNotOfTeam: "audience_config_ids: {{id}} is not a saved audience of this team.",
  audienceExcluded: "audience_config_ids: {{name}} is an exclusion audience; plan with targeting audiences.",
  planHasNoAudience: "The plan has no saved audience left; add one before making a campaign.",
  planCostsNothing: "The plan's estimated cost is 0; choose a budget, or audiences the store reaches.",
  methodReachDecide:
    "Each audience's size is its accounts in the store × the scaling factor; letting the product decide, the plan reaches every audience in full.",
  methodReachSize:
    "Each audience's size is its accounts in the store × the scaling factor; the {{size}} people asked for are shared across the audiences by size, never more than an audience holds.",
  methodReachBudget:
    "Each audience's size is its accounts in the store × the scaling factor; the budget reaches the people its impressions buy at {{frequency}} each, never more than an audience holds.",
  methodImpressions: "Reach × {{frequency}} impressions per person.",
  methodImpressionsBudget:
    "The budget of {{budget}} {{currency}} ÷ the CPM × 1,000, shared across the audiences by size; at most {{cap}} a day per person reached.",
  methodFrequency:
    "Impressions ÷ reach: aimed at {{target}} per person, at most {{cap}} a day over the plan's {{days}} days.",
  methodCost: "Impressions ÷ 1,000 × the CPM of {{cpm}} {{currency}}.",
  assumeNoOverlap: "The audiences do not overlap: the total reach adds them up, so it is an upper bound.",
  assumeScale:
    "The store stands for the platform as the scaling factor says: {{factor}} platform accounts per store account.",
  assumeCpm:
    "{{cpm}} {{currency}} per thousand impressions is the configured price in {{currency}}, the same for every audience and day.",
  assumeMeasured: "Audience sizes were counted from the store when the plan was last saved.",
} as const;

export type AudiencePlanTextKey = keyof typeof EN;

const JA: Record<AudiencePlanTextKey, string> = {
  planNotFound: "オーディエンスプランが見つかりません。",
  planEndBeforeStart: "end_time は start_time より後にしてください。",
  planTooLong: "end_time は start_time から {{days}} 日以内にしてください。",
  budgetNeeded: "size_option が budget のときは budget が必要です。",
  sizeNeeded: "size_option が size のときは size が必要です。",
  planBudgetNotPositive: "budget は 0 より大きくしてください。",
  planBudgetTooLarge: "budget は {{max}} 以下にしてください。",
  planBudgetPrecision: "budget の小数点以下の桁数が {{currency}} で使える桁数（{{decimals}}）を超えています。",
  audienceNotOfTeam: "audience_config_ids: {{id}} はこのチームの保存済みオーディエンスではありません。",
  audienceExcluded:
    "audience_config_ids: {{name}} は除外オーディエンスです。ターゲティング用のオーディエンスでプランを作成してください。",
  planHasNoAudience: "プランに保存済みオーディエンスが残っていません。キャンペーンを作る前に追加してください。",
  planCostsNothing: "プランの推定費用が 0 です。予算を指定するか、ストアで到達できるオーディエンスを選んでください。",
  methodReachDecide:
    "各オーディエンスの規模は、ストア内のアカウント数 × スケーリング係数です。プロダクトに任せる場合、プランは各オーディエンス全体に到達します。",
  methodReachSize:
    "各オーディエンスの規模は、ストア内のアカウント数 × スケーリング係数です。指定された {{size}} 人を規模に応じて各オーディエンスに配分し、オーディエンスの規模を超えません。",
  methodReachBudget:
    "各オーディエンスの規模は、ストア内のアカウント数 × スケーリング係数です。予算で買えるインプレッションを 1 人あたり {{frequency}} 回として到達人数を求め、オーディエンスの規模を超えません。",
  methodImpressions: "リーチ × 1 人あたり {{frequency}} インプレッション。",
  methodImpressionsBudget:
    "予算 {{budget}} {{currency}} ÷ CPM × 1,000 を規模に応じて各オーディエンスに配分。到達した 1 人あたり 1 日 {{cap}} 回まで。",
  methodFrequency:
    "インプレッション ÷ リーチ。1 人あたり {{target}} 回を目安に、プランの {{days}} 日間で 1 日 {{cap}} 回まで。",
  methodCost: "インプレッション ÷ 1,000 × CPM {{cpm}} {{currency}}。",
  assumeNoOverlap: "オーディエンス同士は重ならないものとして合計しているため、合計リーチは上限値です。",
  assumeScale:
    "ストアはスケーリング係数のとおりにプラットフォームを代表するものとします（ストアの 1 アカウントあたりプラットフォームの {{factor}} アカウント）。",
  assumeCpm:
    "1,000 インプレッションあたり {{cpm}} {{currency}} は {{currency}} に設定された価格で、すべてのオーディエンスと日で同じとします。",
  assumeMeasured: "オーディエンスの規模は、プランを最後に保存したときにストアから数えたものです。",
};

export const AUDIENCE_PLAN_TEXTS: Readonly<Record<Language, Readonly<Record<AudiencePlanTextKey, string>>>> = {
  en: EN,
  ja: JA,
};

export function audiencePlanText(
  language: Language,
  key: AudiencePlanTextKey,
  params: Record<string, string | number> = {},
): string {
  return fillTemplate(language, AUDIENCE_PLAN_TEXTS[language][key], params);
}
