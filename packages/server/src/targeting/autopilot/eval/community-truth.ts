import { normalizeText, tokenize } from "@xa/core/social/post-words";
import { keywordsOf } from "@xa/text/tokens/keywords";
import { type DemoTopic, type Person, TOPICS } from "../../../social/index.ts";

/**
 * What belongs to a demo community by construction: its members' handles, its hashtags, its words.
 * A side of a debate also says which debate it is of and what only the other side uses.
 */
export type CommunityTruth = {
  id: string;
  handles: Set<string>;
  hashtags: Set<string>;
  keywords: Set<string>;
  debate?: string;
  opposing?: { hashtags: Set<string>; keywords: Set<string> };
};

// The tags of a trending day of a topic (demo-posts.ts planBursts): "#coffeelaunch" and so on.
const BURST_TAGS = ["launch", "drop", "news", "final", "sale", "update", "leak", "event"];

/** The words of a topic's terms, each whole ("pour over") and word by word, in both languages. */
function termWords(terms: DemoTopic["terms"]): Set<string> {
  const words = new Set<string>();
  for (const lang of ["en", "ja"] as const)
    for (const term of terms[lang]) {
      words.add(normalizeText(term));
      for (const w of keywordsOf(tokenize(term, lang))) words.add(w);
    }
  return words;
}

const tagSet = (tags: DemoTopic["hashtags"]) => new Set([...tags.en, ...tags.ja].map(normalizeText));

/**
 * Each community of the demo world as the generator made it (demo-topics.ts, demo-debates.ts):
 * members are the people whose topic or second topic it is (planCommunities); hashtags are the
 * topic's own and its trending tags; keywords are the words of its terms and hashtags. A debate is
 * a community, and so is each of its sides: the side's members, its own words and tags with the
 * ones both sides use, and as `opposing` what only the other side uses.
 */
export function communityTruths(people: readonly Person[]): CommunityTruth[] {
  const truths: CommunityTruth[] = [];
  for (const [t, topic] of TOPICS.entries()) {
    const members = people.filter((p) => p.topic === t || p.second === t);
    const shared = {
      hashtags: new Set([...tagSet(topic.hashtags), ...BURST_TAGS.map((tag) => `${topic.id}${tag}`)]),
      keywords: termWords(topic.terms),
    };
    const sides = (topic.sides ?? []).map((side) => ({
      hashtags: tagSet(side.hashtags),
      keywords: termWords(side.terms),
    }));
    const all = [shared, ...sides];
    const community = (id: string, of: typeof all, handles: readonly Person[]): CommunityTruth => {
      const hashtags = new Set(of.flatMap((o) => [...o.hashtags]));
      const keywords = new Set(of.flatMap((o) => [...o.keywords]));
      for (const tag of hashtags) for (const w of keywordsOf(tokenize(tag))) keywords.add(w);
      return { id, handles: new Set(handles.map((p) => p.handle.toLowerCase())), hashtags, keywords };
    };
    truths.push(community(topic.id, all, members));
    for (const [s, side] of (topic.sides ?? []).entries()) {
      const own = community(
        side.id,
        [shared, sides[s] as (typeof sides)[number]],
        members.filter((p) => p.side === s),
      );
      const other = sides[1 - s] as (typeof sides)[number];
      truths.push({
        ...own,
        debate: topic.id,
        opposing: {
          hashtags: new Set([...other.hashtags].filter((tag) => !own.hashtags.has(tag))),
          keywords: new Set([...other.keywords].filter((w) => !own.keywords.has(w))),
        },
      });
    }
  }
  return truths;
}

/**
 * Of the first `k` suggestions, the share that belongs (over fewer when the list is shorter; null
 * when empty). A phrase or compound belongs when each of its content words does.
 */
export function precisionAt(labels: readonly string[], truth: ReadonlySet<string>, k = 20): number | null {
  const top = labels.slice(0, k);
  if (top.length === 0) return null;
  return top.filter((label) => belongsTo(label, truth)).length / top.length;
}

/** The first `k` suggestions that are not the community's (what precisionAt counts against it). */
export function outsideOf(labels: readonly string[], truth: ReadonlySet<string>, k = 20): string[] {
  return labels.slice(0, k).filter((label) => !belongsTo(label, truth));
}

function belongsTo(label: string, truth: ReadonlySet<string>): boolean {
  if (truth.has(label.toLowerCase())) return true;
  const words = keywordsOf(tokenize(label));
  return words.length > 1 && words.every((w) => truth.has(w));
}

/** How many of the first `k` suggestions are the other side's (for a side of a debate). */
export function opposingAt(labels: readonly string[], opposing: ReadonlySet<string>, k = 20): number {
  return labels.slice(0, k).filter((l) => opposing.has(normalizeText(l.replace(/^[#＃]/, "")))).length;
}
