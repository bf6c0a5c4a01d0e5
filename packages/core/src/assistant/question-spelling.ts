/**
 * A question's words as the intent rules read them: chat shorthand spelt out ("ppl", "convo") and
 * a typo of a word the rules look for put right ("contries", "profesions"), so the rules need not
 * list every way a word gets typed.
 */

// Shorthand users type beside an analysis, spelt out.
const SHORTHAND: Record<string, string> = {
  ppl: "people",
  peeps: "people",
  folks: "people",
  convo: "conversation",
  convos: "conversations",
  wat: "what",
  wut: "what",
  wot: "what",
  whats: "what is",
  wheres: "where is",
  wher: "where",
  whos: "who is",
  hows: "how is",
  hw: "how",
  hav: "have",
  r: "are",
  u: "you",
  ur: "your",
  abt: "about",
  bc: "because",
  cuz: "because",
  y: "why",
  kinda: "kind of",
  sorta: "sort of",
  demo: "demographics",
  demos: "demographics",
  geo: "geography",
  sov: "share of voice",
  rt: "repost",
  rts: "reposts",
  tweets: "posts",
  tweet: "post",
};

/**
 * Words of six letters or more the rules look for: a word one typo away from one of them (a letter
 * missing, added, changed or two swapped) is read as it. Short words are left alone, as one typo
 * turns them into other real words ("were" and "where").
 */
const VOCABULARY = [
  "audience",
  "followers",
  "follower",
  "following",
  "countries",
  "country",
  "located",
  "location",
  "sentiment",
  "positive",
  "negative",
  "negativity",
  "hashtags",
  "hashtag",
  "keywords",
  "keyword",
  "influencers",
  "influencer",
  "influential",
  "profession",
  "professions",
  "occupation",
  "occupations",
  "demographics",
  "interests",
  "interested",
  "languages",
  "language",
  "cities",
  "gender",
  "genders",
  "compare",
  "comparison",
  "target",
  "targeting",
  "similar",
  "competitors",
  "competitor",
  "growth",
  "growing",
  "engagement",
  "topics",
  "conversation",
  "volume",
  "popular",
  "people",
  "overview",
  "summary",
  "mentions",
  "advertise",
  "campaign",
  "lookalike",
  "breakdown",
  "reactions",
  "replies",
  "emojis",
  "subreddits",
  "spiked",
  "peaked",
  "busiest",
  "account",
  "accounts",
  "women",
  "where",
  "which",
  "posts",
];
const KNOWN = new Set([...VOCABULARY, ...Object.values(SHORTHAND)]);
const LONG = VOCABULARY.filter((w) => w.length >= 5);

/** True when `a` becomes `b` by one letter missing, added, changed, or two neighbours swapped. */
function oneTypoApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

function corrected(word: string): string {
  const short = SHORTHAND[word];
  if (short) return short;
  if (word.length < 6 || KNOWN.has(word)) return word;
  return LONG.find((known) => known.length >= 6 && oneTypoApart(word, known)) ?? word;
}

/** A normalised question (lower case, NFKC) with shorthand spelt out and typos of the rules' words fixed. */
export function spellOut(text: string): string {
  return text.replace(/[a-z]+(?:'[a-z]+)?/g, (word) => corrected(word.replace(/'/g, "")));
}
