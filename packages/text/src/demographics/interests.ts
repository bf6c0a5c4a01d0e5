import { escapeRegExp } from "@xa/core/social/escape-reg-exp";
import { INTERESTS } from "@xa/core/social/interests";

// How this is explained to users, in English and Japanese: `interestsMethod` in core's analysis/analysis-texts.ts.

/**
 * Two-letter words (AI, EV, ML, FX) are words of other languages too: Italian writes "ai dettagli",
 * and "ml" is a measure. In a bio they count only in capitals, as the abbreviations are written.
 */
const isShort = (word: string) => /^[a-z]{2}$/.test(word);

const MATCHERS = INTERESTS.map((interest) => {
  const latin = interest.words.filter((w) => /^[\x20-\x7e]+$/.test(w));
  const other = interest.words.filter((w) => !/^[\x20-\x7e]+$/.test(w)).map(escapeRegExp);
  const words = (list: string[]) => `(?<![\\p{L}\\p{N}])(?:${list.map(escapeRegExp).join("|")})(?![\\p{L}\\p{N}])`;
  const pattern = (list: string[]) => [list.length ? words(list) : "", other.join("|")].filter(Boolean).join("|");
  const short = latin.filter(isShort).map((w) => w.toUpperCase());
  return {
    id: interest.id,
    re: new RegExp(pattern(latin), "iu"),
    // Bios: the longer words in any case, the short ones in capitals only.
    bio: new RegExp(pattern(latin.filter((w) => !isShort(w))), "iu"),
    bioShort: short.length ? new RegExp(words(short), "u") : null,
  };
});

/** The interest ids a text (a hashtag) mentions. */
export function interestsInText(text: string): string[] {
  const clean = text.normalize("NFKC").toLowerCase();
  return MATCHERS.filter((m) => m.re.test(clean)).map((m) => m.id);
}

/** The interest ids a bio mentions: as interestsInText, with two-letter words in capitals only. */
function interestsInBio(bio: string): string[] {
  const text = bio.normalize("NFKC");
  return MATCHERS.filter((m) => m.bio.test(text) || m.bioShort?.test(text)).map((m) => m.id);
}

/**
 * An account's interests: topics named in its bio, plus topics of hashtags it used at least
 * twice (one stray hashtag is not an interest).
 */
export function inferInterests(bio: string | null, hashtagCounts: Record<string, number> = {}): string[] {
  const found = new Set(bio ? interestsInBio(bio.replaceAll("#", " ")) : []);
  const perInterest = new Map<string, number>();
  for (const [tag, n] of Object.entries(hashtagCounts)) {
    for (const id of interestsInText(tag)) perInterest.set(id, (perInterest.get(id) ?? 0) + n);
  }
  for (const [id, n] of perInterest) if (n >= 2) found.add(id);
  return INTERESTS.map((i) => i.id).filter((id) => found.has(id));
}
