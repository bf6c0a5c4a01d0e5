import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { GLOBAL_COUNTRY } from "@xa/core";
import { clustersContract } from "@xa/core/clusters/clusters-contract";
import type { TopicClustersRequest } from "@xa/core/clusters/topic-clusters";
import { useTranslation } from "react-i18next";
import { call } from "../../api/call.ts";

export const findTopicClusters = (request: TopicClustersRequest) =>
  call(clustersContract.findTopicClusters, { body: request });

/**
 * The clusters of the link's query; nothing is asked until it names one. The server writes its
 * method in the interface language, so another language asks again.
 */
export function useTopicClustersQuery(request: TopicClustersRequest | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ["topic-clusters", request, i18n.language],
    queryFn: () => findTopicClusters(request as TopicClustersRequest),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}

/** What the link asks for (?q=…&from=…&to=…&country=…&graph=accounts), or null without a query. */
export function clustersRequestFrom(search: URLSearchParams): TopicClustersRequest | null {
  const query = search.get("q")?.trim();
  if (!query) return null;
  const request: TopicClustersRequest = { query };
  const start = search.get("from");
  const end = search.get("to");
  const country = search.get("country");
  if (start) request.start_date = start;
  if (end) request.end_date = end;
  if (country && country !== GLOBAL_COUNTRY) request.country = country;
  if (search.get("graph") === "accounts") request.graph = "accounts";
  return request;
}

/** The link's search for a request: the fields given, in a fixed order. */
export function searchOf(request: {
  query: string;
  start?: string;
  end?: string;
  country?: string;
  graph?: "terms" | "accounts";
}): URLSearchParams {
  const params = new URLSearchParams();
  params.set("q", request.query.trim());
  if (request.start) params.set("from", request.start);
  if (request.end) params.set("to", request.end);
  if (request.country && request.country !== GLOBAL_COUNTRY) params.set("country", request.country);
  if (request.graph === "accounts") params.set("graph", "accounts");
  return params;
}
