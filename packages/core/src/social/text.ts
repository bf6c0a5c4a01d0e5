import { isStopword } from "./stopwords.ts";

/** Scripts written without spaces between words: these need a dictionary-based segmenter. */
const UNSPACED =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
const URL_RE = /\bhttps?:\/\/[^\s<>"'）」]+/giu;
const HASHTAG_RE = /(?:^|[^\p{L}\p{M}\p{N}_&/])[#＃]([\p{L}\p{M}\p{N}_]*[\p{L}\p{M}_][\p{L}\p{M}\p{N}_]*)/gu;
const MENTION_RE = /(?:^|[^\p{L}\p{N}_@.])[@＠]([A-Za-z0-9_]{1,15})(?![A-Za-z0-9_@])/gu;
const CASHTAG_RE = /(?:^|\s)\$([A-Za-z]{1,6})(?![A-Za-z0-9])/gu;
// Emoji sequences: flags, keycaps, and pictographs with their variation selectors, skin tones and
// ZWJ joins. (\p{RGI_Emoji} with the v flag is exact too, but 50x slower on V8.)
const EMOJI_RE =
  /\p{Regional_Indicator}{2}|[0-9#*]\uFE0F?\u20E3|\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})?(?:\u200D\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})?)*/gu;
const MAY_HAVE_EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20E3/u;
const LATIN_WORD_RE = /[\p{L}\p{M}\p{N}_]+(?:['’][\p{L}]+)*/gu;
const HAS_WORD_CHAR = /[\p{L}\p{N}]/u;

const segmenters = new Map<string, Intl.Segmenter>();
function segmenter(locale: string): Intl.Segmenter {
  let s = segmenters.get(locale);
  if (!s) {
    s = new Intl.Segmenter(locale, { granularity: "word" });
    segmenters.set(locale, s);
  }
  return s;
}

/** Full-width letters to ASCII, composed accents, lower case: how text is compared everywhere. */
export function normalizeText(text: string): string {
  return text.normalize("NFKC").toLowerCase();
}

/** Hashtags written in the text, lower-cased, without '#', in order, distinct. */
export function extractHashtags(text: string): string[] {
  return distinct([...text.matchAll(HASHTAG_RE)].map((m) => normalizeText(m[1] ?? "")));
}

/** Handles mentioned in the text, lower-cased, without '@', in order, distinct. */
export function extractMentions(text: string): string[] {
  return distinct([...text.matchAll(MENTION_RE)].map((m) => (m[1] ?? "").toLowerCase()));
}

/** Cashtags ($TSLA) in the text, upper-cased. */
export function extractCashtags(text: string): string[] {
  return distinct([...text.matchAll(CASHTAG_RE)].map((m) => (m[1] ?? "").toUpperCase()));
}

/** Links written in the text. */
export function extractUrls(text: string): string[] {
  return distinct([...text.matchAll(URL_RE)].map((m) => m[0].replace(/[.,!?)\]]+$/, "")));
}

/** Every emoji (full sequences: skin tones, flags, ZWJ families), in order, repeats kept. */
export function extractEmojis(text: string): string[] {
  if (!MAY_HAVE_EMOJI.test(text)) return [];
  // Pictographs like © ™ ↔ are text unless followed by VS16; emoji-presentation ones count always.
  return [...text.matchAll(EMOJI_RE)].map((m) => m[0]).filter((e) => e.length > 1 || /\p{Emoji_Presentation}/u.test(e));
}

/**
 * Words of the text, lower-cased, without links, in order. Text in scripts written without
 * spaces (Japanese, Chinese, Thai) goes through Intl.Segmenter; spaced scripts through a word
 * regex that gives the same words much faster (ingest speed matters).
 */
export function tokenize(text: string, lang?: string | null): string[] {
  const clean = normalizeText(text.replace(URL_RE, " "));
  if (!UNSPACED.test(clean)) return [...clean.matchAll(LATIN_WORD_RE)].map((m) => m[0].replaceAll("’", "'"));
  const locale = lang && lang !== "und" ? lang : /[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(clean) ? "ja" : "zh";
  const out: string[] = [];
  for (const part of segmenter(locale).segment(clean)) {
    if (part.isWordLike && HAS_WORD_CHAR.test(part.segment)) out.push(part.segment);
  }
  return out;
}

/** Content words of the tokens: no stopwords, numbers, single Latin letters or kana. */
export function keywordsOf(tokens: string[]): string[] {
  const out = new Set<string>();
  for (const token of tokens) {
    if (token.length < 2 && !/\p{Script=Han}/u.test(token)) continue;
    if (/^[\d_]+$/.test(token) || isStopword(token)) continue;
    if (/^[\p{Script=Hiragana}ー]{1,2}$/u.test(token)) continue;
    out.add(token);
  }
  return [...out];
}

function distinct(values: string[]): string[] {
  return [...new Set(values.filter(Boolean))];
}
