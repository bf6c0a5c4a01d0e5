import { type RankOptions, rankTerms, scriptOf } from "@xa/core/targeting/rank-terms";
import type { TermEvidence } from "@xa/core/targeting/targeting-package";
import { analyseWithLindera } from "@xa/text/sentiment/lindera-analyser";
import { isStopListed } from "@xa/text/terms/generic-words";
import { scriptWrittenIn } from "@xa/text/terms/term-places";
import { type TermSample, wholeTerms } from "@xa/text/terms/whole-terms";
import type { Db } from "../../db/database.ts";
import type { AudienceTermCounts } from "./audience-terms.ts";
import { isBriefWord } from "./brief-terms.ts";
import { storeHandles } from "./store-handles.ts";

/** A word this share of the store's writers (of its script) use is everyday language, whatever the audience. */
export const STORE_COMMON_SHARE = 0.2;
/**
 * A stop-listed word the store also tags this often (hashtag users per word user) names a topic:
 * the maintained lists are broad ("ai" and "research" are on them), and nobody tags "today".
 */
export const TOPIC_TAG_SHARE = 0.05;
/**
 * A word the store writes this often as a hashtag ("specialtycoffee": always) is the hashtag: the
 * package has it there. Words people also write in text ("coffee", "ev") are tagged ~60% of the time.
 */
export const TAG_ONLY_SHARE = 0.9;
/** A term in a script the targeted places do not write stays only if this share of the audience uses it. */
export const FOREIGN_MIN_SHARE = 0.1;
/** Posts read per keyword to see how it is written (phrases, compounds): Latin words, Japanese words. */
const SAMPLE_POSTS = 30;
const SAMPLE_POSTS_CJK = 12;

/** Why a keyword is not one to buy, or null when it may be. */
export function genericReason(
  c: AudienceTermCounts,
  store: { accounts: number; base?: number },
): "brief" | "stop list" | "common in store" | null {
  if (isBriefWord(c.term)) return "brief";
  if (isStopListed(c.term) && c.storeTagAccounts < TOPIC_TAG_SHARE * c.storeAccounts) return "stop list";
  const writers = c.storeBase ?? store.accounts;
  if (writers > 0 && c.storeAccounts / writers >= STORE_COMMON_SHARE) return "common in store";
  return null;
}

/**
 * The keywords worth buying for an audience, best first: no campaign, function or everyday words
 * (stop lists, or common across the store); a term in a script the targeted places do not write
 * only with evidence from the audience; each as a buyer would type it, a phrase or compound kept
 * whole and a fragment of other words left out (see wholeTerms). A phrase's evidence is its word's,
 * scaled by the share of the word's sampled uses it covers.
 */
export async function rankAudienceKeywords(
  db: Db,
  postsTable: string,
  counts: readonly AudienceTermCounts[],
  rank: RankOptions & {
    countries: readonly string[];
    /**
     * Words of the other side of a debate, and of the brief's: a phrase holding one of theirs and
     * none of ours is theirs too ("mass shootings", "gun lobby"; not "law abiding gun owners").
     */
    sides?: { theirs: ReadonlySet<string>; ours: ReadonlySet<string> };
  },
): Promise<{ label: string; evidence: TermEvidence }[]> {
  const handles = await storeHandles(
    db,
    counts.map((c) => c.term),
    postsTable,
  );
  const buyable = buyableKeywords(counts, rank).filter((c) => !handles.has(c.term));
  // Twice as many as asked: fragments are left out and words of one phrase merge.
  const ranked = rankTerms(buyable, { ...rank, limit: rank.limit * 2 });
  const samples = await samplePosts(
    db,
    postsTable,
    ranked.map((r) => r.label),
  );
  const whole = new Map(wholeTerms(samples, analyseWithLindera).map((w) => [w.term, w]));
  for (const h of await storeHandles(
    db,
    [...whole.values()].flatMap((w) => w.label?.split(" ") ?? []),
    postsTable,
  ))
    handles.add(h);
  const out: { label: string; evidence: TermEvidence }[] = [];
  for (const { label, evidence } of ranked) {
    const w = whole.get(label) ?? { label, share: 1 };
    if (w.label === null) continue;
    // Phrases of one name ("ethiopian pour", "ethiopian pour over") are one keyword: the longer
    // one takes the place of the first-ranked one.
    const name = w.label;
    // A handle written without its @ ("thanks takeshi_toushi") is an account to target, not a word.
    const words = name.split(" ");
    if (words.some((word) => handles.has(word))) continue;
    const { theirs, ours } = rank.sides ?? { theirs: new Set(), ours: new Set() };
    if (words.some((word) => theirs.has(word)) && !words.some((word) => ours.has(word))) continue;
    const overlapping = out.filter((o) => o.label === name || samePhrase(o.label, name));
    const [first] = overlapping;
    if (first) {
      if (name.length > first.label.length && overlapping.every((o) => ` ${name} `.includes(` ${o.label} `))) {
        first.label = name;
        for (const o of overlapping.slice(1)) out.splice(out.indexOf(o), 1);
      }
      continue;
    }
    const accounts = Math.max(1, Math.round(evidence.accounts * w.share));
    out.push({
      label: w.label,
      evidence:
        w.share >= 1
          ? evidence
          : {
              ...evidence,
              posts: Math.max(1, Math.round(evidence.posts * w.share)),
              accounts,
              audience_share: Math.round((accounts / rank.audienceSize) * 10_000) / 10_000,
            },
    });
  }
  return out.slice(0, rank.limit);
}

/**
 * The keywords that may be bought at all (see rankAudienceKeywords): no generic word, no word
 * written almost only as a hashtag, no foreign script without evidence.
 */
export function buyableKeywords(
  counts: readonly AudienceTermCounts[],
  rank: { audienceSize: number; storeSize: number; countries: readonly string[] },
): AudienceTermCounts[] {
  return counts.filter((c) => {
    if (genericReason(c, { accounts: rank.storeSize }) !== null) return false;
    if (c.storeTagAccounts >= TAG_ONLY_SHARE * c.storeAccounts) return false;
    if (scriptWrittenIn(scriptOf(c.term), rank.countries)) return true;
    return c.accounts >= FOREIGN_MIN_SHARE * rank.audienceSize;
  });
}

/** Whether two phrases (two words or more each) are one inside the other, word for word. */
function samePhrase(a: string, b: string): boolean {
  if (!a.includes(" ") || !b.includes(" ")) return false;
  return ` ${a} `.includes(` ${b} `) || ` ${b} `.includes(` ${a} `);
}

/** Some of the audience's posts using each term (the first in its table, so a generation is repeatable). */
async function samplePosts(db: Db, postsTable: string, terms: readonly string[]): Promise<TermSample[]> {
  if (terms.length === 0) return [];
  const cjk = terms.filter((t) => scriptOf(t) === "cjk");
  // Per term, the first posts of the scratch table that use it: a scan stops once it has enough.
  const rows = await db.query<{ term: string; text: string; lang: string | null }>(
    // The scratch table's ids are picked first, in their order: Citus joins a local table with the
    // distributed posts only through a materialised set.
    `WITH picked AS MATERIALIZED (
       SELECT t.term, x.id, row_number() OVER () AS n FROM unnest($1::text[]) AS t(term)
       CROSS JOIN LATERAL (
         SELECT s.id FROM ${postsTable} s WHERE s.keywords @> ARRAY[t.term]
         LIMIT CASE WHEN t.term = ANY($2::text[]) THEN $3::int ELSE $4::int END) x)
     SELECT picked.term, p.text, p.lang FROM picked JOIN posts p ON p.id = picked.id ORDER BY picked.n`,
    [terms, cjk, SAMPLE_POSTS_CJK, SAMPLE_POSTS],
  );
  const texts = new Map<string, { text: string; lang: string | null }[]>(terms.map((t) => [t, []]));
  for (const r of rows) texts.get(r.term)?.push({ text: r.text, lang: r.lang });
  return [...texts].map(([term, list]) => ({ term, texts: list }));
}
