/** Creators are ranked on the public store, like an analysis: anyone signed in may look. */
export function canFindCreators(user: { id: number } | null): boolean {
  return user !== null;
}
