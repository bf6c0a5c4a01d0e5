/** Analyses read the public social store, nothing team-scoped: anyone signed in may run one. */
export function canAnalyse(user: { id: number } | null): boolean {
  return user !== null;
}
