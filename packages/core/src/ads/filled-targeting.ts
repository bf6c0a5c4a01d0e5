import type { AppliedTargeting } from "./applied-targeting.ts";
import type { RefusedValue } from "./extension-messages.ts";

/**
 * The part of a targeting the extension filled: the package less the values it reported refused,
 * each named as the package names it. This is what a usage records after a fill, so the usage says
 * what the form got. A refused age or gender leaves the form's own default, "any".
 */
export function filledTargeting(
  targeting: AppliedTargeting,
  refused: Record<string, readonly RefusedValue[]>,
): AppliedTargeting {
  const out = (field: string) => new Set((refused[field] ?? []).map((entry) => entry.value));
  const keep = <T>(field: string, values: readonly T[], key: (value: T) => string): T[] => {
    const left = out(field);
    return values.filter((value) => !left.has(key(value)));
  };
  const same = (value: string) => value;
  const label = (value: { label: string }) => value.label;
  return {
    keywords: keep("keywords", targeting.keywords, same),
    hashtags: keep("hashtags", targeting.hashtags, same),
    handles: keep("handles", targeting.handles, (handle) => handle.handle),
    languages: keep("languages", targeting.languages, label),
    network_operators: keep("network_operators", targeting.network_operators, label),
    interests: keep("interests", targeting.interests, label),
    conversation_topics: keep("conversation_topics", targeting.conversation_topics, label),
    movies_tv_shows: keep("movies_tv_shows", targeting.movies_tv_shows, label),
    custom_audiences: keep("custom_audiences", targeting.custom_audiences, same),
    placements: keep("placements", targeting.placements, same),
    age: out("age").has(targeting.age) ? "AGE_ANY" : targeting.age,
    gender: out("gender").has(targeting.gender) ? "ANY" : targeting.gender,
    locations: keep("locations", targeting.locations, label),
    countries: keep("countries", targeting.countries, same),
  };
}

/** How many values a fill put in, over every field. */
export function filledCount(filled: Record<string, number>): number {
  return Object.values(filled).reduce((sum, n) => sum + n, 0);
}
