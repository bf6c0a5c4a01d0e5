import type { Language } from "../../auth/languages.ts";

/** What the catalogues say to the user, in each interface language (the server answers in the caller's). */
const EN = {
  countryUnavailable: "This country is not available for targeting.",
  interestsNote:
    "Interests come from the IAB Tech Lab Content Taxonomy 3.1: X's own interest list is not published under a licence that lets us ship it.",
  conversationTopicsNote:
    "No public list of X's conversation topics is shipped with the product, so there are none to choose from.",
  moviesTvShowsNote:
    "No public list of movies and TV shows is shipped with the product, so there are none to choose from.",
  languagesNote: "Languages are the ISO 639-1 list; their names come from Unicode CLDR.",
};

const JA: Record<keyof typeof EN, string> = {
  countryUnavailable: "この国はターゲティングの対象外です。",
  interestsNote:
    "興味関心は IAB Tech Lab Content Taxonomy 3.1 に基づきます。X 独自の興味関心リストは、製品に同梱できるライセンスで公開されていません。",
  conversationTopicsNote: "X の会話トピックの公開リストは製品に同梱されていないため、選べる項目はありません。",
  moviesTvShowsNote: "映画・テレビ番組の公開リストは製品に同梱されていないため、選べる項目はありません。",
  languagesNote: "言語は ISO 639-1 の一覧です。言語名は Unicode CLDR によります。",
};

export type CatalogueTextKey = keyof typeof EN;

/** A catalogue text in a language. */
export function catalogueText(key: CatalogueTextKey, language: Language): string {
  return (language === "ja" ? JA : EN)[key];
}
