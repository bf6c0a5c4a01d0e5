import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ClientErrorsQuery } from "@xa/core/events/client-errors-contract";
import { readClientErrors } from "./events-api.ts";

/** Staff's read of the errors browsers reported, grouped by message. */
export function useClientErrorsQuery(query: ClientErrorsQuery) {
  return useQuery({
    queryKey: ["client-errors", query.limit ?? 50, query.offset ?? 0],
    queryFn: () => readClientErrors(query),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
