import { normalizeText, tokenize } from "@xa/core/social/post-words";
import type { JapaneseAnalyser, Morpheme } from "../sentiment/sentiment-ja-morpheme.ts";
import { isStopListed } from "./generic-words.ts";

/** A keyword and some of the posts using it, as written. */
export type TermSample = { term: string; texts: readonly { text: string; lang: string | null }[] };

/**
 * What a keyword is as a buyer would type it: itself (a whole word), the phrase or compound it is
 * mostly written in (pour → "pour over", 出し → 水出し), or null when it is only ever a piece of
 * other words (a bare suffix, a single character). `share`: the part of its uses the label covers.
 */
export type WholeTerm = { term: string; label: string | null; share: number };

/** A word is read as part of a phrase or compound when at least this share of its uses are in it. */
export const PHRASE_MIN_SHARE = 0.6;
/** …seen at least this many times (fewer uses say nothing about how it is written). */
export const PHRASE_MIN_USES = 3;
/** A Japanese keyword is read as what at least this share of its uses are (itself or one compound). */
export const JA_MIN_SHARE = 0.5;
/** Compounds longer than this are one post's wording, not a term to buy. */
const MAX_COMPOUND_CHARS = 12;
const MAX_COMPOUND_MORPHEMES = 4;

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HAS_LETTER = /\p{L}/u;
// Particles that follow a verb as part of it ("pour over", "check out", "set up"): the only
// stop-listed words a phrase may end with. A stop-listed word before a term ("the", "my") is no part of it.
const PARTICLES = new Set(["over", "up", "out", "off", "down", "away", "back"]);

/** Each sampled keyword as a whole term (see WholeTerm); Japanese is read by `analyse`. */
export function wholeTerms(samples: readonly TermSample[], analyse: JapaneseAnalyser): WholeTerm[] {
  return samples.map((s) => (CJK.test(s.term) ? japaneseTerm(s, analyse) : spacedTerm(s)));
}

/** A word of a spaced language: itself, or the two- or three-word phrase it mostly stands in. */
function spacedTerm({ term, texts }: TermSample): WholeTerm {
  let uses = 0;
  const pairs = new Map<string, number>();
  const triples = new Map<string, number>();
  for (const { text, lang } of texts) {
    const tokens = tokenize(text, lang);
    // Words before the term may not be stop-listed; after it too, but for a closing particle.
    const leftOk = (t: string | undefined) => t !== undefined && HAS_LETTER.test(t) && !isStopListed(t);
    const rightOk = (t: string | undefined, last: boolean) =>
      t !== undefined && HAS_LETTER.test(t) && (!isStopListed(t) || (last && PARTICLES.has(t)));
    tokens.forEach((token, i) => {
      if (token !== term) return;
      uses++;
      const [b2, b1, a1, a2] = [tokens[i - 2], tokens[i - 1], tokens[i + 1], tokens[i + 2]];
      const left = leftOk(b1);
      const right = rightOk(a1, true);
      if (left) add(pairs, `${b1} ${term}`);
      if (right) add(pairs, `${term} ${a1}`);
      if (left && right) add(triples, `${b1} ${term} ${a1}`);
      // The term may open or close the name too: "ethiopian" of "ethiopian pour over".
      if (rightOk(a1, false) && rightOk(a2, true)) add(triples, `${term} ${a1} ${a2}`);
      if (left && leftOk(b2)) add(triples, `${b2} ${b1} ${term}`);
    });
  }
  // A word inside a three-word name ("ethiopian pour over") is the whole name, not either half.
  const [triple, three] = best(triples);
  if (triple && uses >= PHRASE_MIN_USES && three / uses >= PHRASE_MIN_SHARE)
    return { term, label: triple, share: three / uses };
  const [phrase, n] = best(pairs);
  if (phrase && uses >= PHRASE_MIN_USES && n / uses >= PHRASE_MIN_SHARE)
    return { term, label: phrase, share: n / uses };
  return { term, label: term, share: 1 };
}

/**
 * A Japanese keyword, as the morphological analyser reads the posts using it: a whole word when it
 * is one noun compound, content verb or adjective; the compound it is mostly part of (水 + 出し →
 * 水出し); null when it is mostly a bare suffix, an auxiliary (すぎる after a verb) or a piece of
 * another word, and always as a single character on its own.
 */
function japaneseTerm({ term, texts }: TermSample, analyse: JapaneseAnalyser): WholeTerm {
  let uses = 0;
  let whole = 0;
  const compounds = new Map<string, number>();
  for (const { text, lang } of texts) {
    const clean = normalizeText(text);
    if (lang !== "ja" && !KANA.test(clean)) continue;
    const units = alignedUnits(clean, analyse);
    for (let at = clean.indexOf(term); at !== -1; at = clean.indexOf(term, at + term.length)) {
      uses++;
      const end = at + term.length;
      const unit = units.find((u) => u.start <= at && end <= u.end);
      if (!unit) continue;
      if (unit.start === at && unit.end === end) whole++;
      else if (unit.noun && unit.morphemes <= MAX_COMPOUND_MORPHEMES && unit.end - unit.start <= MAX_COMPOUND_CHARS)
        add(compounds, clean.slice(unit.start, unit.end));
    }
  }
  if (uses === 0) return { term, label: [...term].length > 1 ? term : null, share: 1 };
  const [compound, n] = best(compounds);
  if (compound && n > whole && n / uses >= JA_MIN_SHARE) return { term, label: compound, share: n / uses };
  if ([...term].length > 1 && whole / uses >= JA_MIN_SHARE) return { term, label: term, share: whole / uses };
  return { term, label: null, share: 0 };
}

type Unit = { start: number; end: number; noun: boolean; morphemes: number };

/**
 * The noun compounds of a Japanese text as the analyser reads them (日焼け止め, スキンケア), of two
 * morphemes or more and no longer than a term to buy: the search index splits them into pieces.
 */
export function nounCompounds(text: string, analyse: JapaneseAnalyser): string[] {
  const clean = normalizeText(text);
  return alignedUnits(clean, analyse)
    .filter((u) => u.noun && u.morphemes >= 2 && u.morphemes <= MAX_COMPOUND_MORPHEMES)
    .filter((u) => u.end - u.start <= MAX_COMPOUND_CHARS)
    .map((u) => clean.slice(u.start, u.end));
}

const KANJI_ONLY = /^\p{Script=Han}+$/u;

/**
 * The analyser's units widened to the search index's word boundaries: IPADIC reads 水出しコーヒー
 * as the place name 水出 + し, a unit that would cut the indexed word 出し in half.
 */
function alignedUnits(text: string, analyse: JapaneseAnalyser): Unit[] {
  const starts: number[] = [];
  const ends: number[] = [];
  let cursor = 0;
  for (const token of tokenize(text, "ja")) {
    const at = text.indexOf(token, cursor);
    if (at === -1) continue;
    starts.push(at);
    ends.push(at + token.length);
    cursor = at + token.length;
  }
  return unitsOf(text, analyse(text)).map((u) => {
    const i = starts.findIndex((s, k) => s < u.end && u.end < (ends[k] as number));
    const j = starts.findIndex((s, k) => s < u.start && u.start < (ends[k] as number));
    return { ...u, start: j === -1 ? u.start : (starts[j] as number), end: i === -1 ? u.end : (ends[i] as number) };
  });
}

/**
 * The words of an analysed text with where they stand: noun compounds (a run of nouns with their
 * prefixes and suffixes, 水出し, コーヒー豆) and content verbs and adjectives; particles,
 * auxiliaries, dependent words and symbols are no unit.
 */
function unitsOf(text: string, morphemes: readonly Morpheme[]): Unit[] {
  const units: Unit[] = [];
  let cursor = 0;
  let run: (Unit & { nouns: number }) | null = null;
  const close = () => {
    if (run && run.nouns > 0) units.push({ start: run.start, end: run.end, noun: true, morphemes: run.morphemes });
    run = null;
  };
  for (const m of morphemes) {
    const start = text.indexOf(m.surface, cursor);
    if (start === -1) continue;
    const end = start + m.surface.length;
    cursor = end;
    const noun = m.pos === "名詞" && m.pos1 !== "非自立" && m.pos1 !== "代名詞";
    // A suffix continues a compound; a prefix starts one. IPADIC reads some kanji of a compound
    // alone as verbs (自家焙煎 → 自家 + 焙 + 煎): a verb of kanji only, with no kana, continues it too.
    const kanjiVerb = m.pos === "動詞" && KANJI_ONLY.test(m.surface);
    if ((noun || kanjiVerb) && run && run.end === start) {
      run.end = end;
      run.morphemes++;
      run.nouns++;
      continue;
    }
    close();
    if ((noun && m.pos1 !== "接尾") || m.pos === "接頭詞")
      run = { start, end, noun: true, morphemes: 1, nouns: m.pos === "接頭詞" ? 0 : 1 };
    else if ((m.pos === "動詞" || m.pos === "形容詞") && m.pos1 === "自立")
      units.push({ start, end, noun: false, morphemes: 1 });
  }
  close();
  return units;
}

function add(counts: Map<string, number>, key: string): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

/** The most counted key (ties: the first counted). */
function best(counts: ReadonlyMap<string, number>): [string | null, number] {
  let top: [string | null, number] = [null, 0];
  for (const [key, n] of counts) if (n > top[1]) top = [key, n];
  return top;
}
