import type { Creator } from "./creators.ts";
import { SIGNAL_THRESHOLDS as T } from "./creators.ts";

/** The counts the signals are read from, as the store holds them. */
export type SignalCounts = {
  followers_count: number | null;
  following_count: number | null;
  /** follow edges to the account with a follow date */
  dated_follows: number;
  /** the most of those in one UTC day */
  busiest_day_follows: number;
  /** followers with a profile in the store */
  profiled_followers: number;
  /** of those, with no bio and no own image */
  default_profiles: number;
};

const ratio = (a: number, b: number) => Math.round((a / b) * 1e4) / 1e4;

/**
 * The signals of an inauthentic audience with their values; `raised` when a value crosses its
 * threshold (SIGNAL_THRESHOLDS) on enough data, so a small account is not flagged on three follows.
 */
export function readSignals(c: SignalCounts): Creator["signals"] {
  const following = c.following_count ?? 0;
  const followerRatio = c.followers_count !== null && following > 0 ? ratio(c.followers_count, following) : null;
  const burst = c.dated_follows > 0 ? ratio(c.busiest_day_follows, c.dated_follows) : null;
  const defaults = c.profiled_followers > 0 ? ratio(c.default_profiles, c.profiled_followers) : null;
  return {
    follower_ratio: {
      value: followerRatio,
      raised:
        followerRatio !== null && following >= T.followerRatio.minFollowing && followerRatio < T.followerRatio.below,
    },
    burst_follows: {
      value: burst,
      dated_follows: c.dated_follows,
      raised: burst !== null && c.dated_follows >= T.burstFollows.minDated && burst >= T.burstFollows.atLeast,
    },
    default_profiles: {
      value: defaults,
      profiled_followers: c.profiled_followers,
      raised:
        defaults !== null &&
        c.profiled_followers >= T.defaultProfiles.minProfiled &&
        defaults >= T.defaultProfiles.atLeast,
    },
  };
}

/** Engagements per post over followers, as the competitor analysis computes it; null without posts or followers. */
export function engagementRate(engagements: number, posts: number, followers: number | null): number | null {
  return posts > 0 && followers ? Math.round((engagements / posts / followers) * 1e6) / 1e6 : null;
}
