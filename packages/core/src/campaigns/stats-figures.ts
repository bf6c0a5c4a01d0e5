import type { CountedMetrics, Metrics } from "./results-entities.ts";

/** Nothing delivered. */
export const NO_METRICS: Readonly<CountedMetrics> = { impressions: 0, engagements: 0, clicks: 0, spend_minor: 0 };

/** Two sets of counted figures added: integers stay exact, so totals equal the sum of their parts. */
export function addMetrics(a: CountedMetrics, b: CountedMetrics): CountedMetrics {
  return {
    impressions: a.impressions + b.impressions,
    engagements: a.engagements + b.engagements,
    clicks: a.clicks + b.clicks,
    spend_minor: a.spend_minor + b.spend_minor,
  };
}

export const sumMetrics = (parts: readonly CountedMetrics[]): CountedMetrics => parts.reduce(addMetrics, NO_METRICS);

const round = (value: number, decimals: number) => {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
};

/** Counted figures with spend in units, CPM (to the currency's decimals) and rates; ratios are null without impressions. */
export function deriveMetrics(counted: CountedMetrics, decimals: number): Metrics {
  const { impressions, engagements, clicks, spend_minor } = counted;
  const spend = spend_minor / 10 ** decimals;
  const per = (n: number) => (impressions === 0 ? null : n / impressions);
  return {
    impressions,
    engagements,
    clicks,
    spend_minor,
    spend: round(spend, decimals),
    cpm: impressions === 0 ? null : round((spend * 1000) / impressions, decimals),
    ctr: per(clicks),
    engagement_rate: per(engagements),
  };
}

/**
 * People reached by `impressions` shown at random to an audience of `audience`: each person is
 * missed by every impression with probability (1 - 1/N)^I, about e^(-I/N).
 */
export function estimateReach(impressions: number, audience: number): number {
  if (impressions <= 0 || audience <= 0) return 0;
  return Math.min(impressions, Math.round(audience * (1 - Math.exp(-impressions / audience))));
}
