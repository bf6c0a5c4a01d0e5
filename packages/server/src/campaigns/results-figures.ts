import type {
  CountedMetrics,
  DayMetrics,
  EntityStats,
  SegmentDimension,
  SegmentRow,
  StatsLevel,
} from "@xa/core/campaigns/results-entities";
import { addMetrics, deriveMetrics, NO_METRICS, sumMetrics } from "@xa/core/campaigns/stats-figures";
import type { SegmentSum, StoredRow } from "./stats-queries.ts";

/** The stored days summed as each answer needs them: by day, by segment, by ad set or ad. */

const counted = (r: CountedMetrics): CountedMetrics => ({
  impressions: r.impressions,
  engagements: r.engagements,
  clicks: r.clicks,
  spend_minor: r.spend_minor,
});

export const totalOf = (rows: readonly StoredRow[]) => sumMetrics(rows.map(counted));

/** Each delivered day's figures, oldest first. */
export function daysOf(rows: readonly StoredRow[], decimals: number): DayMetrics[] {
  const days = new Map<string, CountedMetrics>();
  for (const r of rows) days.set(r.day, addMetrics(days.get(r.day) ?? NO_METRICS, counted(r)));
  return [...days.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([day, m]) => ({ day, ...deriveMetrics(m, decimals) }));
}

/** One dimension's segments, the most impressions first. */
export function segmentsOf(sums: readonly SegmentSum[], dimension: SegmentDimension, decimals: number): SegmentRow[] {
  return sums
    .filter((s) => s.dimension === dimension)
    .sort((a, b) => b.impressions - a.impressions || (a.segment < b.segment ? -1 : 1))
    .map((s) => ({ segment: s.segment, ...deriveMetrics(counted(s), decimals) }));
}

/** The figures of the campaign as one entity, or of each ad set or ad that delivered. */
export function entitiesOf(
  rows: readonly StoredRow[],
  options: {
    level: StatsLevel;
    campaign: { id: number; name: string };
    names: { adsets: Map<number, string>; ads: Map<number, string> };
    decimals: number;
    withDays: boolean;
  },
): EntityStats[] {
  const { level, names, decimals } = options;
  const groups = new Map<number, StoredRow[]>();
  const keyOf = (r: StoredRow) =>
    level === "campaign" ? options.campaign.id : level === "adset" ? r.adset_id : r.ad_id;
  for (const r of rows) {
    const group = groups.get(keyOf(r));
    if (group) group.push(r);
    else groups.set(keyOf(r), [r]);
  }
  if (level === "campaign" && groups.size === 0) groups.set(options.campaign.id, []);
  const nameOf = (id: number) =>
    level === "campaign"
      ? options.campaign.name
      : ((level === "adset" ? names.adsets.get(id) : names.ads.get(id)) ?? `#${id}`);
  return [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([id, part]) => ({
      level,
      id,
      name: nameOf(id),
      totals: deriveMetrics(totalOf(part), decimals),
      days: options.withDays ? daysOf(part, decimals) : [],
    }));
}
