import type { AppliedTargeting } from "@xa/core/ads/applied-targeting";
import { CURRENCY_DECIMALS } from "@xa/core/campaigns/campaign-rules";
import type { CountedMetrics, SegmentDimension } from "@xa/core/campaigns/results-entities";
import { ageSpan, type Currency, PLACEMENTS } from "@xa/core/targeting/targeting-options";
import { dayCount, dayOf, daysBetween, earlierDay, lastDayBefore, laterDay } from "./delivery-days.ts";

/**
 * The sandbox's delivery: what a campaign would have shown, simulated from its budget, dates,
 * audiences and a CPM. Pure and seeded by ids and day, so the same campaign always shows the same
 * figures; every split is apportioned in whole numbers, so parts add up to their totals exactly.
 */

/** A lifetime budget without an end is spread over this many days. */
export const OPEN_ENDED_DAYS = 30;
/** At most this many impressions a day per person in an ad set's audience. */
export const MAX_DAILY_FREQUENCY = 1;

export type SimCampaign = {
  id: number;
  status: string;
  start_time: Date | string;
  end_time: Date | string | null;
  updated_at: Date | string;
  daily_budget: number | null;
  lifetime_budget: number | null;
  currency: Currency;
};

export type SimAdset = {
  id: number;
  status: string;
  start_time: Date | string | null;
  end_time: Date | string | null;
  updated_at: Date | string;
  placements: readonly string[];
  targeting: Pick<AppliedTargeting, "countries" | "locations" | "age" | "gender">;
  /** people its audience holds */
  audience_size: number;
  /** ids of its active ads: an ad set without any shows nothing */
  ads: readonly number[];
};

/** Each dimension's segments, each segment's figures as [impressions, engagements, clicks, spend_minor]. */
export type Segments = Record<SegmentDimension, Record<string, [number, number, number, number]>>;

export type DeliveredRow = CountedMetrics & { adset_id: number; ad_id: number; day: string; segments: Segments };

/** A 32-bit hash of the text (FNV-1a), the seed of everything simulated. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A number in [0, 1) fixed by its key. */
const unit = (key: string) => hash(key) / 2 ** 32;

/**
 * `total` split in proportion to `weights`, in whole numbers adding up to `total` exactly: each
 * takes its floor, and what is left goes one each to the largest remainders (ties to the first).
 */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (weights.length === 0) return [];
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
    left--;
  }
  return parts;
}

const METRIC_KEYS = ["impressions", "engagements", "clicks", "spend_minor"] as const;

/** Each metric split by the same weights: every part's figures, in the weights' order. */
function splitMetrics(m: CountedMetrics, weights: readonly number[]): CountedMetrics[] {
  const columns = METRIC_KEYS.map((k) => apportion(m[k], weights));
  return weights.map((_, i) => ({
    impressions: columns[0]?.[i] ?? 0,
    engagements: columns[1]?.[i] ?? 0,
    clicks: columns[2]?.[i] ?? 0,
    spend_minor: columns[3]?.[i] ?? 0,
  }));
}

/** Reporting age bands, with the share of a typical audience each holds. */
export const AGE_BANDS: readonly { band: string; from: number; to: number; share: number }[] = [
  { band: "13-17", from: 13, to: 17, share: 4 },
  { band: "18-24", from: 18, to: 24, share: 18 },
  { band: "25-34", from: 25, to: 34, share: 25 },
  { band: "35-44", from: 35, to: 44, share: 20 },
  { band: "45-54", from: 45, to: 54, share: 15 },
  { band: "55-64", from: 55, to: 64, share: 11 },
  { band: "65+", from: 65, to: 200, share: 7 },
];
const PLACEMENT_SHARE: Record<string, number> = { homeTimelines: 60, profiles: 10, searchResults: 15, replies: 15 };
/** The country segment of an ad set that targets no country. */
export const ALL_COUNTRIES = "ALL";

/** The segments an ad set can deliver to, with their typical weights. */
export function segmentsOf(
  adset: Pick<SimAdset, "targeting" | "placements">,
): Record<SegmentDimension, [string, number][]> {
  const t = adset.targeting;
  const countries = [
    ...new Set([...t.countries, ...t.locations.filter((l) => l.type === "country").map((l) => l.country_code)]),
  ];
  const [from, to] = ageSpan(t.age);
  const ages = AGE_BANDS.filter((b) => b.to >= (from ?? 13) && b.from <= (to ?? 200));
  const genders = t.gender === "ANY" ? ["FEMALE", "MALE"] : [t.gender];
  const placements = adset.placements.length > 0 ? adset.placements : PLACEMENTS;
  return {
    country: countries.length > 0 ? countries.map((c, i) => [c, countries.length - i + 2]) : [[ALL_COUNTRIES, 1]],
    age: ages.map((b) => [b.band, b.share]),
    gender: genders.map((g) => [g, 1]),
    placement: placements.map((p) => [p, PLACEMENT_SHARE[p] ?? 10]),
  };
}

/** The segments' figures: each dimension's parts add up to `m`; weights vary a little by day. */
function segmentFigures(m: CountedMetrics, adset: SimAdset, day: string): Segments {
  const out = {} as Segments;
  for (const [dimension, entries] of Object.entries(segmentsOf(adset)) as [SegmentDimension, [string, number][]][]) {
    const weights = entries.map(([key, w]) => w * (0.8 + 0.4 * unit(`${adset.id}:${day}:${dimension}:${key}`)));
    const parts = splitMetrics(m, weights);
    out[dimension] = Object.fromEntries(
      entries.map(([key], i) => {
        const p = parts[i] ?? { impressions: 0, engagements: 0, clicks: 0, spend_minor: 0 };
        return [key, [p.impressions, p.engagements, p.clicks, p.spend_minor]];
      }),
    );
  }
  return out;
}

/** The days the campaign's budget is spread over, and what one day may spend, in minor units. */
export function dailyBudgetMinor(c: SimCampaign): number {
  const factor = 10 ** CURRENCY_DECIMALS[c.currency];
  const first = dayOf(c.start_time);
  const days = c.end_time === null ? OPEN_ENDED_DAYS : Math.max(1, dayCount(first, lastDayBefore(c.end_time)));
  const fromLifetime = c.lifetime_budget === null ? Number.POSITIVE_INFINITY : (c.lifetime_budget * factor) / days;
  const fromDaily = c.daily_budget === null ? Number.POSITIVE_INFINITY : c.daily_budget * factor;
  const budget = Math.min(fromLifetime, fromDaily);
  return Number.isFinite(budget) ? Math.floor(budget) : 0;
}

/**
 * The days the campaign delivers on up to `today`: active only, from its start (and not before its
 * status last changed: the current status applies from then) to its end.
 */
export function campaignDays(c: SimCampaign, today: string): string[] {
  if (c.status !== "active") return [];
  const from = laterDay(dayOf(c.start_time), dayOf(c.updated_at));
  const to = c.end_time === null ? today : earlierDay(today, lastDayBefore(c.end_time));
  return daysBetween(from, to);
}

/** Whether the ad set delivers on `day`: active since before it, with an active ad, within its own dates. */
export function adsetDelivers(a: SimAdset, day: string): boolean {
  if (a.status !== "active" || a.ads.length === 0 || a.audience_size <= 0) return false;
  if (day < dayOf(a.updated_at)) return false;
  if (a.start_time !== null && day < dayOf(a.start_time)) return false;
  if (a.end_time !== null && day > lastDayBefore(a.end_time)) return false;
  return true;
}

/**
 * What each active ad showed on each of `days`: the campaign's daily budget shared among the ad
 * sets delivering that day by audience size, paced at 80–100%, bought at `cpm` (in the campaign's
 * currency per 1,000 impressions) up to one impression per person of the audience a day; then
 * engagements and clicks at rates seeded per ad set and day, split among the ad set's ads and by
 * segment.
 */
export function simulateDelivery(input: {
  campaign: SimCampaign;
  adsets: readonly SimAdset[];
  cpm: number;
  days: readonly string[];
}): DeliveredRow[] {
  const { campaign, adsets, cpm } = input;
  const factor = 10 ** CURRENCY_DECIMALS[campaign.currency];
  const budget = dailyBudgetMinor(campaign);
  const rows: DeliveredRow[] = [];
  if (cpm <= 0 || budget <= 0) return rows;
  for (const day of input.days) {
    const delivering = adsets.filter((a) => adsetDelivers(a, day));
    const shares = apportion(
      budget,
      delivering.map((a) => a.audience_size),
    );
    delivering.forEach((adset, i) => {
      const seed = `${campaign.id}:${adset.id}:${day}`;
      const spendable = (shares[i] ?? 0) * (0.8 + 0.2 * unit(`${seed}:pace`));
      const affordable = Math.floor((spendable / factor / cpm) * 1000);
      const impressions = Math.min(affordable, adset.audience_size * MAX_DAILY_FREQUENCY);
      const spend_minor = Math.min(Math.floor((impressions * cpm * factor) / 1000), shares[i] ?? 0);
      const engagements = Math.floor(impressions * (0.01 + 0.025 * unit(`${seed}:engage`)));
      const clicks = Math.floor(engagements * (0.25 + 0.25 * unit(`${seed}:click`)));
      const ads = [...adset.ads].sort((a, b) => a - b);
      const perAd = splitMetrics(
        { impressions, engagements, clicks, spend_minor },
        ads.map((ad) => 1 + unit(`${ad}:${day}:ad`)),
      );
      ads.forEach((ad_id, j) => {
        const m = perAd[j] ?? { impressions: 0, engagements: 0, clicks: 0, spend_minor: 0 };
        rows.push({ ...m, adset_id: adset.id, ad_id, day, segments: segmentFigures(m, adset, `${day}:${ad_id}`) });
      });
    });
  }
  return rows;
}
