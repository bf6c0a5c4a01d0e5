import { z } from "zod";
import { operation } from "../contract/operation.ts";
import { DEFAULT_PAYOUT_RATES } from "./payout-estimate.ts";
import { premiumAccountQuery } from "./premium-contract.ts";

const rate = z.coerce.number().min(0).max(1000);

export const payoutQuery = premiumAccountQuery
  .extend({
    days: z.coerce.number().int().min(1).max(90).default(30),
    /** the assumed rate range, US dollars per 1,000 verified engagements */
    rate_low: rate.default(DEFAULT_PAYOUT_RATES.low),
    rate_high: rate.default(DEFAULT_PAYOUT_RATES.high),
  })
  .refine((q) => q.rate_low <= q.rate_high, { error: "The low rate is above the high rate.", path: ["rate_low"] });
export type PayoutQuery = z.input<typeof payoutQuery>;

/** An estimate of creator revenue from verified accounts' engagement, with its inputs and its interval. */
export const payoutPrediction = z.object({
  window: z.object({ start: z.string(), end: z.string(), days: z.number().int() }),
  posts: z.number().int(),
  counted_engagements: z.number(),
  stored_engagements: z.number().int(),
  verified_engagements: z.number().int(),
  verified_share: z.number().nullable(),
  verified_low: z.number(),
  verified_high: z.number(),
  /** verified accounts among the followers the store holds */
  verified_followers_in_store: z.number().int(),
  rates: z.object({ low: z.number(), high: z.number(), currency: z.literal("USD"), per: z.literal(1000) }),
  estimate: z.object({ low: z.number(), high: z.number(), currency: z.literal("USD") }),
});
export type PayoutPrediction = z.infer<typeof payoutPrediction>;

/** The premium suite's payout prediction: not X's figure, an interval under stated assumptions. */
export const premiumPayoutContract = {
  payoutPrediction: operation({
    method: "GET",
    path: "/api/external/deepthought/payout-prediction/",
    summary: "An estimated interval of creator revenue from verified accounts' engagement, with its method",
    tags: ["premium"],
    query: payoutQuery,
    status: 200,
    response: payoutPrediction,
    errors: [400, 403, 404],
  }),
};
