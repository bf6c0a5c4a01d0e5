import { useDebouncedValue } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import type { AutopilotRequest } from "@xa/core/targeting/autopilot-request";
import type { BriefReading } from "@xa/core/targeting/brief-reading";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { readBrief } from "../autopilot-api.ts";
import { targetingKeys } from "../targeting-query-keys.ts";
import { applyReading } from "./brief-draft.ts";
import { MIN_DESCRIPTION_LENGTH } from "./stepper-rules.ts";

/** How long typing pauses before the brief is read. */
export const READ_BRIEF_DELAY_MS = 500;

/**
 * Reads the draft's brief once typing pauses, and puts what it says (places, age, gender,
 * languages, budget, size) into the draft each time a new reading comes, for the user to correct.
 */
export function useBriefReading(draft: AutopilotRequest, onChange: (draft: AutopilotRequest) => void) {
  const { i18n } = useTranslation();
  const [description] = useDebouncedValue(draft.description.trim(), READ_BRIEF_DELAY_MS);
  const query = useQuery({
    queryKey: targetingKeys.briefReading(description, i18n.language),
    queryFn: () => readBrief(description),
    enabled: description.length >= MIN_DESCRIPTION_LENGTH,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const latest = useRef(draft);
  latest.current = draft;
  const applied = useRef<BriefReading | undefined>(undefined);
  useEffect(() => {
    if (!query.data || query.data === applied.current) return;
    applied.current = query.data;
    onChange(applyReading(latest.current, query.data));
  }, [query.data, onChange]);
  const current = description.length >= MIN_DESCRIPTION_LENGTH && description === draft.description.trim();
  return { reading: current ? query.data : undefined, isLoading: query.isFetching, isError: query.isError };
}
