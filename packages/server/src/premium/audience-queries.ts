import type { AudiencePage, AudienceSort } from "@xa/core/premium/audience-contract";
import type { Db } from "../db/database.ts";
import { type PageWindow, pagedQuery } from "../db/paged-query.ts";

/** Followers of the account, or the accounts it follows. */
export type AudienceSide = "followers" | "following";

const ORDER: Record<AudienceSort, string> = {
  "-followers_count": "a.followers_count DESC NULLS LAST",
  followers_count: "a.followers_count ASC NULLS LAST",
  handle: "lower(a.handle) ASC NULLS LAST",
  "-handle": "lower(a.handle) DESC NULLS LAST",
  "-followed_at": "f.created_at DESC NULLS LAST",
  followed_at: "f.created_at ASC NULLS LAST",
};

/** `q` as a LIKE pattern matching it anywhere: lower case, a leading @ dropped, wildcards taken literally. */
export function substringPattern(q: string): string {
  const plain = q.replace(/^@/, "").toLowerCase();
  return `%${plain.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

type MemberRow = {
  id: string;
  handle: string | null;
  name: string | null;
  avatar_url: string | null;
  followers_count: number | null;
  following_count: number | null;
  verified: boolean | null;
  country: string | null;
  city: string | null;
  gender: string | null;
  age_band: string | null;
  account_type: string | null;
  job_group: string | null;
  interests: string[] | null;
  followed_at: Date | null;
  you_follow: boolean;
  follows_you: boolean;
};

/**
 * A page of the account's followers (or followings) from the store's follow edges, with each one's
 * profile and enrichment and whether the follow goes both ways. Edges whose profile the store lacks
 * are listed by id, so the count is the edges'.
 */
export async function listAudience(
  db: Db,
  accountId: string,
  side: AudienceSide,
  query: { q?: string | undefined; sort: AudienceSort },
  window: PageWindow,
): Promise<AudiencePage> {
  // `f.other` is the listed account; the other direction of the edge says whether it goes both ways.
  const [other, self, back] =
    side === "followers"
      ? [
          "follower_id",
          "followee_id",
          "EXISTS (SELECT 1 FROM follows b WHERE b.follower_id = $1 AND b.followee_id = f.follower_id)",
        ]
      : [
          "followee_id",
          "follower_id",
          "EXISTS (SELECT 1 FROM follows b WHERE b.follower_id = f.followee_id AND b.followee_id = $1)",
        ];
  const params: unknown[] = [accountId];
  let search = "";
  if (query.q && query.q.replace(/^@/, "") !== "") {
    params.push(substringPattern(query.q));
    search = " AND (lower(a.handle) LIKE $2 OR lower(a.name) LIKE $2)";
  }
  const { count, rows } = await pagedQuery<MemberRow>(
    db,
    `SELECT f.${other} AS id, a.handle, a.name, a.avatar_url, a.followers_count, a.following_count, a.verified,
            a.country, a.city, a.gender, a.age_band, a.account_type, a.job_group, a.interests, f.created_at AS followed_at,
            ${side === "followers" ? `${back} AS you_follow, true AS follows_you` : `true AS you_follow, ${back} AS follows_you`}
       FROM follows f LEFT JOIN accounts a ON a.id = f.${other}
      WHERE f.${self} = $1${search}
      ORDER BY ${ORDER[query.sort]}, f.${other}`,
    params,
    window,
  );
  return {
    count,
    results: rows.map((r) => ({
      ...r,
      followers_count: r.followers_count === null ? null : Number(r.followers_count),
      following_count: r.following_count === null ? null : Number(r.following_count),
      interests: r.interests ?? [],
      followed_at: r.followed_at ? new Date(r.followed_at).toISOString() : null,
    })),
  };
}
