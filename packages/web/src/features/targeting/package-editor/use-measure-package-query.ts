import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { TargetingPackageWrapper } from "@xa/core/targeting/targeting-package";
import { measureAudiencePackage } from "../audiences-api.ts";
import { targetingKeys } from "../targeting-query-keys.ts";

/**
 * A pause short enough that the count, answered by the server in a fraction of that again, is on
 * screen within half a second of the last change, yet a burst of clicks is counted once.
 */
export const MEASURE_DEBOUNCE_MS = 150;

/** The package's figures as saving it would count them, counted again after each pause in editing. */
export function useMeasurePackageQuery(wrapper: TargetingPackageWrapper) {
  // Debounced as text: callers build the wrapper afresh on each render, equal in content.
  const [debounced] = useDebouncedValue(JSON.stringify(wrapper), MEASURE_DEBOUNCE_MS);
  return useQuery({
    queryKey: targetingKeys.measure(debounced),
    queryFn: () => measureAudiencePackage(JSON.parse(debounced) as TargetingPackageWrapper),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
}
