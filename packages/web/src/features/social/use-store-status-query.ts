import { useQuery } from "@tanstack/react-query";
import { demoState } from "./import-progress.ts";
import { getStoreStatus, socialKeys } from "./social-api.ts";

/** While the demo world is generated at first start, its counts are re-read this often. */
export const DEMO_LOADING_REFRESH_MS = 2000;

/** What the social store holds; `enabled: false` while nobody is signed in (the call needs a session). */
export function useStoreStatusQuery({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: socialKeys.store(),
    queryFn: getStoreStatus,
    enabled,
    refetchInterval: (query) =>
      query.state.data && demoState(query.state.data).loading ? DEMO_LOADING_REFRESH_MS : false,
  });
}
