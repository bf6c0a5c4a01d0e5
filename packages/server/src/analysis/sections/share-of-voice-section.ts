import type { SectionResult } from "@xa/core";
import { formatKeywordQuery } from "@xa/core/analysis/keyword-query";
import type { AnalysisContext } from "../analysis-context.ts";
import { computeShareOfVoice, MAX_SHARE_OF_VOICE_KEYWORDS } from "../share-of-voice.ts";

/**
 * Share of voice across the request's `share_of_voice` keywords, else across the groups of its
 * keyword query (each group one keyword). Null when there is nothing to compare.
 */
export async function computeShareOfVoiceSection(ctx: AnalysisContext): Promise<SectionResult | null> {
  const r = ctx.request;
  const keywords =
    r.shareOfVoice ??
    (r.keywordQuery?.groups ?? [])
      .slice(0, MAX_SHARE_OF_VOICE_KEYWORDS)
      .map((group) => ({ keyword: formatKeywordQuery({ groups: [group], exclusions: [] }), aliases: [] }));
  if (keywords.length === 0) return null;
  const input = { keywords, start: r.start, end: r.end, country: r.countryCode, language: r.language };
  // The query's own groups without exclusions are exactly what the pinned posts matched (range,
  // country, a bit per group): compare them there instead of searching the store again. With
  // exclusions, share of voice counts the groups' posts before exclusions, which the scope left out.
  const kq = r.keywordQuery;
  if (r.shareOfVoice === null && kq && kq.exclusions.length === 0) {
    const p = ctx.params();
    const flags = keywords.map((_, i) => `(groups & ${2 ** i}) <> 0 AS k${i}`);
    const sql = `WITH ${ctx.scope.ctes} SELECT created_at, sentiment,
        coalesce(like_count, 0) + coalesce(repost_count, 0) + coalesce(reply_count, 0) + coalesce(quote_count, 0) AS eng,
        ${flags.join(", ")} FROM scope_posts WHERE groups <> 0`;
    return computeShareOfVoice(ctx.db, input, { sql, params: p.values });
  }
  return computeShareOfVoice(ctx.db, input);
}
