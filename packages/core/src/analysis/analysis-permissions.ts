/** Analyses read the public social store, nothing team-scoped: anyone signed in may run one. */
export function canAnalyse(user: { id: number } | null): boolean {
  return user !== null;
}

/** A query the explore query analyzer kept, as the rule sees it: its team (null: none) and its user. */
export type KeptQuery = { team_id: number | null; user_id: number };

/**
 * Using a kept query (the audience creator building from it): the members of its team, or, for
 * one kept without a team, its user alone. Anyone else is told it does not exist.
 */
export function canUseKeptQuery(user: { id: number } | null, query: KeptQuery, memberOfItsTeam: boolean): boolean {
  if (user === null) return false;
  return query.team_id === null ? query.user_id === user.id : memberOfItsTeam;
}
