import { operation } from "../contract/operation.ts";
import { page } from "../contract/paging.ts";
import { communitiesQuery, communityDetail, communityQuery, communitySummary } from "./community-entities.ts";

const tags = ["communities"] as const;

/** X communities known to the social store: public data, read by anyone signed in. */
export const communitiesContract = {
  listCommunities: operation({
    method: "GET",
    path: "/api/communities/",
    summary: "X communities in the store, with their members on X and posts in the store",
    tags,
    query: communitiesQuery,
    status: 200,
    response: page(communitySummary),
    errors: [400, 403],
  }),
  getCommunity: operation({
    method: "GET",
    path: "/api/community/",
    summary: "One X community: its top members, recent posts and languages",
    tags,
    query: communityQuery,
    status: 200,
    response: communityDetail,
    errors: [400, 403, 404],
  }),
};
