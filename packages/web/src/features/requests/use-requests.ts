import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ChangeRequestBody, RequestKind, RequestStatus } from "@xa/core/requests/requests-contract";
import { isApiError } from "../../api/api-error.ts";
import { changeRequest, listRequests, requestStatus } from "./requests-api.ts";

const PAGE = 25;
type Filters = { kind?: RequestKind; status?: RequestStatus };
export const requestKeys = {
  all: ["requests"] as const,
  list: (filters: Filters) => ["requests", "list", filters] as const,
  status: (token: string) => ["requests", "status", token] as const,
};

/** Filed requests for staff, newest first, a page at a time ('Show more' asks for the next). */
export function useRequestsQuery(filters: Filters, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: requestKeys.list(filters),
    queryFn: ({ pageParam }) => listRequests({ ...filters, limit: PAGE, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.results.length, 0);
      return loaded < last.count ? loaded : undefined;
    },
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** One request's status by its token; an unknown token is an answer (404), not worth retrying. */
export function useRequestStatusQuery(token: string | null) {
  return useQuery({
    queryKey: requestKeys.status(token ?? ""),
    queryFn: () => requestStatus(token ?? ""),
    enabled: token !== null,
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  });
}

export function useChangeRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ChangeRequestBody }) => changeRequest(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: requestKeys.all }),
  });
}
