import { tokenize } from "@xa/core/social/post-words";

/** A post as the statistics read it. */
export type CorpusPost = { text: string; lang: string | null; kind: string };

/** How a set of posts reads: its words' frequency slope, hashtags and mentions per post, replies. */
export type CorpusStats = {
  /** posts read (reposts are not: their words are another post's) */
  posts: number;
  tokens: number;
  vocabulary: number;
  /** slope of log frequency over log rank of the 1,000 most frequent words (Zipf's law: about -1) */
  zipfSlope: number;
  /** share of the words that occur once */
  hapaxShare: number;
  hashtagsPerPost: number;
  mentionsPerPost: number;
  replyShare: number;
  quoteShare: number;
};

const HASHTAG = /[#＃][\p{L}\p{N}_]+/gu;
const MENTION = /@\w+/g;
const LETTER = /\p{L}/u;

/**
 * The statistics of the posts, in their order, up to `tokenBudget` words when given: word counts
 * depend on the size of the sample, so two corpora are compared on as many words each.
 */
export function corpusStats(posts: readonly CorpusPost[], tokenBudget = Number.POSITIVE_INFINITY): CorpusStats {
  const freq = new Map<string, number>();
  let tokens = 0;
  let read = 0;
  let hashtags = 0;
  let mentions = 0;
  let replies = 0;
  let quotes = 0;
  for (const post of posts) {
    if (post.kind === "repost") continue;
    if (tokens >= tokenBudget) break;
    read++;
    hashtags += post.text.match(HASHTAG)?.length ?? 0;
    mentions += post.text.match(MENTION)?.length ?? 0;
    if (post.kind === "reply") replies++;
    if (post.kind === "quote") quotes++;
    for (const word of tokenize(post.text.replace(HASHTAG, " ").replace(MENTION, " "), post.lang)) {
      if (!LETTER.test(word)) continue;
      freq.set(word, (freq.get(word) ?? 0) + 1);
      tokens++;
    }
  }
  const counts = [...freq.values()].sort((a, b) => b - a);
  const per = (n: number) => (read > 0 ? n / read : 0);
  return {
    posts: read,
    tokens,
    vocabulary: counts.length,
    zipfSlope: rankFrequencySlope(counts.slice(0, 1000)),
    hapaxShare: counts.length > 0 ? counts.filter((c) => c === 1).length / counts.length : 0,
    hashtagsPerPost: per(hashtags),
    mentionsPerPost: per(mentions),
    replyShare: per(replies),
    quoteShare: per(quotes),
  };
}

/** Least-squares slope of log(count) over log(rank), counts in descending order. */
function rankFrequencySlope(counts: readonly number[]): number {
  const n = counts.length;
  if (n < 2) return 0;
  let sx = 0;
  let sy = 0;
  let sxx = 0;
  let sxy = 0;
  for (let r = 0; r < n; r++) {
    const x = Math.log(r + 1);
    const y = Math.log(counts[r] as number);
    sx += x;
    sy += y;
    sxx += x * x;
    sxy += x * y;
  }
  return (n * sxy - sx * sy) / (n * sxx - sx * sx);
}
