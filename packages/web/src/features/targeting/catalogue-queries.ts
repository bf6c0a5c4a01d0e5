import { keepPreviousData, useQueries, useQuery } from "@tanstack/react-query";
import { catalogueStatus, listAudienceRegions, listCountryRegions, searchCatalogue } from "./catalogue-api.ts";
import type { CatalogueListKey } from "./package-editor/catalogue-list.tsx";
import { targetingKeys } from "./targeting-query-keys.ts";

const HOUR = 60 * 60_000;

/** Matches of a catalogue search; `text` is already debounced, and 2 characters or more. */
export function useCatalogueSearchQuery(list: CatalogueListKey, text: string, country: string) {
  return useQuery({
    queryKey: targetingKeys.catalogue(list, text, country),
    queryFn: () => searchCatalogue(list, text, country || undefined),
    enabled: text.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: HOUR,
  });
}

export function useCatalogueStatusQuery(list: CatalogueListKey) {
  return useQuery({
    queryKey: [...targetingKeys.catalogue(list, "", ""), "status"],
    queryFn: () => catalogueStatus(list),
    staleTime: HOUR,
  });
}

export function useAudienceRegionsQuery() {
  return useQuery({ queryKey: targetingKeys.regions(), queryFn: listAudienceRegions, staleTime: HOUR });
}

/** US states and GB regions (value: location id), each country's list apart. */
export function useStatesQuery() {
  const [us, gb] = useQueries({
    queries: (["US", "GB"] as const).map((country) => ({
      queryKey: [...targetingKeys.regions(), country],
      queryFn: () => listCountryRegions(country),
      staleTime: HOUR,
    })),
  });
  const items = (data: Awaited<ReturnType<typeof listCountryRegions>> | undefined) =>
    (data?.locations ?? []).filter((l) => l.type === "region").map((l) => ({ value: l.id, label: l.label }));
  return { us: items(us?.data), gb: items(gb?.data), isError: Boolean(us?.isError || gb?.isError) };
}
