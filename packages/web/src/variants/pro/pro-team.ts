import type { Team } from "@xa/core";

/** The pro variant has no team in its URL: the recent team when the user is still in it, else their first. */
export function pickProTeam(teams: readonly Pick<Team, "slug">[], recent: string | null): string | null {
  if (teams.some((t) => t.slug === recent)) return recent;
  return teams[0]?.slug ?? null;
}
