import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AppEventsQuery } from "@xa/core/events/app-events-contract";
import { readAppEvents } from "./events-api.ts";

/** Staff's read of the app's events: counts by day and name, and the funnel's steps. */
export function useAppEventsQuery(query: AppEventsQuery) {
  return useQuery({
    queryKey: ["app-events", query.from ?? "", query.to ?? "", query.funnel ?? ""],
    queryFn: () => readAppEvents(query),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
