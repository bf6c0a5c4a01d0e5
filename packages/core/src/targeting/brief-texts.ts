import type { Language } from "../auth/languages.ts";
import { fillTemplate } from "../i18n/text-template.ts";

/**
 * What the autopilot says to its caller, in each interface language: the `detail` of a brief it
 * cannot take, and how it estimated the audience's size. The generation errors are
 * stored in English (GENERATION_ERRORS) and worded by the web.
 */
const EN = {
  invalidEmail: "Invalid email address",
  emptyBrief: "Describe the campaign, or give keywords, handles, job titles or an analysis to build the audience from.",
  notFoundGeneration: "Not found.",
  unknownPlace: "Unknown state, region or audience region: {{places}}",
  estimateStore:
    "{{audience}} accounts in the store match the brief{{filters}}; the package's keywords, hashtags and handles reach {{accounts}} accounts of the store.",
  estimateRankedWider:
    "They are too few to rank terms on, so the keywords, hashtags and handles come from the topic's {{topic}} accounts everywhere; the places, age and gender stay as asked.",
  estimateScale: "Estimated size: {{accounts}} × a scaling factor of {{factor}} = {{size}} people.",
  estimateCost:
    "Budgets assume a CPM of {{cpm}} {{currency}} and {{frequency}} impressions per person, so reaching one person costs {{perPerson}} {{currency}}.",
  estimateFromBudget: "A budget of {{budget}} {{currency}} reaches about {{size}} of them.",
  estimateFromSize: "Reaching {{size}} people needs a budget of about {{budget}} {{currency}}.",
  estimateWhole: "Reaching all of them needs a budget of about {{budget}} {{currency}}.",
  filterJoin: ", ",
  filtersLead: " (",
  filtersTail: ")",
  filterGender: "only accounts inferred to be {{value}}; those of unknown gender are left out",
  filterAge: "only accounts inferred to be {{value}}; those of unknown age are left out",
  filterPlaces: "only accounts located in {{value}}; those of unknown location are left out",
  "gender.MALE": "men",
  "gender.FEMALE": "women",
} as const;

export type BriefTextKey = keyof typeof EN;

const JA: Record<BriefTextKey, string> = {
  invalidEmail: "メールアドレスが正しくありません",
  emptyBrief:
    "キャンペーンの説明、またはキーワード・ハンドル・職種・分析のいずれかを指定してください。これをもとにオーディエンスを作ります。",
  notFoundGeneration: "見つかりません。",
  unknownPlace: "不明な州・地域・オーディエンス地域です：{{places}}",
  estimateStore:
    "ストアの{{audience}}アカウントがブリーフに該当します{{filters}}。パッケージのキーワード・ハッシュタグ・ハンドルはストアの{{accounts}}アカウントに届きます。",
  estimateRankedWider:
    "語句を順位付けるには少なすぎるため、キーワード・ハッシュタグ・ハンドルは地域を問わずこのトピックの{{topic}}アカウントから選びました。地域・年齢・性別は指定どおりです。",
  estimateScale: "推定規模：{{accounts}} × 換算係数 {{factor}} = {{size}}人。",
  estimateCost:
    "予算はCPM {{cpm}} {{currency}}、1人あたり{{frequency}}回の表示として計算しています（1人に届く費用は{{perPerson}} {{currency}}）。",
  estimateFromBudget: "予算{{budget}} {{currency}}で、そのうち約{{size}}人に届きます。",
  estimateFromSize: "{{size}}人に届けるには約{{budget}} {{currency}}の予算が必要です。",
  estimateWhole: "全員に届けるには約{{budget}} {{currency}}の予算が必要です。",
  filterJoin: "、",
  filtersLead: "（",
  filtersTail: "）",
  filterGender: "{{value}}と推定されたアカウントのみ。性別不明のアカウントは除外",
  filterAge: "{{value}}と推定されたアカウントのみ。年齢不明のアカウントは除外",
  filterPlaces: "{{value}}にいるアカウントのみ。所在地不明のアカウントは除外",
  "gender.MALE": "男性",
  "gender.FEMALE": "女性",
};

export const BRIEF_TEXTS: Readonly<Record<Language, Readonly<Record<BriefTextKey, string>>>> = { en: EN, ja: JA };

/** A text in `language`, its placeholders filled. */
export function briefText(language: Language, key: BriefTextKey, params: Record<string, string | number> = {}): string {
  return fillTemplate(language, BRIEF_TEXTS[language][key], params);
}

/** How a generation that could not finish says why: stored in English, worded by the web. */
export const GENERATION_ERRORS = {
  noAudience: "No audience found",
  failed: "Failed to generate campaign attributes",
} as const;
