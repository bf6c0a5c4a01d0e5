/** How X measures a post: at most 280, a link counting 23 whatever its length. */
export const POST_MAX_LENGTH = 280;
export const POST_URL_LENGTH = 23;

export type PostSegment = { kind: "text" | "url" | "hashtag" | "mention"; text: string };

// Links as X finds them: with a scheme, from www., or a bare domain of a common top-level domain.
const URL_PATTERN =
  /(?:https?:\/\/[^\s]+|www\.[^\s]+|\b[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|co|jp|ly|me|app|dev|ai|uk|de|fr|info|biz|shop|xyz|tv)\b(?:\/[^\s]*)?)/giu;
const HASHTAG_PATTERN = /(?<![\p{L}\p{N}_&])[#＃](?![\p{N}_]+(?![\p{L}]))[\p{L}\p{M}\p{N}_]+/gu;
const MENTION_PATTERN = /(?<![\p{L}\p{N}_])[@＠][A-Za-z0-9_]{1,15}(?![A-Za-z0-9_])/gu;
// A link's trailing punctuation belongs to the sentence, not the link.
const TRAILING = /[.,!?;:)\]}'"、。！？）」]+$/u;

type Match = { kind: PostSegment["kind"]; start: number; end: number };

function findAll(text: string, pattern: RegExp, kind: PostSegment["kind"]): Match[] {
  const found: Match[] = [];
  for (const m of text.matchAll(pattern)) {
    const raw = kind === "url" ? m[0].replace(TRAILING, "") : m[0];
    if (raw.length > 0) found.push({ kind, start: m.index, end: m.index + raw.length });
  }
  return found;
}

/** The post cut into plain text, links, hashtags and mentions, in order (links win over what they contain). */
export function postSegments(text: string): PostSegment[] {
  const matches = [
    ...findAll(text, URL_PATTERN, "url"),
    ...findAll(text, HASHTAG_PATTERN, "hashtag"),
    ...findAll(text, MENTION_PATTERN, "mention"),
  ].sort((a, b) => a.start - b.start || b.end - a.end);
  const segments: PostSegment[] = [];
  let at = 0;
  for (const m of matches) {
    if (m.start < at) continue;
    if (m.start > at) segments.push({ kind: "text", text: text.slice(at, m.start) });
    segments.push({ kind: m.kind, text: text.slice(m.start, m.end) });
    at = m.end;
  }
  if (at < text.length) segments.push({ kind: "text", text: text.slice(at) });
  return segments;
}

// twitter-text v3: these ranges (Latin, general punctuation) weigh 1, everything else 2; an emoji 2.
const LIGHT: readonly [number, number][] = [
  [0, 4351],
  [8192, 8205],
  [8208, 8223],
  [8242, 8247],
];
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;
const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

function weightOf(text: string): number {
  let weight = 0;
  for (const { segment } of graphemes.segment(text)) {
    if (EMOJI.test(segment)) {
      weight += 2;
      continue;
    }
    for (const char of segment) {
      const code = char.codePointAt(0) ?? 0;
      weight += LIGHT.some(([from, to]) => code >= from && code <= to) ? 1 : 2;
    }
  }
  return weight;
}

/** The post's length as X counts it: links 23, CJK characters and emoji 2, the rest 1 (text NFC-normalised). */
export function postLength(text: string): number {
  return postSegments(text.normalize("NFC")).reduce(
    (sum, s) => sum + (s.kind === "url" ? POST_URL_LENGTH : weightOf(s.text)),
    0,
  );
}

/** The host a link shows on a card ("example.com" for https://www.example.com/a), or the text if it is not a URL. */
export function linkDomain(url: string): string {
  const host = /^(?:[a-z][a-z0-9+.-]*:\/\/)?([^/?#:\s@]+)(?:[:/?#]|$)/i.exec(url)?.[1];
  return host ? host.replace(/^www\./i, "").toLowerCase() : url;
}
