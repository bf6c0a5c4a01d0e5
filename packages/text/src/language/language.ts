import { isStopword } from "../tokens/stopwords.ts";
import { ENGLISH_WORDS } from "./language-data/english-words.ts";
import { ENGLISH_CHAT_WORDS, FUNCTION_WORDS } from "./language-data/function-words.ts";

/**
 * A statistical language detector: candidate languages with their accuracy, best first (tinyld's
 * detectAll). Passed in rather than imported, so that only a process that meets a post without a
 * language loads one (tinyld's profiles are large: see the server's language-detector).
 */
export type LanguageDetector = (text: string) => readonly { lang: string; accuracy: number }[];

/** Language codes the platform uses for "not a language" (links only, emoji only, hashtags only...). */
const NOT_A_LANGUAGE = new Set(["und", "qam", "qct", "qht", "qme", "qst", "zxx", "art", ""]);

/**
 * Where a post's language came from, shown beside language charts: the platform's tag, detection
 * from the text, the language of the author's other posts or profile when the text did not tell
 * (see the server's author-language pass), or none.
 */
export const LANGUAGE_SOURCES = ["platform", "detected", "author", "unknown"] as const;
export type LanguageSource = (typeof LANGUAGE_SOURCES)[number];

/** A post's language and how its own text and tags decided it (the author's language comes later). */
export type LanguageResult = { lang: string | null; source: Exclude<LanguageSource, "author"> };

/**
 * The platform's language when it gave one; else detected from the text (detectLanguage).
 * Too little text gives unknown rather than a guess.
 */
export function decideLanguage(
  platformLang: string | null | undefined,
  text: string,
  detect: LanguageDetector,
): LanguageResult {
  const given = (platformLang ?? "").toLowerCase();
  if (!NOT_A_LANGUAGE.has(given))
    return { lang: given === "in" ? "id" : given === "iw" ? "he" : given, source: "platform" };
  const detected = detectLanguage(text, detect);
  return detected ? { lang: detected, source: "detected" } : { lang: null, source: "unknown" };
}

/**
 * Detects a text's language (ISO 639-1), or null when unsure: by script for kana (ja) and Hangul
 * (ko); English when half its Latin words or more are English words and other languages'
 * function words are few; else by the detector's n-gram profiles (byDetector); else, unsure,
 * English when a third of its words are English and none is another language's function word,
 * or the language whose function words it is made of.
 */
export function detectLanguage(text: string, detect: LanguageDetector): string | null {
  const clean = text
    .replace(/^RT [@＠][\p{L}\p{N}_]+:?/u, " ")
    .replace(/https?:\/\/\S+/g, " ")
    .replace(/&(amp|lt|gt|quot);/g, " ")
    .replace(/[@#＃＠][\p{L}\p{N}_]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(clean)) return "ja";
  const letters = clean.match(/\p{L}/gu)?.length ?? 0;
  const latin = clean.match(/\p{Script=Latin}/gu)?.length ?? 0;
  // Korean posts quote English titles and names; an English post may name a Korean star in Hangul.
  const hangul = clean.match(/\p{Script=Hangul}/gu)?.length ?? 0;
  if (hangul > 0 && hangul * 5 >= letters) return "ko";
  const words = latin * 2 > letters ? wordEvidence(clean) : null;
  if (words && words.english >= 2 && words.english * 2 >= words.count && words.english >= 2 * words.foreign)
    return "en";
  if (hangul > 0) return "ko";
  if (/\p{Script=Han}/u.test(clean) && latin === 0 && letters >= 12) return "zh";
  // Some English words and no other language's function word: English with names or codes
  // ("Just like his mentor Barack Hussein Obama", "BOS to ORD delayed 3hrs"). On short text
  // this outweighs the detector, whose profiles are made for sentences.
  const leansEnglish =
    words !== null &&
    words.written >= 2 &&
    words.english >= 1 &&
    words.english * 3 >= words.count &&
    words.foreign === 0;
  if (leansEnglish && letters < SHORT_TEXT) return "en";
  const detected = letters >= 12 ? byDetector(clean, letters, detect) : null;
  if (detected) return detected;
  if (leansEnglish) return "en";
  // Unsure still: a short text of one language's function words ("gracias por todo amigo").
  if (words && words.foreign >= 2 && words.foreign > words.english) return words.foreignLang;
  return englishTags(text) ? "en" : null;
}

/**
 * Whether a post its words leave undecided is written in English hashtags: three or more, and at
 * least half of them, English words or glued from them (#boardgames, #FlashbackFriday). Tags in
 * capitals (#MFCA) are names in any language.
 */
function englishTags(text: string): boolean {
  let count = 0;
  let english = 0;
  for (const [, tag] of text.matchAll(/[#＃](\p{Script=Latin}+)(?![\p{L}\p{N}_])/gu)) {
    if (tag === undefined || (tag.length <= 5 && tag === tag.toUpperCase())) continue;
    count++;
    const word = tag.toLowerCase();
    if (isEnglishWord(word) || gluedFromEnglish(word)) english++;
  }
  return english >= 3 && english * 2 >= count;
}

/** Pieces of a glued tag are read only this long or longer: shorter ones split foreign words ("pas|ion"). */
const GLUED_PIECE = 4;

/** Whether a lower-case word is English words written together ("electricfootball"). */
function gluedFromEnglish(word: string): boolean {
  if (word.length < 2 * GLUED_PIECE || word.length > 40) return false;
  // split[i]: the first i letters are English words of GLUED_PIECE letters or more.
  const split = new Array<boolean>(word.length + 1).fill(false);
  split[0] = true;
  for (let end = GLUED_PIECE; end <= word.length; end++)
    for (let start = end - GLUED_PIECE; start >= 0; start--)
      if (split[start] && isEnglishWord(word.slice(start, end))) {
        split[end] = true;
        break;
      }
  return split[word.length] === true;
}

/**
 * The detector's language, when one of the languages the platform tags clearly leads the others,
 * and for short text only when it is a widely posted one; else null.
 */
function byDetector(clean: string, letters: number, detect: LanguageDetector): string | null {
  const [best, next] = detect(clean).filter((c) => PLATFORM_LANGUAGES.has(c.lang));
  if (!best || best.accuracy <= 0 || best.accuracy < CLEAR_LEAD * (next?.accuracy ?? 0)) return null;
  return letters >= SHORT_TEXT || WIDELY_POSTED.has(best.lang) ? best.lang : null;
}

type WordEvidence = {
  /** Latin words, codes in capitals too */
  written: number;
  /** Latin words but codes in capitals */
  count: number;
  english: number;
  /** The most function words of one other language, and which (null when two tie). */
  foreign: number;
  foreignLang: string | null;
};

/**
 * A Latin-script text's words: how many, how many are English words, and the most that are
 * function words of one other language. Short posts are mostly English function words and
 * everyday words ("great will do once I land in JFK"), which n-gram profiles, made for sentences,
 * read as Berber or Klingon.
 */
function wordEvidence(text: string): WordEvidence {
  let written = 0;
  let count = 0;
  let english = 0;
  const foreign = new Map<string, number>();
  for (const token of text.replace(/’/g, "'").match(/\p{Script=Latin}[\p{Script=Latin}']*/gu) ?? []) {
    written++;
    const word = token.toLowerCase();
    const isEnglish = isEnglishWord(word) || (/(\p{L})\1\1/u.test(word) && isEnglishWord(unstretched(word)));
    // A code or acronym in capitals (JFK, ORD, NCT) is a name in any language.
    if (!isEnglish && token.length <= 5 && token === token.toUpperCase()) continue;
    count++;
    if (isEnglish) english++;
    // A word of both ("pour", "tout", "per") counts for both, but English's own function words
    // ("a", "no", "me") only for English.
    if (isEnglish && isStopword(word)) continue;
    for (const [lang, set] of FUNCTION_WORDS) if (set.has(word)) foreign.set(lang, (foreign.get(lang) ?? 0) + 1);
  }
  let foreignLang: string | null = null;
  let most = 0;
  for (const [lang, n] of foreign) {
    if (n > most) [foreignLang, most] = [lang, n];
    else if (n === most) foreignLang = null;
  }
  return { written, count, english, foreign: most, foreignLang };
}

/** Whether a lower-cased word is English, read by its first part when it has an apostrophe ("don't": "do"). */
function isEnglishWord(word: string): boolean {
  const bare = word.replace(/'.*$/, "");
  return ENGLISH_WORDS.has(bare) || ENGLISH_CHAT_WORDS.has(word) || ENGLISH_CHAT_WORDS.has(bare);
}

/** A word stretched for emphasis, a letter written thrice or more ("sooo": "so", "pleaseee": "please"). */
function unstretched(word: string): string {
  const twice = word.replace(/(\p{L})\1{2,}/gu, "$1$1");
  return isEnglishWord(twice) ? twice : word.replace(/(\p{L})\1{2,}/gu, "$1");
}

/**
 * How far the best language must lead the next for the text to be called that language. tinyld's
 * "accuracy" is no probability: it is averaged over the text's words, so a long Italian post scores
 * 0.36 for Italian against 0.02 for Romanian.
 */
const CLEAR_LEAD = 5;

/** Letters under which a text is short: only a widely posted language is believed then. */
const SHORT_TEXT = 40;

/**
 * The languages the platform tags posts with (X's list): the detector's other languages (Berber,
 * Esperanto, Klingon, Latin...) are, on a post, nearly always a misreading.
 */
const PLATFORM_LANGUAGES = new Set(
  `am ar bg bn bo ca ckb cs cy da de dv el en es et eu fa fi fr gu he hi ht hu hy id is it ja ka km kn ko lo lt lv ml
  mr my ne nl no or pa pl ps pt ro ru sd si sk sl sr sv ta te th tl tr ug uk ur vi zh`.split(/\s+/),
);

/** The languages most posted in on X, believed on short text too. */
const WIDELY_POSTED = new Set(`en ja es pt ar ko fr tr id th ru de it tl hi fa nl pl ur zh`.split(/\s+/));
