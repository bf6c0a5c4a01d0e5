import type { Language } from "../auth/languages.ts";
import { fillTemplate } from "../i18n/text-template.ts";

/**
 * What applying a package says to the user, in each interface language. The English texts are the
 * product's exact wording: keep them word for word.
 */
const EN = {
  emptyPackage: "Failed to apply targeting list because it is empty.",
  handlesLeftOut:
    "Only the first {{max}} of the {{selected}} selected handles will be applied; {{left}} will be left out.",
  countriesNotSent:
    "{{selected}} countries are selected but at most {{max}} can be applied, so the countries will be sent empty.",
  locationsNotSent:
    "{{selected}} locations are selected but at most {{max}} can be applied, so the locations will be sent empty.",
  customAudiencesNotReady:
    "Some custom audiences are not ready and will not be applied. This may take up to 48 hours to be processed by the social platform. Do you still want to apply the rest of the targeting package?",
} as const;

export type AdsTextKey = keyof typeof EN;

const JA: Record<AdsTextKey, string> = {
  emptyPackage: "ターゲティングリストが空のため、適用できませんでした。",
  handlesLeftOut:
    "選択された{{selected}}件のハンドルのうち、適用されるのは最初の{{max}}件のみです（{{left}}件は適用されません）。",
  countriesNotSent:
    "{{selected}}か国が選択されていますが、適用できるのは{{max}}か国までのため、国は空のまま送信されます。",
  locationsNotSent:
    "{{selected}}件の地域が選択されていますが、適用できるのは{{max}}件までのため、地域は空のまま送信されます。",
  customAudiencesNotReady:
    "一部のカスタムオーディエンスは準備ができていないため適用されません。ソーシャルプラットフォームでの処理には最大48時間かかることがあります。ターゲティングパッケージの残りを適用しますか？",
};

export const ADS_TEXTS: Readonly<Record<Language, Readonly<Record<AdsTextKey, string>>>> = { en: EN, ja: JA };

/** A text in `language`, its placeholders filled. */
export function adsText(language: Language, key: AdsTextKey, params: Record<string, string | number> = {}): string {
  return fillTemplate(language, ADS_TEXTS[language][key], params);
}
