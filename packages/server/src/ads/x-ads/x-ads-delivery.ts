import type { AccountRef, AdDay } from "../ads-platform.ts";
import type { XAdsHttp } from "./x-ads-http.ts";
import { createXAdsStats, type XAdsStatsOptions, type XDayFigures, type XSegmentation } from "./x-ads-stats.ts";

/** The segmentations read beside an ad's daily figures, by the dimension our results name them. */
const SEGMENTATIONS: readonly [string, XSegmentation][] = [
  ["gender", "GENDER"],
  ["age", "AGE"],
];

/** X's gender segments as our results name them. */
const GENDERS: Record<string, string> = { female: "FEMALE", male: "MALE" };

/**
 * A segment's name as our results key it: genders as FEMALE/MALE, age ranges as "25-34" or "50+"
 * (whatever words X puts around the numbers), anything else as X names it.
 */
export function segmentKey(dimension: string, name: string): string {
  if (dimension === "gender") return GENDERS[name.trim().toLowerCase()] ?? name.trim().toUpperCase();
  if (dimension === "age") {
    const numbers = name.match(/\d+/g) ?? [];
    if (numbers.length >= 2) return `${numbers[0]}-${numbers[1]}`;
    if (numbers.length === 1) return `${numbers[0]}+`;
  }
  return name;
}

const key = (id: string, day: string) => `${id}\u0000${day}`;

/**
 * Reads the ads' delivery from X by their promoted posts: their daily figures (synchronously for a week or less,
 * by analytics jobs beyond), then the same days by gender and by age (always jobs). A rate limit
 * or failure anywhere throws, so a caller stores nothing half-read.
 */
export async function readXDelivery(
  http: XAdsHttp,
  options: XAdsStatsOptions,
  account: AccountRef,
  promotedIds: readonly string[],
  from: string,
  to: string,
): Promise<AdDay[]> {
  if (promotedIds.length === 0) return [];
  const stats = createXAdsStats(http, options);
  const query = { accountId: account.accountId, entity: "PROMOTED_TWEET" as const, entityIds: promotedIds, from, to };
  const days = new Map<string, AdDay>();
  for (const f of await stats.readStats(query)) {
    days.set(key(f.id, f.day), {
      promotedId: f.id,
      day: f.day,
      impressions: f.impressions,
      engagements: f.engagements,
      clicks: f.clicks,
      spend_micro: f.spend_micro,
      segments: {},
    });
  }
  if (days.size === 0) return [];
  // Splits only over the days with delivery: jobs are the costly reads.
  const delivered = [...days.values()].map((d) => d.day).sort();
  const span = { from: delivered[0] ?? from, to: delivered.at(-1) ?? to };
  for (const [dimension, segmentation] of SEGMENTATIONS) {
    const figures: XDayFigures[] = await stats.readStats({ ...query, ...span, segmentation });
    for (const f of figures) {
      const day = days.get(key(f.id, f.day));
      if (!day || !f.segment) continue;
      const parts = day.segments[dimension] ?? {};
      day.segments[dimension] = parts;
      const name = segmentKey(dimension, f.segment.name);
      const part = parts[name] ?? { impressions: 0, engagements: 0, clicks: 0, spend_micro: 0 };
      parts[name] = part;
      part.impressions += f.impressions;
      part.engagements += f.engagements;
      part.clicks += f.clicks;
      part.spend_micro += f.spend_micro;
    }
  }
  return [...days.values()];
}
