import type { Language } from "../auth/languages.ts";
import { fillTemplate } from "../i18n/text-template.ts";
import type { CampaignObjective, CampaignStatus } from "./campaign-entities.ts";

/** The campaign summary PDF's words, in each interface language. */
const EN = {
  title: "Campaign summary",
  preparedFor: "Prepared for {{team}} on {{date}}",
  simulated: "Simulated delivery (Sandbox): these figures are simulated from the budget, dates and audience size.",
  platformStats: "Figures as reported by the ad platform.",
  objective: "Objective",
  status: "Status",
  dates: "Dates",
  noEnd: "no end date",
  budget: "Budget",
  lifetimeBudget: "{{amount}} lifetime",
  dailyBudget: "{{amount}} a day",
  adAccount: "Ad account",
  kpis: "Key figures",
  impressions: "Impressions",
  engagements: "Engagements",
  clicks: "Clicks",
  spend: "Spend",
  cpm: "CPM",
  ctr: "CTR",
  daily: "Delivery by day",
  dailyCaption: "Impressions a day (bars) and spend a day (line), {{from}} to {{to}}",
  noDelivery: "No delivery yet.",
  segments: "Delivery by segment",
  country: "Country",
  age: "Age",
  gender: "Gender",
  placement: "Placement",
  shareOfImpressions: "{{share}} of impressions",
  targeting: "Audience and targeting",
  adset: "Ad set: {{name}}",
  audience: "Saved audience: {{name}}",
  noAudience: "No saved audience",
  keywords: "Keywords",
  handles: "Handles",
  hashtags: "Hashtags",
  locations: "Locations",
  languages: "Languages",
  ageGender: "Age and gender",
  placements: "Placements",
  none: "none",
  more: "and {{count}} more",
  creatives: "Creatives",
  noCreatives: "No ads yet.",
  callToAction: "Call to action: {{cta}}",
  feeTitle: "Segment fee agreement",
  page: "Page {{page}} of {{pages}}",
} as const;

export type CampaignSummaryTextKey = keyof typeof EN;

const JA: Record<CampaignSummaryTextKey, string> = {
  title: "キャンペーンサマリー",
  preparedFor: "{{team}} 様向け（{{date}} 作成）",
  simulated: "配信はシミュレーションです（サンドボックス）。数値は予算・期間・オーディエンス規模から算出しています。",
  platformStats: "数値は広告プラットフォームの報告によるものです。",
  objective: "目的",
  status: "ステータス",
  dates: "期間",
  noEnd: "終了日なし",
  budget: "予算",
  lifetimeBudget: "総予算 {{amount}}",
  dailyBudget: "1日あたり {{amount}}",
  adAccount: "広告アカウント",
  kpis: "主要指標",
  impressions: "インプレッション",
  engagements: "エンゲージメント",
  clicks: "クリック",
  spend: "費用",
  cpm: "CPM",
  ctr: "CTR",
  daily: "日別の配信",
  dailyCaption: "1日あたりのインプレッション（棒）と費用（線）、{{from}}〜{{to}}",
  noDelivery: "まだ配信がありません。",
  segments: "セグメント別の配信",
  country: "国",
  age: "年齢",
  gender: "性別",
  placement: "配置",
  shareOfImpressions: "インプレッションの {{share}}",
  targeting: "オーディエンスとターゲティング",
  adset: "広告グループ：{{name}}",
  audience: "保存したオーディエンス：{{name}}",
  noAudience: "保存したオーディエンスなし",
  keywords: "キーワード",
  handles: "アカウント",
  hashtags: "ハッシュタグ",
  locations: "地域",
  languages: "言語",
  ageGender: "年齢と性別",
  placements: "配置",
  none: "なし",
  more: "ほか {{count}} 件",
  creatives: "クリエイティブ",
  noCreatives: "広告はまだありません。",
  callToAction: "行動喚起：{{cta}}",
  feeTitle: "セグメント利用料に関する合意事項",
  page: "{{page}} / {{pages}} ページ",
};

const TEXTS: Record<Language, Record<CampaignSummaryTextKey, string>> = { en: EN, ja: JA };

/** What a campaign is for and where it stands, as the summary names them. */
export const OBJECTIVE_NAMES: Readonly<Record<Language, Record<CampaignObjective, string>>> = {
  en: {
    AWARENESS: "Awareness",
    REACH: "Reach",
    ENGAGEMENTS: "Engagements",
    VIDEO_VIEWS: "Video views",
    WEBSITE_CLICKS: "Website clicks",
    APP_INSTALLS: "App installs",
    FOLLOWERS: "Followers",
  },
  ja: {
    AWARENESS: "認知",
    REACH: "リーチ",
    ENGAGEMENTS: "エンゲージメント",
    VIDEO_VIEWS: "動画の再生",
    WEBSITE_CLICKS: "ウェブサイトのクリック",
    APP_INSTALLS: "アプリのインストール",
    FOLLOWERS: "フォロワー",
  },
};
export const STATUS_NAMES: Readonly<Record<Language, Record<CampaignStatus, string>>> = {
  en: {
    active: "Active",
    paused: "Paused",
    draft: "Draft",
    halted: "Halted",
    expired: "Expired",
    scheduled: "Scheduled",
  },
  ja: {
    active: "アクティブ",
    paused: "一時停止",
    draft: "下書き",
    halted: "停止",
    expired: "期限切れ",
    scheduled: "予定",
  },
};

export function summaryText(
  language: Language,
  key: CampaignSummaryTextKey,
  params: Record<string, string | number> = {},
): string {
  return fillTemplate(language, TEXTS[language][key], params);
}

/**
 * The terms a team accepts when it applies the product's audience segments to a campaign. They are
 * agreed in Japanese; the English is a reading aid, printed under the Japanese.
 */
export const SEGMENT_FEE_TERMS: Readonly<Record<Language, readonly string[]>> = {
  ja: [
    "利用料は、セグメントを使用した配信の純広告費の10%です。",
    "純広告費が1,000,000円未満の場合、利用料は最低100,000円です。",
    "セグメントはキャンペーン開始日から最長2か月間ご利用いただけます。",
    "1回のお申し込みでご利用いただけるセグメントは3つまでです。",
    "請求書は5営業日以内に発行します。",
    "お申し込み後のキャンセルはできません。",
  ],
  en: [
    "The fee is 10% of the net ad spend delivered on the segments.",
    "When the net ad spend is under ¥1,000,000, the fee is at least ¥100,000.",
    "Segments may be used for up to 2 months from the campaign's start.",
    "One application covers up to 3 segments.",
    "The invoice is issued within 5 business days.",
    "An application cannot be cancelled.",
  ],
};
