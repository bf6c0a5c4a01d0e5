/** Query keys of the teams domain, built from their parameters. */
export const teamKeys = {
  all: ["teams"] as const,
  list: () => ["teams", "list"] as const,
  detail: (slug: string) => ["teams", "detail", slug] as const,
  members: (slug: string) => ["teams", "detail", slug, "members"] as const,
  invites: (slug: string) => ["teams", "detail", slug, "invites"] as const,
};
