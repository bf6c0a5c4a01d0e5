import { WORLD_CITIES_JA } from "@xa/core/social/world-cities-ja";
import { type EnglishWords, englishWords, inflect, japaneseNouns } from "@xa/text/terms/everyday-words";
import { TOPICS } from "./demo-content.ts";
import type { Lang } from "./demo-topics.ts";
import type { Prng } from "./prng.ts";
import { zipfPick } from "./zipf-pick.ts";

/**
 * Everyday chatter composed from parts: an opener, one of many clause frames and a tail, its
 * slots filled from a large frequency-ranked vocabulary (see everyday-words.ts), so the world's
 * words have a real heavy tail instead of a few hundred hand-written ones. Slots besides those of
 * demo-phrases.ts: {N} and {N2} a noun, {Ns} a plural, {A} an adjective, {V} a verb, {Vd} its
 * past, {Vg} its -ing form, {R} an adverb; in Japanese {N} and {N2} a noun, {city} a city.
 */

// biome-ignore format: a data table reads better packed
const CLAUSES = {
  en: ["just {Vd} the {N}", "need to {V} my {N} {time}", "can't stop {Vg} {Ns}", "the {N} {time} was {A}", "anyone else {Vg} {Ns} {time}?", "{A} {N} {time}", "thinking about {Ns} again", "who {Vd} my {N}", "my {N} is so {A}", "no {N} {time}", "{Vg} {Ns} and {Vg} {Ns}", "finally {Vd} the {N}", "why is the {N} so {A}", "{name} {Vd} a {A} {N}", "my {rel} {Vd} the {N} {time}", "there's a {A} {N} in {place}", "{R} {Vg} {Ns} {time}", "got a new {N}", "still {Vg} the {N}", "{Ns} are {R} {A}", "i {R} {Vd} the {N}", "trying to {V} the {N}", "the {N} and the {N2}", "first {N} of the {N2}", "kinda want a {A} {N}", "a {N} for every {N2}", "today's {N}: {A}", "{Ns}, {Ns} and more {Ns}", "forgot to {V} the {N}", "should i {V} the {N} or the {N2}?", "was {Vg} {Ns} all {time}", "the {A} {N} at work", "{rel} says the {N} is {A}", "can someone {V} my {N}", "{N} check: {A}", "it's {A} how {Ns} work", "watched a documentary about {Ns}", "learning to {V} {Ns}", "new {N} who dis", "if one more {N} {Vd} me", "{A} {N}, {A} {N2}", "spent {time} {Vg} {Ns}", "our {N} {Vd} again", "saw a {A} {N} on the way home", "{Vg} is my {N} now", "a {N} walks into a {N2}", "nothing beats a {A} {N}", "the {N} {R} {Vd}", "me and {name} {Vg} {Ns}", "{n} {Ns} later", "not the {N} {Vg} again", "tell me why the {N} {Vd}", "still thinking about that {N}", "wish i could {V} {Ns} for a living", "{Ns} > {Ns}"],
  ja: ["{N}の話", "{N}について考えてた", "{N}が気になる", "{city}で{N}", "{time}は{N}", "{N}と{N2}", "{N}ってどうなんだろう", "また{N}", "{rel}が{N}の話してた", "{N}、{adj}", "{N}のニュース見た", "{N}なう", "{N}の季節", "{N}に詳しい人いる？", "{N}問題", "{time}の{N}", "{N}だけで一日終わった", "{name}と{N}の話", "{N}と{N2}のバランス大事", "{N}について調べてる", "{N}がすごい", "{N}って言葉、初めて知った", "{city}の{N}", "{N}より{N2}", "{N}の動画見てた", "{rel}に{N}のこと聞かれた", "{N}について本読んでる", "{N}、{n}回目", "{N}とか{N2}とか", "{place}で{N}の話になった"],
};

// biome-ignore format: a data table reads better packed
const OPENERS = {
  en: ["", "", "", "", "", "", "ok so ", "honestly ", "lowkey ", "ngl ", "random thought: ", "update: ", "not gonna lie ", "so apparently ", "idk but ", "pov: ", "reminder: ", "plot twist: "],
  ja: ["", "", "", "", "なんか", "正直", "ちなみに", "てか", "結局", "今日も", "急に", "やっぱり"],
};

// biome-ignore format: a data table reads better packed
const TAILS = {
  en: ["", "", "", "", "", "", " lol", " again", " i guess", " smh", " for real", " tbh", " haha", " fr", " somehow", " apparently", " as usual"],
  ja: ["", "", "", "", "かも", "笑", "な", "…", "わ", "だった", "らしい"],
};

const CITIES_JA = [...new Set(WORLD_CITIES_JA.map(([name]) => name))];

/** A chatter line's frame: opener, clause, tail, the clause's slots still to fill. */
export function chatterFrame(rng: Prng, lang: Lang): string {
  let clause = zipfPick(rng, CLAUSES[lang], 0.4);
  // Now and then two clauses run together, as a thought goes on.
  if (rng.chance(0.3)) clause += `${rng.pick(JOINS[lang])}${zipfPick(rng, CLAUSES[lang], 0.4)}`;
  return `${zipfPick(rng, OPENERS[lang], 0.3)}${clause}${zipfPick(rng, TAILS[lang], 0.3)}`;
}

// biome-ignore format: a data table reads better packed
const PHRASES = {
  en: [" with the {N}", " in the {N}", " at the {N}", " after the {N}", " for the {N}", " on the {N}", " of {Ns}", " with {A} {Ns}", " in a {A} {N}", " like a {N}", " before the {N}", " instead of {Vg}", " without {Vg}", " near the {N}", " and {Vg} {Ns}", " to {V} the {N}"],
  ja: ["の{N}", "で{N}", "と{N}", "、{N}も", "、{N}のあと", "、{N}の前"],
};

/** Mostly a phrase that goes on from a sentence about a topic (where, with what, after what), else nothing. */
export function phraseFrame(rng: Prng, lang: Lang): string {
  return rng.chance(PHRASE_SHARE) ? zipfPick(rng, PHRASES[lang], 0.3) : "";
}

const PHRASE_SHARE = 0.8;

const JOINS = { en: [" and ", ", ", " but ", " so ", " while "], ja: ["、", "けど", "し、", "から"] };

// How fast the vocabulary's tail falls: 1 is Zipf's law; lower spreads the draws over more words.
const EXPONENT = { en: 0.6, ja: 0.5 };

const HEAD = 300;
const HEAD_SHARE = 0.4;

/**
 * A word of the list: often one of its few hundred commonest, evenly, else any word with a heavy
 * tail, so that words of middle frequency are about as many as in real text (a pure power law
 * over the list leaves too few of them beside the frames' own words).
 */
function draw(rng: Prng, words: readonly string[], exponent: number): string {
  if (rng.chance(HEAD_SHARE)) return words[rng.int(0, Math.min(HEAD, words.length) - 1)] as string;
  return zipfPick(rng, words, exponent);
}

let vocabulary: { en: EnglishWords; ja: readonly string[] } | null = null;

/**
 * The everyday vocabulary without the topics' own words ("coffee", "gun", "battery", 投資): drawn
 * at random into anyone's chatter, they would blur which posts and people a topic has.
 */
function everydayVocabulary(): { en: EnglishWords; ja: readonly string[] } {
  if (vocabulary) return vocabulary;
  const en = new Set<string>();
  const ja: string[] = [];
  for (const topic of TOPICS) {
    const sides = topic.sides ?? [];
    const terms = [topic.terms, topic.hashtags, ...sides.flatMap((side) => [side.terms, side.hashtags])];
    for (const term of terms.flatMap((t) => t.en)) for (const w of term.toLowerCase().match(/[a-z]+/g) ?? []) en.add(w);
    ja.push(...terms.flatMap((t) => t.ja));
  }
  const fits = (...forms: string[]) => forms.every((form) => !en.has(form));
  const words = englishWords();
  vocabulary = {
    en: {
      nouns: words.nouns.filter((w) => fits(w, inflect(w, "plural"))),
      verbs: words.verbs.filter((w) => fits(w, inflect(w, "past"), inflect(w, "gerund"))),
      adjectives: words.adjectives.filter((w) => fits(w)),
      adverbs: words.adverbs.filter((w) => fits(w)),
    },
    ja: japaneseNouns().filter((noun) => !ja.some((term) => term.includes(noun) || noun.includes(term))),
  };
  return vocabulary;
}

/** A word for one of the vocabulary slots, or undefined when `slot` is not one of them. */
export function everydayWord(rng: Prng, lang: Lang, slot: string): string | undefined {
  if (lang === "ja") {
    if (slot === "N" || slot === "N2") return draw(rng, everydayVocabulary().ja, EXPONENT.ja);
    if (slot === "city") return zipfPick(rng, CITIES_JA, 0.8);
    return undefined;
  }
  const words = everydayVocabulary().en;
  switch (slot) {
    case "N":
    case "N2": {
      // Now and then a noun takes an adjective of its own, as people write "a tiny kitchen".
      const noun = draw(rng, words.nouns, EXPONENT.en);
      return rng.chance(0.25) ? `${draw(rng, words.adjectives, EXPONENT.en)} ${noun}` : noun;
    }
    case "Ns":
      return inflect(draw(rng, words.nouns, EXPONENT.en), "plural");
    case "A":
      return draw(rng, words.adjectives, EXPONENT.en);
    case "V":
      return draw(rng, words.verbs, EXPONENT.en);
    case "Vd":
      return inflect(draw(rng, words.verbs, EXPONENT.en), "past");
    case "Vg":
      return inflect(draw(rng, words.verbs, EXPONENT.en), "gerund");
    case "R":
      return draw(rng, words.adverbs, EXPONENT.en);
    default:
      return undefined;
  }
}

/** The English words of the frames themselves (the vocabulary's are in everyday-words.ts). */
export const CHATTER_WORDS: readonly string[] = [
  ...new Set(
    JSON.stringify([CLAUSES.en, OPENERS.en, TAILS.en, PHRASES.en, JOINS.en, "an"])
      .toLowerCase()
      .match(/[a-z']+/g),
  ),
];
