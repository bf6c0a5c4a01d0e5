import { z } from "zod";
import { operation } from "../contract/operation.ts";
import { page, pageQuery } from "../contract/paging.ts";
import { premiumAccountQuery, xAccountId } from "./premium-contract.ts";

/** How a followers or following table is ordered; a leading `-` is descending. */
export const AUDIENCE_SORTS = [
  "-followers_count",
  "followers_count",
  "handle",
  "-handle",
  "-followed_at",
  "followed_at",
] as const;
export type AudienceSort = (typeof AUDIENCE_SORTS)[number];

/** The most rows an export of a whole list reads (the XLSX export pages through them). */
export const AUDIENCE_EXPORT_CAP = 10_000;

export const audienceQuery = premiumAccountQuery.extend({
  ...pageQuery,
  /** a handle or name, or part of one, any case; a leading @ is ignored */
  q: z.string().trim().max(100).optional(),
  // By handle by default; every order reads a page of an index, not the million (migration 0046).
  sort: z.enum(AUDIENCE_SORTS).default("handle"),
  /** the `next` of the page before, instead of an offset: a page deep in a million reads only its rows */
  cursor: z.string().max(2000).optional(),
});

/** One account of a followers or following table, with its profile and enrichment. */
export const audienceMember = z.object({
  id: z.string(),
  /** null when the store holds the edge but not the profile */
  handle: z.string().nullable(),
  name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  followers_count: z.number().nullable(),
  following_count: z.number().nullable(),
  verified: z.boolean().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  gender: z.string().nullable(),
  age_band: z.string().nullable(),
  account_type: z.string().nullable(),
  job_group: z.string().nullable(),
  interests: z.array(z.string()),
  /** when the follow began, where the source said */
  followed_at: z.string().nullable(),
  /** whether the suite's account follows this one */
  you_follow: z.boolean(),
  /** whether this one follows the suite's account */
  follows_you: z.boolean(),
});
export type AudienceMember = z.infer<typeof audienceMember>;

export const audiencePage = page(audienceMember).extend({
  /** the cursor of the page after this one, null at the end */
  next: z.string().nullable(),
});
export type AudiencePage = z.infer<typeof audiencePage>;

export const followBody = z.object({ account: xAccountId.optional(), target: xAccountId });
export type FollowBody = z.infer<typeof followBody>;

export const followResult = z.object({
  target: z.string(),
  /** whether the account follows the target now */
  following: z.boolean(),
  /** a protected account's follow waits for its approval */
  pending: z.boolean(),
});

/** One snapshot of who followed the account, with how it changed since the one before. */
export const followerSnapshot = z.object({
  id: z.number().int(),
  taken_at: z.string(),
  reason: z.enum(["schedule", "import", "first_view"]),
  followers: z.number().int(),
  gained: z.number().int(),
  lost: z.number().int(),
});
export type FollowerSnapshot = z.infer<typeof followerSnapshot>;

export const snapshotList = z.object({ snapshots: z.array(followerSnapshot) });

const snapshotId = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

export const unfollowedQuery = premiumAccountQuery.extend({ ...pageQuery, from: snapshotId, to: snapshotId });

/** An account that followed at `from` and did not at `to`: where it was last seen and first missed. */
export const unfollowedMember = audienceMember
  .pick({ id: true, handle: true, name: true, avatar_url: true, followers_count: true, verified: true })
  .extend({
    country: z.string().nullable(),
    /** the last snapshot (up to `to`) that had it among the followers */
    last_seen: followerSnapshot.pick({ id: true, taken_at: true }),
    /** the first snapshot after that without it */
    missing_since: followerSnapshot.pick({ id: true, taken_at: true }),
    you_follow: z.boolean(),
  });
export type UnfollowedMember = z.infer<typeof unfollowedMember>;

export const unfollowedPage = page(unfollowedMember);
export type UnfollowedPage = z.infer<typeof unfollowedPage>;

const tags = ["premium"];

/** The premium suite's audience: followers, following, follow and unfollow, and who unfollowed. */
export const audienceContract = {
  followers: operation({
    method: "GET",
    path: "/api/external/deepthought/followers/",
    summary: "The connected account's followers in the store: searchable, sortable, with enrichment",
    tags,
    query: audienceQuery,
    status: 200,
    response: audiencePage,
    errors: [400, 403, 404],
  }),
  following: operation({
    method: "GET",
    path: "/api/external/deepthought/following/",
    summary: "The accounts the connected account follows in the store: searchable, sortable, with enrichment",
    tags,
    query: audienceQuery,
    status: 200,
    response: audiencePage,
    errors: [400, 403, 404],
  }),
  follow: operation({
    method: "POST",
    path: "/api/external/deepthought/follow/",
    summary: "Follows an account as the connected account, within X's follow limits",
    tags,
    body: followBody,
    status: 200,
    response: followResult,
    errors: [400, 403, 404, 429, 502],
  }),
  unfollow: operation({
    method: "POST",
    path: "/api/external/deepthought/unfollow/",
    summary: "Unfollows an account as the connected account, within X's limits",
    tags,
    body: followBody,
    status: 200,
    response: followResult,
    errors: [400, 403, 404, 429, 502],
  }),
  snapshots: operation({
    method: "GET",
    path: "/api/external/deepthought/follower-snapshots/",
    summary: "The snapshots of the account's followers, newest first (the first is taken on the first view)",
    tags,
    query: premiumAccountQuery,
    status: 200,
    response: snapshotList,
    errors: [400, 403, 404],
  }),
  unfollowed: operation({
    method: "GET",
    path: "/api/external/deepthought/unfollowed/",
    summary: "Who stopped following the account between two of its follower snapshots",
    tags,
    query: unfollowedQuery,
    status: 200,
    response: unfollowedPage,
    errors: [400, 403, 404],
  }),
};
