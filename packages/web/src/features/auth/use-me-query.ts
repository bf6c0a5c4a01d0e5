import { useQuery } from "@tanstack/react-query";
import { fetchMe } from "./auth-api.ts";

export const meQueryKey = ["me"] as const;

/** The signed-in user; `data` is null when signed out. */
export function useMeQuery() {
  return useQuery({ queryKey: meQueryKey, queryFn: fetchMe, staleTime: 60_000 });
}
