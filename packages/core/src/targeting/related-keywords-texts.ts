import type { Language } from "../auth/languages.ts";
import { fillTemplate } from "../i18n/text-template.ts";

/** How related keywords are found, said with the answer in the reader's language. */
const EN = {
  method:
    "The {{authors}} accounts that posted matching posts from {{start}} to {{end}}, against the store's {{store}} accounts: a term's lift is the share of those authors using it over the share of the store's accounts using it. Terms are ranked by the lift they have at least with 95% confidence; a term needs a lift of 1.5 and at least 2 of the authors, and the query's own words are left out.",
} as const;

export type RelatedKeywordsTextKey = keyof typeof EN;

const JA: Record<RelatedKeywordsTextKey, string> = {
  method:
    "{{start}}から{{end}}までに一致する投稿をしたアカウント{{authors}}件を、ストア全体の{{store}}アカウントと比べています。語のリフトは、その語を使う投稿者の割合をストアのアカウントでの割合で割った値です。95%の信頼度で少なくとも持つリフトの順に並べ、リフト1.5以上かつ投稿者2人以上が使う語に限り、クエリ自体の語は除いています。",
};

const TEXTS: Readonly<Record<Language, Readonly<Record<RelatedKeywordsTextKey, string>>>> = { en: EN, ja: JA };

export function relatedKeywordsText(
  language: Language,
  key: RelatedKeywordsTextKey,
  params: Record<string, string | number> = {},
): string {
  return fillTemplate(language, TEXTS[language][key], params);
}
