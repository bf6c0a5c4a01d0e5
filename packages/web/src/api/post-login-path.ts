/**
 * A `?next=` value is followed only when it is a path on this site (starts with one slash),
 * never another origin ("//evil", "/\\evil", "https://...") and never the login page itself.
 */
export function safeNextPath(next: string | null | undefined): string | undefined {
  if (!next?.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return undefined;
  if (/^\/login(\/|\?|$)/.test(next)) return undefined;
  return next;
}

/**
 * Where to go after signing in: the `next` path; else the recent team's audiences when the user is still
 * a member; else onboarding when the user has no team; else the team chooser.
 */
export function postLoginPath(input: {
  next?: string | null;
  recentTeamSlug?: string | null;
  teamSlugs: readonly string[];
}): string {
  const next = safeNextPath(input.next);
  if (next) return next;
  if (input.recentTeamSlug && input.teamSlugs.includes(input.recentTeamSlug)) {
    return `/${encodeURIComponent(input.recentTeamSlug)}/audiences`;
  }
  return input.teamSlugs.length === 0 ? "/welcome" : "/choose-team";
}

/** The login path that brings the user back to `path` afterwards. */
export function loginPathFor(path: string): string {
  const next = safeNextPath(path);
  return next && next !== "/" ? `/login?next=${encodeURIComponent(next)}` : "/login";
}
