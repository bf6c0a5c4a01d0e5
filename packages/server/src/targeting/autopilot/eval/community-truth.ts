import { normalizeText, tokenize } from "@xa/core/social/post-words";
import { keywordsOf } from "@xa/text/tokens/keywords";
import { FEELINGS, type Person, TOPICS } from "../../../social/index.ts";

/** What belongs to a demo community by construction: its members' handles, its hashtags, its words. */
export type CommunityTruth = { id: string; handles: Set<string>; hashtags: Set<string>; keywords: Set<string> };

// The tags of a trending day of a topic (demo-posts.ts planBursts): "#coffeelaunch" and so on.
const BURST_TAGS = ["launch", "drop", "news", "final", "sale", "update", "leak", "event"];

/**
 * Each community of the demo world as the generator made it: members are the people whose topic
 * or second topic it is (planCommunities); hashtags are the topic's own and its trending tags;
 * keywords are the words of its post templates filled with its things, with every feeling (the
 * feelings are shared by all topics, so their own words are taken out again).
 */
export function communityTruths(people: readonly Person[]): CommunityTruth[] {
  const feelingWords = new Set<string>();
  for (const lang of ["en", "ja"] as const)
    for (const phrase of Object.values(FEELINGS[lang]).flat())
      for (const w of keywordsOf(tokenize(phrase, lang))) feelingWords.add(w);
  return TOPICS.map((topic, t) => {
    const hashtags = new Set([
      ...[...topic.hashtags.en, ...topic.hashtags.ja].map(normalizeText),
      ...BURST_TAGS.map((tag) => `${topic.id}${tag}`),
    ]);
    const keywords = new Set<string>();
    for (const lang of ["en", "ja"] as const) {
      const feels = Object.values(FEELINGS[lang]).flat();
      for (const template of topic.posts[lang])
        for (const thing of topic.things[lang])
          for (const feel of feels)
            for (const w of keywordsOf(tokenize(template.replace("{x}", thing).replace("{feel}", feel), lang)))
              keywords.add(w);
    }
    for (const tag of hashtags) for (const w of keywordsOf(tokenize(tag))) keywords.add(w);
    for (const w of feelingWords) keywords.delete(w);
    const handles = new Set(people.filter((p) => p.topic === t || p.second === t).map((p) => p.handle.toLowerCase()));
    return { id: topic.id, handles, hashtags, keywords };
  });
}

/**
 * Of the first `k` suggestions, the share that belongs (over fewer when the list is shorter; null
 * when empty). A phrase or compound belongs when each of its content words does.
 */
export function precisionAt(labels: readonly string[], truth: ReadonlySet<string>, k = 20): number | null {
  const top = labels.slice(0, k);
  if (top.length === 0) return null;
  const belongs = (label: string) => {
    if (truth.has(label.toLowerCase())) return true;
    const words = keywordsOf(tokenize(label));
    return words.length > 1 && words.every((w) => truth.has(w));
  };
  return top.filter(belongs).length / top.length;
}
