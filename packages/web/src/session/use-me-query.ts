import { useQuery } from "@tanstack/react-query";
import { meQueryKey } from "./session.ts";
import { fetchMe } from "./session-api.ts";

/** The signed-in user; `data` is null when signed out. */
export function useMeQuery() {
  return useQuery({ queryKey: meQueryKey, queryFn: fetchMe, staleTime: 60_000 });
}
