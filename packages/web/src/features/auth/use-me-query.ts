import { useQuery } from "@tanstack/react-query";
import { meQueryKey } from "../../api/session.ts";
import { fetchMe } from "./auth-api.ts";

/** The signed-in user; `data` is null when signed out. */
export function useMeQuery() {
  return useQuery({ queryKey: meQueryKey, queryFn: fetchMe, staleTime: 60_000 });
}
