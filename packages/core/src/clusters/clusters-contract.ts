import { operation } from "../contract/operation.ts";
import { teamHeaders } from "../contract/team-header.ts";
import { topicClusters, topicClustersRequest } from "./topic-clusters.ts";

/** Topic clusters: the term co-occurrence graph of a keyword query's posts and its communities. */
export const clustersContract = {
  findTopicClusters: operation({
    method: "POST",
    path: "/api/external/topic-clusters/",
    summary:
      "The hashtags and keywords of the posts matching a keyword query as a co-occurrence graph: Louvain communities named by their top terms, with their posts, accounts and sentiment, and a ForceAtlas2 layout",
    tags: ["analysis"],
    headers: teamHeaders,
    body: topicClustersRequest,
    status: 200,
    response: topicClusters,
    errors: [400, 403, 404],
  }),
};
