import type { Language } from "../auth/languages.ts";

/**
 * Why a keyword query cannot be read, in each interface language: part of the API's error texts (its 400s), and
 * a file of its own so the web app, which parses queries with the same code as they are typed, carries only these.
 */
const EN = {
  // {{term}} and {{token}} are as the user wrote them; "at" follows a located problem.
  "query.termTooLong": 'Term "{{term}}…" is longer than {{max}} characters',
  "query.nothingToSearch": '"{{term}}" has no letters or digits to search for',
  "query.hashtagNameMissing": '"#" needs a hashtag name after it',
  "query.notHashtag": '"{{term}}" is not a hashtag: use letters, digits and _ only',
  "query.handleMissing": '"@" needs a handle after it',
  "query.notHandle": '"{{term}}" is not a handle: up to 15 letters, digits or _',
  "query.unclosedQuote": "Unclosed quote",
  "query.emptyQuotes": "Empty quotes",
  "query.parenthesesExpand": "Too many terms: the parentheses expand to {{terms}}, at most {{max}} are allowed",
  "query.empty": "Query is empty",
  "query.termBeforeNot": 'The query needs a term before "NOT"',
  "query.unbalanced": "Unbalanced parenthesis",
  "query.unexpected": 'Unexpected "{{token}}"',
  "query.tooManyTerms": "Too many terms: {{terms}}, at most {{max}} are allowed",
  "query.emptyGroupBetween": 'Empty group between "{{before}}" and "{{after}}"',
  "query.emptyGroupAfter": 'Empty group after "{{before}}"',
  "query.emptyGroupBefore": 'Empty group before "{{after}}"',
  "query.termBeforeAnd": '"AND" needs a term before it',
  "query.termBetweenAnds": 'Empty term between "AND" and "AND"',
  "query.termAfterAnd": '"AND" needs a term after it',
  "query.nestedTooDeeply": "Parentheses nested too deeply",
  "query.emptyParentheses": "Empty parentheses",
  "query.notInsideParentheses": '"NOT" goes after the groups, outside the parentheses',
  "query.termAfterNot": "NOT needs a term after it",
  "query.oneTermExclusion": 'An exclusion is one term: write NOT a NOT b to exclude both, or "a b" for a phrase',
  "query.at": " at character {{n}}",
} as const;

export type KeywordQueryTextKey = keyof typeof EN;

const JA: Record<KeywordQueryTextKey, string> = {
  "query.termTooLong": "語「{{term}}…」が {{max}} 文字を超えています",
  "query.nothingToSearch": "「{{term}}」には検索できる文字や数字がありません",
  "query.hashtagNameMissing": "「#」の後にハッシュタグ名が必要です",
  "query.notHashtag": "「{{term}}」はハッシュタグではありません。文字・数字・_ だけを使ってください",
  "query.handleMissing": "「@」の後にハンドルが必要です",
  "query.notHandle": "「{{term}}」はハンドルではありません。英数字と _ で 15 文字までです",
  "query.unclosedQuote": "引用符が閉じていません",
  "query.emptyQuotes": "引用符の中が空です",
  "query.parenthesesExpand": "語が多すぎます。括弧を展開すると {{terms}} 語になります（上限は {{max}} 語）",
  "query.empty": "クエリが空です",
  "query.termBeforeNot": "「NOT」の前に語が必要です",
  "query.unbalanced": "括弧の対応が取れていません",
  "query.unexpected": "「{{token}}」はここに置けません",
  "query.tooManyTerms": "語が多すぎます。{{terms}} 語あります（上限は {{max}} 語）",
  "query.emptyGroupBetween": "「{{before}}」と「{{after}}」の間のグループが空です",
  "query.emptyGroupAfter": "「{{before}}」の後のグループが空です",
  "query.emptyGroupBefore": "「{{after}}」の前のグループが空です",
  "query.termBeforeAnd": "「AND」の前に語が必要です",
  "query.termBetweenAnds": "「AND」と「AND」の間に語がありません",
  "query.termAfterAnd": "「AND」の後に語が必要です",
  "query.nestedTooDeeply": "括弧の入れ子が深すぎます",
  "query.emptyParentheses": "括弧の中が空です",
  "query.notInsideParentheses": "「NOT」は括弧の外、グループの後に書きます",
  "query.termAfterNot": "「NOT」の後に語が必要です",
  "query.oneTermExclusion": '除外は 1 語ずつです。両方を除外するには NOT a NOT b、フレーズなら "a b" と書きます',
  "query.at": "（{{n}} 文字目）",
};

export const KEYWORD_QUERY_TEXTS: Readonly<Record<Language, Readonly<Record<KeywordQueryTextKey, string>>>> = {
  en: EN,
  ja: JA,
};
