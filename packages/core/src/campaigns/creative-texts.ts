import type { Language } from "../auth/languages.ts";
import { fillTemplate } from "../i18n/text-template.ts";

/** Why a creative or an ad cannot be saved or changed as sent, each naming its field, in each interface language. */
const EN = {
  textTooLong: "text is {{length}} characters as X counts them (links 23 each); the most is {{max}}.",
  tooManyImages: "media may hold at most 4 images; {{count}} were sent.",
  mediaMix: "media may be up to 4 images, or one GIF, or one video, not a mix.",
  mediaRepeated: "media lists file {{id}} twice.",
  mediaNotOfTeam: "media {{id}} is not a file of this team's media library.",
  cardIncomplete: "card_title and card_url go together: send both or neither.",
  cardUrlScheme: "card_url must be a web address starting with http:// or https://.",
  ctaNeedsCard: "call_to_action needs a website card (card_title and card_url).",
  unknownAdvertiserCategory: "advertiser_category {{id}} is not in the advertiser categories.",
  unknownContentCategory: "content_categories has {{id}}, which is not in the content categories.",
  contentCategoryRepeated: "content_categories lists {{id}} twice.",
  creativeNotFound: "Creative not found.",
  creativeInUse:
    "This creative is used by ad {{ad}} in campaign “{{campaign}}”, ad set “{{adset}}”: delete that ad first.",
  creativeNotOfTeam: "creative {{id}} is not a creative of this campaign's team.",
  adsetNotOfTeam: "adset {{id}} is not an ad set of this team.",
  adNotFound: "Ad not found.",
  campaignEnded: "The campaign ended on {{end}}: its ads can no longer be switched on or off.",
  campaignHalted: "The campaign was halted by the platform: its ads cannot be switched until it is reviewed.",
} as const;

export type CreativeTextKey = keyof typeof EN;

const JA: Record<CreativeTextKey, string> = {
  textTooLong: "text は X の数え方で {{length}} 文字です（リンクは 1 つ 23 文字）。上限は {{max}} 文字です。",
  tooManyImages: "media に入れられる画像は 4 枚までです（{{count}} 枚送られました）。",
  mediaMix: "media は画像 4 枚まで、GIF 1 つ、動画 1 つのいずれかです。混在はできません。",
  mediaRepeated: "media にファイル {{id}} が 2 回あります。",
  mediaNotOfTeam: "media {{id}} はこのチームのメディアライブラリのファイルではありません。",
  cardIncomplete: "card_title と card_url は組で指定してください（両方か、どちらも指定しない）。",
  cardUrlScheme: "card_url は http:// または https:// で始まるウェブアドレスにしてください。",
  ctaNeedsCard: "call_to_action にはウェブサイトカード（card_title と card_url）が必要です。",
  unknownAdvertiserCategory: "advertiser_category {{id}} は広告主カテゴリーにありません。",
  unknownContentCategory: "content_categories の {{id}} はコンテンツカテゴリーにありません。",
  contentCategoryRepeated: "content_categories に {{id}} が 2 回あります。",
  creativeNotFound: "クリエイティブが見つかりません。",
  creativeInUse:
    "このクリエイティブはキャンペーン「{{campaign}}」の広告グループ「{{adset}}」の広告 {{ad}} で使われています。先にその広告を削除してください。",
  creativeNotOfTeam: "creative {{id}} はこのキャンペーンのチームのクリエイティブではありません。",
  adsetNotOfTeam: "adset {{id}} はこのチームの広告グループではありません。",
  adNotFound: "広告が見つかりません。",
  campaignEnded: "キャンペーンは {{end}} に終了しました。広告のオン・オフはもう切り替えられません。",
  campaignHalted: "キャンペーンはプラットフォームにより停止されています。審査が終わるまで広告を切り替えられません。",
};

export const CREATIVE_TEXTS: Readonly<Record<Language, Readonly<Record<CreativeTextKey, string>>>> = { en: EN, ja: JA };

export function creativeText(
  language: Language,
  key: CreativeTextKey,
  params: Record<string, string | number> = {},
): string {
  return fillTemplate(language, CREATIVE_TEXTS[language][key], params);
}
