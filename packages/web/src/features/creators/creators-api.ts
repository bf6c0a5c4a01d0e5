import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { CREATOR_SORTS, type CreatorSort, type CreatorsRequest } from "@xa/core/creators/creators";
import { creatorsContract } from "@xa/core/creators/creators-contract";
import { useTranslation } from "react-i18next";
import { call } from "../../api/call.ts";

export const CREATOR_DAYS = [7, 30, 90] as const;
export type CreatorDays = (typeof CREATOR_DAYS)[number];
const PAGE = 50;

/**
 * What the link holds: the query, the window, the order and the audience (followers of handles, or
 * the query's authors); or, instead of query and audience, a saved audience of the team.
 */
export type CreatorsSearch = {
  query: string;
  days: CreatorDays;
  sort: CreatorSort;
  followersOf: string[];
  savedAudience: number | null;
};

/** The search a link names (?q=…&days=7&sort=audience_fit&followers=a,b or ?audience=12); defaults for what it lacks or gets wrong. */
export function searchFrom(params: URLSearchParams): CreatorsSearch {
  const days = Number(params.get("days"));
  const sort = params.get("sort");
  return {
    query: params.get("q") ?? "",
    days: (CREATOR_DAYS as readonly number[]).includes(days) ? (days as CreatorDays) : 30,
    sort: (CREATOR_SORTS as readonly string[]).includes(sort ?? "") ? (sort as CreatorSort) : "relevance",
    followersOf: (params.get("followers") ?? "")
      .split(",")
      .map((h) => h.trim().replace(/^[@＠]/, ""))
      .filter(Boolean)
      .slice(0, 20),
    savedAudience: savedAudienceOf(params.get("audience")),
  };
}

function savedAudienceOf(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Whether the search names what to find creators for: a query or a saved audience. */
export const isAsked = (s: CreatorsSearch) => s.savedAudience !== null || s.query.trim() !== "";

/** The link of a search, leaving out what is the default. */
export function searchParamsOf(s: CreatorsSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (s.query.trim()) params.set("q", s.query.trim());
  if (s.days !== 30) params.set("days", String(s.days));
  if (s.sort !== "relevance") params.set("sort", s.sort);
  if (s.followersOf.length > 0) params.set("followers", s.followersOf.join(","));
  if (s.savedAudience !== null) params.set("audience", String(s.savedAudience));
  return params;
}

/**
 * The request body: without handles the server takes the query's authors as the audience; a saved
 * audience stands for both query and audience.
 */
export function requestOf(s: CreatorsSearch): CreatorsRequest {
  if (s.savedAudience !== null) return { audience_id: s.savedAudience, days: s.days, sort: s.sort };
  return {
    query: s.query,
    days: s.days,
    sort: s.sort,
    ...(s.followersOf.length > 0
      ? { audience: { join: "or", criteria: [{ kind: "followers_of", handles: s.followersOf }] } }
      : {}),
  };
}

export const findCreators = (body: CreatorsRequest, offset: number) =>
  call(creatorsContract.findCreators, { query: { limit: PAGE, offset }, body });

/**
 * The ranked creators a page at a time ('Show more results' asks for the next); nothing is asked until
 * the link has a query or a saved audience. The server writes its refusals in the interface language, so another language asks again.
 */
export function useCreatorsQuery(search: CreatorsSearch) {
  const { i18n } = useTranslation();
  const body = requestOf(search);
  return useInfiniteQuery({
    queryKey: ["creators", body, i18n.language],
    queryFn: ({ pageParam }) => findCreators(body, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.results.length, 0);
      return loaded < last.count ? loaded : undefined;
    },
    enabled: isAsked(search),
    placeholderData: keepPreviousData,
  });
}
