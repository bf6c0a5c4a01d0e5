/** Communities are public store data, as analyses read: anyone signed in may read them. */
export function canReadCommunities(user: { id: number } | null): boolean {
  return user !== null;
}
