import type { SectionResult } from "@xa/core";
import { tokenize } from "@xa/core/social/post-words";
import { extractHashtags } from "@xa/text/tokens/entities";
import { keywordsOf } from "@xa/text/tokens/keywords";
import { type AnalysisContext, queryScope } from "../analysis-context.ts";
import { countTerms, countWordPairs, rankCounts, termItems } from "../section-math.ts";
import { sampleBase, sampleCte } from "./scope-counts.ts";

type Engaged = { hashtags?: string[]; emojis?: string[]; keywords?: string[]; engagements: number };

/**
 * The posts the sampled audience liked, reposted, replied to or quoted in the range, each once with
 * how many of those engagements it had, and only the term columns the served sections read.
 */
function loadEngagedPosts(ctx: AnalysisContext): Promise<Engaged[]> {
  const cols = [
    ctx.serves("most_interacted_hashtags") ? "p.hashtags" : "",
    ctx.serves("most_interacted_emojis") ? "p.emojis" : "",
    ctx.serves("most_interacted_keywords") || ctx.serves("most_interacted_keyword_combinations") ? "p.keywords" : "",
  ].filter(Boolean);
  return ctx.memo(`engaged:${cols.join(",")}`, async () => {
    const sample = await sampleCte(ctx);
    return queryScope<Engaged>(
      ctx,
      (p) => `${sample(p)} SELECT ${[...cols, ""].join(", ")}count(*)::int AS engagements FROM sample_audience s
        JOIN engagements e ON e.account_id = s.id JOIN posts p ON p.id = e.post_id
        WHERE e.created_at >= ${p.add(ctx.request.start.toISOString(), "timestamptz")}
          AND e.created_at <= ${p.add(ctx.request.end.toISOString(), "timestamptz")}
        GROUP BY p.id`,
    );
  });
}

const INTERACTED_COLUMN = {
  most_interacted_hashtags: "hashtags",
  most_interacted_emojis: "emojis",
  most_interacted_keywords: "keywords",
  most_interacted_keyword_combinations: "keywords",
} as const;
type InteractedSection = keyof typeof INTERACTED_COLUMN;

const engagementsOf = (row: Engaged) => row.engagements;

/** Engagements per term of one column of the engaged posts (each term once per post), counted once a request. */
function countInteracted(ctx: AnalysisContext, column: (typeof INTERACTED_COLUMN)[InteractedSection]) {
  return ctx.memo(`interacted:${column}`, async () =>
    countTerms(await loadEngagedPosts(ctx), (row) => new Set(row[column] ?? []), engagementsOf),
  );
}

/** Hashtags, emojis, keywords or keyword pairs of the posts the audience engaged with: engagements per term. */
export async function computeInteracted(ctx: AnalysisContext, section: InteractedSection): Promise<SectionResult> {
  const [rows, base] = await Promise.all([
    loadEngagedPosts(ctx),
    sampleBase(ctx, (audience) => ctx.text("engagementsBy", { audience })),
  ]);
  const column = INTERACTED_COLUMN[section];
  let counts = await countInteracted(ctx, column);
  if (section === "most_interacted_keyword_combinations") {
    // Pairs are formed among the most frequent keywords only: a rare word cannot make a top pair.
    const frequent = rankCounts(counts, PAIR_WORDS).map((t) => t.term);
    counts = await countWordPairs(rows, (row) => row.keywords ?? [], frequent, engagementsOf);
  }
  const engagements = rows.reduce((sum, row) => sum + row.engagements, 0);
  return {
    kind: "terms",
    base: { unit: "engagements", count: engagements, description: base.description },
    method: ctx.text("interactedMethod"),
    items: termItems(rankCounts(counts, ctx.request.limit), engagements),
  };
}

type Bio = { id: string; bio: string | null };

/** Bios of the sampled audience. */
function loadBios(ctx: AnalysisContext): Promise<Bio[]> {
  return ctx.memo("bios", async () => {
    const sample = await sampleCte(ctx);
    return queryScope<Bio>(
      ctx,
      (p) => `${sample(p)} SELECT a.id, a.bio FROM sample_audience s JOIN accounts a ON a.id = s.id`,
    );
  });
}

/** How many of the most frequent keywords pairs are formed from. */
const PAIR_WORDS = 60;

async function /** Keywords of each bio (the same word rules as posts). */
bioKeywords(ctx: AnalysisContext): Promise<string[][]> {
  return ctx.memo("bioKeywords", async () =>
    (await loadBios(ctx)).map((b) => (b.bio ? keywordsOf(tokenize(b.bio.replace(/[#＃@＠]\S+/gu, " "))) : [])),
  );
}

/** How the audience describes itself: keywords (or keyword pairs) of its bios, accounts per term. */
export async function computeSelfView(ctx: AnalysisContext, pairs: boolean): Promise<SectionResult> {
  const [keywords, base] = await Promise.all([
    bioKeywords(ctx),
    sampleBase(ctx, (audience) => ctx.text("biosOf", { audience })),
  ]);
  let counts = await countTerms(keywords, (words) => words);
  if (pairs) {
    // As for interactions: pairs of the most frequent words only.
    const frequent = rankCounts(await countTerms(keywords, (words) => new Set(words)), PAIR_WORDS).map((t) => t.term);
    counts = await countWordPairs(keywords, (words) => words, frequent);
  }
  return {
    kind: "terms",
    base: { ...base, count: keywords.length },
    method: ctx.text(pairs ? "bioPairsMethod" : "bioWordsMethod"),
    items: termItems(rankCounts(counts, ctx.request.limit), keywords.length),
  };
}

/** Hashtags the audience uses about itself: in its bios and its own posts in the range, accounts per hashtag. */
export async function computeHashtagsSelfView(ctx: AnalysisContext): Promise<SectionResult> {
  const sample = await sampleCte(ctx);
  const [bios, posted, base] = await Promise.all([
    loadBios(ctx),
    queryScope<{ author_id: string; tag: string }>(
      ctx,
      (p) => `${sample(p)} SELECT DISTINCT p.author_id, t AS tag FROM sample_audience s
        JOIN posts p ON p.author_id = s.id, unnest(p.hashtags) AS t
        WHERE p.created_at >= ${p.add(ctx.request.start.toISOString(), "timestamptz")}
          AND p.created_at <= ${p.add(ctx.request.end.toISOString(), "timestamptz")}`,
    ),
    sampleBase(ctx, (audience) => ctx.text("biosAndPostsOf", { audience })),
  ]);
  const perAccount = new Map<string, Set<string>>();
  for (const b of bios) perAccount.set(b.id, new Set(b.bio ? extractHashtags(b.bio) : []));
  for (const row of posted) perAccount.get(row.author_id)?.add(row.tag);
  const counts = await countTerms([...perAccount.values()], (tags) => tags);
  return {
    kind: "terms",
    base: { ...base, count: bios.length },
    method: ctx.text("hashtagsSelfViewMethod"),
    items: termItems(rankCounts(counts, ctx.request.limit), bios.length),
  };
}
