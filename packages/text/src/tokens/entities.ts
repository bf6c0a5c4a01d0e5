import { normalizeText, URL_RE } from "@xa/core/social/post-words";

const HASHTAG_RE = /(?:^|[^\p{L}\p{M}\p{N}_&/])[#＃]([\p{L}\p{M}\p{N}_]*[\p{L}\p{M}_][\p{L}\p{M}\p{N}_]*)/gu;
const MENTION_RE = /(?:^|[^\p{L}\p{N}_@.])[@＠]([A-Za-z0-9_]{1,15})(?![A-Za-z0-9_@])/gu;
const CASHTAG_RE = /(?:^|\s)\$([A-Za-z]{1,6})(?![A-Za-z0-9])/gu;
// Emoji sequences: flags, keycaps, and pictographs with their variation selectors, skin tones and
// ZWJ joins. (\p{RGI_Emoji} with the v flag is exact too, but far slower on V8.)
const EMOJI_RE =
  /\p{Regional_Indicator}{2}|[0-9#*]\uFE0F?\u20E3|\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})?(?:\u200D\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})?)*/gu;
const MAY_HAVE_EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20E3/u;
const EMOJI_PRESENTATION = /\p{Emoji_Presentation}/u;

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
  // match() with a global regex gives just the strings (no match object per emoji).
  const found = text.match(EMOJI_RE) ?? [];
  // Pictographs like © ™ ↔ are text unless followed by VS16; emoji-presentation ones count always.
  return found.filter((e) => e.length > 1 || EMOJI_PRESENTATION.test(e));
}

function distinct(values: string[]): string[] {
  return [...new Set(values.filter(Boolean))];
}
