import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AudienceExpression } from "@xa/core/targeting/audience-builder";
import { audienceBuilderContract } from "@xa/core/targeting/audience-builder-contract";
import { audienceProblem } from "@xa/core/targeting/audience-builder-rules";
import { useEffect, useState } from "react";
import { call } from "../../api/call.ts";

/** How long the page waits after the last keystroke before it counts: one request per pause, not per letter. */
export const MEASURE_DEBOUNCE_MS = 300;

export const measureAudience = (expression: AudienceExpression) =>
  call(audienceBuilderContract.measureAudience, { body: expression }, { silent: true });

/** A value that follows `value` once it has stayed the same for `ms`. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The combined audience, counted again once the criteria have settled; nothing is asked while core's
 * rules say the criteria cannot be counted (the page says why), and the last answer stays on screen
 * while the next one comes.
 */
export function useAudienceMeasure(expression: AudienceExpression) {
  const key = JSON.stringify(expression);
  const settled = useDebounced(key, MEASURE_DEBOUNCE_MS);
  const ready = audienceProblem(expression) === null;
  return useQuery({
    queryKey: ["audience-builder", "measure", settled],
    queryFn: () => measureAudience(JSON.parse(settled) as AudienceExpression),
    enabled: ready && settled === key,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
