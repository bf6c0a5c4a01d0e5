import { type TargetingPackage, targetingPackage } from "../targeting/targeting-package.ts";
import type { AppliedTargeting } from "./applied-targeting.ts";

/**
 * The package an audience usage records for what was applied: exactly the applied entries, each
 * selected; what the rules left out (handles past 100, unready custom audiences, deselected
 * entries) is not in it, so the usage says what the ad account got.
 */
export function snapshotOfApplied(targeting: AppliedTargeting): TargetingPackage {
  const terms = (labels: readonly string[]) => labels.map((label) => ({ label }));
  return targetingPackage.parse({
    keywords: terms(targeting.keywords),
    hashtags: terms(targeting.hashtags),
    handles: targeting.handles.map(({ handle, account_id }) => ({ handle, account_id })),
    languages: targeting.languages,
    network_operators: targeting.network_operators,
    interests: targeting.interests,
    conversation_topics: targeting.conversation_topics,
    movies_tv_shows: targeting.movies_tv_shows,
    custom_audiences: targeting.custom_audiences.map((name) => ({ name })),
    placements: targeting.placements,
    age: targeting.age,
    gender: targeting.gender,
    locations: targeting.locations,
  });
}
