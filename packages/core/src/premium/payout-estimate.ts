/**
 * The assumed range of what X pays a creator per 1,000 engagements by verified (Premium) accounts, in US
 * dollars. X does not publish its rate: this is an assumption the caller may change, stated with every
 * estimate, not a figure from X.
 */
export const DEFAULT_PAYOUT_RATES = { low: 0.5, high: 5 } as const;

export type PayoutInputs = {
  /** likes, reposts, replies and quotes the store's post counters hold for the window's posts */
  counted: number;
  /** engagement rows the store holds for those posts (who engaged), and how many were by verified accounts */
  stored: number;
  storedVerified: number;
  /** US dollars per 1,000 verified engagements */
  rateLow: number;
  rateHigh: number;
};

export type PayoutEstimate = {
  /** verified accounts' share of the stored engagements; null without any */
  verified_share: number | null;
  /** verified engagements: those seen in the store, and that share applied to every counted engagement */
  verified_low: number;
  verified_high: number;
  /** US dollars: the fewest verified engagements at the low rate, the most at the high rate */
  low: number;
  high: number;
};

/**
 * A creator-revenue interval from verified engagement. The low end counts only verified engagements the
 * store saw by name; the high end assumes the counters' other engagements are verified in the same share
 * (the store may hold only some of who engaged). Each end takes the matching end of the rate range.
 */
export function estimatePayout(p: PayoutInputs): PayoutEstimate {
  const share = p.stored > 0 ? p.storedVerified / p.stored : null;
  const verifiedLow = p.storedVerified;
  const verifiedHigh = Math.max(verifiedLow, share === null ? 0 : share * Math.max(p.counted, p.stored));
  return {
    verified_share: share,
    verified_low: verifiedLow,
    verified_high: verifiedHigh,
    low: (verifiedLow * p.rateLow) / 1000,
    high: (verifiedHigh * p.rateHigh) / 1000,
  };
}
