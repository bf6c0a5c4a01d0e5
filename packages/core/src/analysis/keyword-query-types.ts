/**
 * A keyword query, parsed: OR-joined groups of AND-joined terms, minus exclusions.
 * `(nike AND "air max") OR #sneakers NOT fake` → groups [[nike, "air max"], [#sneakers]], exclusions [fake].
 */
export type KeywordTerm = {
  kind: "word" | "phrase" | "hashtag" | "mention";
  /** lower-cased, without the # or @ sign or the quotes */
  value: string;
};
export type KeywordGroup = KeywordTerm[];
export type KeywordQuery = { groups: KeywordGroup[]; exclusions: KeywordTerm[] };
