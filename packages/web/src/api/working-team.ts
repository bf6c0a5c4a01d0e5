/**
 * The team whose pages are open (its slug), named in every request's headers: the server counts
 * analyses and generations against that team's limit as well as the user's. Null off a team's pages.
 */
let current: string | null = null;

export function setWorkingTeam(slug: string | null): void {
  current = slug;
}

export function workingTeam(): string | null {
  return current;
}
