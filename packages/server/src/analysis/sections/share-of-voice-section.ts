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
  return computeShareOfVoice(ctx.db, { keywords, start: r.start, end: r.end, country: r.countryCode });
}
