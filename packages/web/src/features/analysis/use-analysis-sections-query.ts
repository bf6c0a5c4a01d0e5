import { type UseQueryResult, useQueries } from "@tanstack/react-query";
import type { AnalyzeQueryResponse, SectionName } from "@xa/core";
import {
  type SectionSteps,
  sectionStep,
  sectionSteps,
  sectionsForQueryType,
  stepMayStart,
} from "@xa/core/analysis/section-steps";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../api/api-error.ts";
import { type AnalysisRequest, analyzeSection } from "./analysis-api.ts";
import { analysisKeys } from "./analysis-query-keys.ts";
import { matchedNothing } from "./matched-nothing.ts";

export type SectionQuery = {
  section: SectionName;
  /** 0-based step of the load plan */
  step: number;
  /** false while an earlier step is still loading (the card waits its turn) */
  started: boolean;
  query: UseQueryResult<AnalyzeQueryResponse>;
};

function sectionOptions(request: AnalysisRequest | null, section: SectionName, enabled: boolean, language: string) {
  return {
    queryKey: request ? analysisKeys.section(request, section, language) : ["analysis", "idle", section],
    queryFn: ({ signal }: { signal: AbortSignal }) => analyzeSection(request as AnalysisRequest, section, signal),
    enabled: enabled && request !== null,
  };
}

const settled = (query: UseQueryResult) => query.status !== "pending";

/**
 * Whether an error answers the analysis request itself rather than one section: a 400 or 404 (an
 * unknown handle or post, a query that cannot be read, bad dates). Every section would get it.
 */
export const isRequestProblem = (error: unknown): boolean =>
  isApiError(error) && (error.status === 400 || error.status === 404);

/**
 * Every card's data for one analysis, one request per section, in chained steps:
 * a step's requests run in parallel; the next step starts when each of them has loaded or failed.
 * `null` asks for nothing (no analysis yet). When the first step's request is refused (see
 * isRequestProblem) or matched nothing (see firstStepMatchedNothing), the later steps are not asked.
 */
export function useAnalysisSectionsQuery(request: AnalysisRequest | null): SectionQuery[] {
  const { i18n } = useTranslation();
  const options = (s: SectionName, enabled: boolean) => sectionOptions(request, s, enabled, i18n.language);
  const steps: SectionSteps = useMemo(() => sectionSteps(request?.query_type ?? "conversation"), [request?.query_type]);
  // Three calls, one per step, because a step's `enabled` depends on the previous step's results.
  const statusOf = new Map<SectionName, UseQueryResult<AnalyzeQueryResponse>>();
  const record = (sections: SectionName[], results: UseQueryResult<AnalyzeQueryResponse>[]) => {
    sections.forEach((section, i) => {
      const result = results[i];
      if (result) statusOf.set(section, result);
    });
  };
  const isSettled = (s: SectionName) => {
    const query = statusOf.get(s);
    return query !== undefined && settled(query);
  };
  record(steps[0], useQueries({ queries: steps[0].map((s) => options(s, true)) }));
  // A request the server refused, or one that matched nothing, is not asked for the later steps' sections.
  const stop =
    steps[0].some((s) => isRequestProblem(statusOf.get(s)?.error)) ||
    (steps[0].every(isSettled) &&
      matchedNothing(
        request?.query_type,
        steps[0].map((section) => ({ section, data: statusOf.get(section)?.data })),
      ));
  const secondStarts = !stop && stepMayStart(steps, 1, isSettled);
  record(steps[1], useQueries({ queries: steps[1].map((s) => options(s, secondStarts)) }));
  const thirdStarts = !stop && stepMayStart(steps, 2, isSettled);
  record(steps[2], useQueries({ queries: steps[2].map((s) => options(s, thirdStarts)) }));

  const startedBy = [true, secondStarts, thirdStarts];
  // Cards keep the page order of the query type, whatever step loads them.
  return sectionsForQueryType(request?.query_type ?? "conversation").map((section) => {
    const step = sectionStep(section);
    return {
      section,
      step,
      started: startedBy[step] ?? false,
      query: statusOf.get(section) as UseQueryResult<AnalyzeQueryResponse>,
    };
  });
}

/** The first step has settled and its cards count nothing: the query matched nothing in the store. */
export function firstStepMatchedNothing(type: AnalysisRequest["query_type"], sections: SectionQuery[]): boolean {
  const first = sections.filter((s) => s.step === 0);
  return (
    first.every((s) => settled(s.query)) &&
    matchedNothing(
      type,
      first.map(({ section, query }) => ({ section, data: query.data })),
    )
  );
}
