import type { Language } from "../auth/languages.ts";
import { fillTemplate } from "../i18n/text-template.ts";

/** How influencers are found, said with the answer in the reader's language. */
const EN = {
  methodQuery:
    "The {{audience}} accounts that posted matching posts (reposts left out) from {{start}} to {{end}}. Influence is an account's followers times its topical share: the share of its posts in those dates that match the query.",
  methodHandle:
    "The {{audience}} followers of @{{handle}} in the store; the {{candidates}} with the most followers are compared. Influence is an account's followers times its topical share: the share of its followers in the store who follow @{{handle}} too.",
} as const;

export type InfluencersTextKey = keyof typeof EN;

const JA: Record<InfluencersTextKey, string> = {
  methodQuery:
    "{{start}}から{{end}}までに一致する投稿（リポストを除く）をしたアカウント{{audience}}件。影響力は、フォロワー数にトピックの割合（その期間の投稿のうちクエリに一致する割合）を掛けた値です。",
  methodHandle:
    "ストア内の@{{handle}}のフォロワー{{audience}}件のうち、フォロワーの多い{{candidates}}件を比べています。影響力は、フォロワー数にトピックの割合（ストア内のフォロワーのうち@{{handle}}もフォローしている割合）を掛けた値です。",
};

const TEXTS: Readonly<Record<Language, Readonly<Record<InfluencersTextKey, string>>>> = { en: EN, ja: JA };

export function influencersText(
  language: Language,
  key: InfluencersTextKey,
  params: Record<string, string | number> = {},
): string {
  return fillTemplate(language, TEXTS[language][key], params);
}
