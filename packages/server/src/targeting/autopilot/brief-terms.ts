import { keywordQueryFromBuilder } from "@xa/core/analysis/keyword-builder";
import type { KeywordGroup, KeywordTerm } from "@xa/core/analysis/keyword-query-types";
import { parseKeywordTerm } from "@xa/core/analysis/keyword-terms";
import { normalizeText, tokenize } from "@xa/core/social/post-words";
import { scriptOf } from "@xa/core/targeting/rank-terms";
import { analyseWithLindera } from "@xa/text/sentiment/lindera-analyser";
import { nounCompounds } from "@xa/text/terms/whole-terms";
import { extractHashtags, extractMentions } from "@xa/text/tokens/entities";
import { keywordsOf } from "@xa/text/tokens/keywords";

/** What a free-text brief names: hashtags and @handles written in it, and its content words. */
export type BriefTerms = { words: string[]; hashtags: string[]; handles: string[] };

// Words every campaign brief uses about itself, not about its audience (en, ja): "a campaign for
// people who love coffee" is about coffee. Post stopwords are left out by keywordsOf already.
// biome-ignore format: a word list reads better packed
const BRIEF_WORDS = new Set(`campaign campaigns audience audiences target targeting targeted people persons person users user
customers customer fans fan followers follower lovers lover enthusiasts enthusiast interested interest interests brand brands
launch launching promote promoting promotion advertise advertising ads ad reach reaching want looking find market marketing
product products new love loves like likes who whom everyone anyone someone aged age ages year years old young
キャンペーン ターゲット オーディエンス ユーザー ファン 人 人たち 層 向け 好き 興味 関心 広告 宣伝 商品 製品 新 発売 ブランド 届け たい 方 方々 者`.split(/\s+/));

/** Whether a word of a brief is about the campaign rather than its audience. */
export const isBriefWord = (word: string) => BRIEF_WORDS.has(word);

/**
 * Reads a brief written in English or Japanese: its hashtags and @handles as written, and the
 * content words of the rest, tokenised as posts are (Japanese via Intl.Segmenter), without
 * stopwords and campaign words. Which of them the store uses is the server's to check.
 */
export function readBrief(description: string): BriefTerms {
  const hashtags = extractHashtags(description);
  const handles = extractMentions(description);
  // The tags and handles are terms of their own: their text would only repeat them as words.
  const rest = description.replace(/[#＃@＠][\p{L}\p{M}\p{N}_]+/gu, " ");
  const words = keywordsOf(tokenize(rest)).filter((w) => !isBriefWord(w));
  return { words: withCompounds(words, rest), hashtags, handles };
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** A word written as pieces of a compound (日焼け + 止め), or itself. */
export const compoundPieces = (word: string): string[] => (CJK.test(word) ? keywordsOf(tokenize(word)) : [word]);

/**
 * The brief's words with the pieces of each Japanese noun compound it writes (日焼け止め, スキンケア)
 * joined back, as the user wrote and would buy them; campaign words at a compound's ends are
 * dropped (コーヒー好き is about コーヒー). Posts are still matched piece by piece, adjacent.
 */
function withCompounds(words: string[], text: string): string[] {
  if (!CJK.test(text)) return words;
  const out = [...words];
  for (const compound of nounCompounds(text, analyseWithLindera)) {
    const pieces = compoundPieces(compound);
    // A stopword inside (dropped by keywordsOf) means the pieces no longer spell the compound.
    if (pieces.join("") !== compound) continue;
    let from = 0;
    let to = pieces.length;
    while (from < to && isBriefWord(pieces[from] as string)) from++;
    while (to > from && isBriefWord(pieces[to - 1] as string)) to--;
    const kept = pieces.slice(from, to);
    const at = out.indexOf(kept[0] as string);
    if (kept.length < 2 || at === -1 || !kept.every((p) => out.includes(p))) continue;
    for (const piece of kept) out.splice(out.indexOf(piece), 1);
    out.splice(Math.min(at, out.length), 0, kept.join(""));
  }
  return [...new Set(out)];
}

/** A keyword as a brief term: trimmed, normalised, without a leading '#'. */
export const briefTerm = (text: string) => normalizeText(text.trim()).replace(/^[#＃]/, "");

/** The post terms, handles and exclusions of a whole request (its description and keyword form together). */
export type RequestTerms = BriefTerms & {
  /** the keyword form's AND-groups (joined by OR), as typed: kept whatever the store says */
  groups: KeywordGroup[];
  exclusions: KeywordTerm[];
};

const bareHandle = (h: string) => h.replace(/^[@＠]/, "").toLowerCase();

/**
 * What a request asks for in terms: the brief's words, hashtags and handles (less those the user
 * removed from its reading), its handles field, its keyword groups and exclusions. Throws
 * KeywordQuerySyntaxError when a keyword cannot be read.
 */
export function readRequestTerms(request: {
  description: string;
  keyword_groups: string[][];
  excluded_keywords: string[];
  handles: string[];
  removed_handles?: string[];
}): RequestTerms {
  const brief = readBrief(request.description);
  const removed = new Set((request.removed_handles ?? []).map(bareHandle));
  const handles = [
    ...new Set([...brief.handles.map(bareHandle).filter((h) => !removed.has(h)), ...request.handles.map(bareHandle)]),
  ];
  const groups = request.keyword_groups.some((g) => g.some((t) => t.trim() !== ""))
    ? keywordQueryFromBuilder({ groups: request.keyword_groups, exclusions: [] }).groups
    : [];
  const exclusions = request.excluded_keywords.map((k) => parseKeywordTerm(k));
  return { ...brief, handles, groups, exclusions };
}

/** How many authors use one combination of a brief's terms (`terms[i]`: they use term i), and whether they write CJK. */
export type TermAuthors = { terms: boolean[]; authors: number; cjk: boolean };

/** A term whose authors use another brief term this many times as often as the store's do is coherent. */
export const COHERENCE_MIN_LIFT = 2;
/** A term is kept when at least this share of its authors look like the audience of the coherent terms. */
export const COHERENCE_MIN_PURITY = 0.5;
/**
 * …and a term widening the brief, which the marketer did not write, when this share does: picked
 * for co-occurring with the brief, a term of its topic scores about 1 ("else", half its uses in
 * "Anyone else grinding", half in another topic's "Who else took an L", does not).
 */
export const WIDENING_MIN_PURITY = 0.8;
/** A term fewer authors use is kept unjudged: too few to tell, and too few to change the audience. */
export const COHERENCE_MIN_AUTHORS = 5;

/**
 * Which of a brief's terms to keep (indices), so that an ambiguous word ("trip" in a travel brief,
 * written mostly by EV drivers on a "road trip") does not bring another topic's people in. For each
 * term: the share of its authors using another brief term, and that share among the store's
 * authors (chance; for a CJK term the larger of that and the same among CJK writers, as liftOf).
 * Its authors are read as a mixture of the audience, who use other terms as often as the coherent
 * terms' authors do (the median of their shares, or of their lifts over chance), and of others,
 * who do by chance: the purity is the audience's part, (share − chance) / (median − chance), or
 * (lift − 1) / (median lift − 1), the larger; a judged term below `minPurity` is set aside. Coherent terms are those with share ≥ COHERENCE_MIN_LIFT ×
 * chance; a term with no other coherent term to compare with (a one-term brief, unrelated terms) is kept.
 * Unjudged terms (typed as keywords) are kept, and count as context.
 */
export function coherentTerms(
  terms: readonly { label: string; judged: boolean }[],
  rows: readonly TermAuthors[],
  store: { authors: number; cjkAuthors: number },
  minPurity = COHERENCE_MIN_PURITY,
): { kept: number[]; purities: (number | null)[] } {
  const sum = (keep: (r: TermAuthors) => boolean) => rows.reduce((n, r) => n + (keep(r) ? r.authors : 0), 0);
  const ratio = (a: number, b: number) => (a > 0 && b > 0 ? a / b : 0);
  const measured = terms.map((term, i) => {
    const usesOther = (r: TermAuthors) => r.terms.some((used, j) => used && j !== i);
    const authors = sum((r) => r.terms[i] === true);
    const share = ratio(
      sum((r) => r.terms[i] === true && usesOther(r)),
      authors,
    );
    let chance = ratio(sum(usesOther), store.authors);
    if (scriptOf(term.label) === "cjk")
      chance = Math.max(
        chance,
        ratio(
          sum((r) => r.cjk && usesOther(r)),
          store.cjkAuthors,
        ),
      );
    const coherent = authors >= COHERENCE_MIN_AUTHORS && chance > 0 && share >= COHERENCE_MIN_LIFT * chance;
    return { authors, share, chance, coherent };
  });
  // Read by shares and by lifts, and kept when either finds it pure: a term's share depends on how
  // many write the other terms, so a broad term (スキンケア) beside a narrow one (日焼け止め) looks
  // impure by share for its size alone; lifts of terms compared among different writers (a CJK
  // term's chance is among CJK writers) are not on one scale.
  const purities = measured.map((m, i): number | null => {
    if (!terms[i]?.judged || m.authors < COHERENCE_MIN_AUTHORS) return null;
    const others = measured.filter((o, j) => j !== i && o.coherent);
    const byShare = mixturePart(m.share, m.chance, median(others.map((o) => o.share)));
    const byLift = mixturePart(m.share / m.chance, 1, median(others.map((o) => o.share / o.chance)));
    if (byShare === null || byLift === null) return byShare ?? byLift;
    return Math.max(byShare, byLift);
  });
  const kept = terms.map((_, i) => i).filter((i) => (purities[i] ?? 1) >= minPurity);
  return { kept, purities };
}

/** The audience's part of a mixture measuring `value`, where the audience measures `typical` and others `chance`. */
function mixturePart(value: number, chance: number, typical: number | null): number | null {
  if (typical === null || typical <= chance) return null;
  return (value - chance) / (typical - chance);
}

/** The middle value (mean of the two middle ones), or null for none. */
export function median(xs: number[]): number | null {
  if (xs.length === 0) return null;
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/**
 * The forms of a brief's word the store may use instead, the word first: briefs say "sneakerheads"
 * and "drops" where posts say "sneakerhead" and "drop". Latin words only: English plurals.
 */
export function wordForms(word: string): string[] {
  if (!/^[a-z]{3,}$/.test(word)) return [word];
  const forms = [word];
  if (word.endsWith("ies") && word.length > 4) forms.push(`${word.slice(0, -3)}y`);
  else if (/(ches|shes|sses|xes|zes)$/.test(word)) forms.push(word.slice(0, -2));
  if (word.endsWith("s") && !word.endsWith("ss") && word.length > 3) forms.push(word.slice(0, -1));
  if (!word.endsWith("s"))
    forms.push(word.endsWith("y") && !/[aeiou]y$/.test(word) ? `${word.slice(0, -1)}ies` : `${word}s`);
  return [...new Set(forms)];
}
