import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { keywordSuggestionContract } from "@xa/core/analysis/keyword-suggestion-contract";
import { relatedKeywordsContract } from "@xa/core/targeting/related-keywords-contract";
import { useTranslation } from "react-i18next";
import { call } from "../../../api/call.ts";
import { useMeQuery } from "../../../session/use-me-query.ts";

// Silent: they follow typing, and the request progress bar is for what the user asked to load. Typing never
// sends a visitor to sign in (a 403 stays here), and nothing is asked signed out, as the match counts do.
const silent = { silent: true, redirectOn403: false };

/** Keywords and hashtags starting with the word typed; `keyword` should already be debounced. */
export function useKeywordSuggestionsQuery(keyword: string, country: string | undefined) {
  const signedIn = Boolean(useMeQuery().data);
  const body = { keyword: keyword.trim(), ...(country ? { country } : {}), limit: 6 };
  return useQuery({
    queryKey: ["analysis", "keyword-suggestion", body],
    queryFn: ({ signal }) => call(keywordSuggestionContract.suggestKeywords, { body }, { ...silent, signal }),
    enabled: signedIn && body.keyword.replace(/#/g, "").trim() !== "",
    placeholderData: keepPreviousData,
    retry: false,
  });
}

type RelatedScope = { query: string; startDate?: string; endDate?: string; country?: string };

/** The terms the query's authors use beyond chance; `query` should already be debounced and readable. */
export function useRelatedKeywordsQuery({ query, startDate, endDate, country }: RelatedScope, allowed: boolean) {
  const { i18n } = useTranslation();
  const signedIn = Boolean(useMeQuery().data);
  const body = {
    query: query.trim(),
    ...(startDate ? { start_date: startDate } : {}),
    ...(endDate ? { end_date: endDate } : {}),
    ...(country ? { country } : {}),
    limit: 10,
  };
  return useQuery({
    queryKey: ["analysis", "related-keywords", body, i18n.language],
    queryFn: ({ signal }) => call(relatedKeywordsContract.findRelatedKeywords, { body }, { ...silent, signal }),
    enabled: signedIn && allowed && body.query !== "",
    placeholderData: keepPreviousData,
    retry: false,
  });
}
