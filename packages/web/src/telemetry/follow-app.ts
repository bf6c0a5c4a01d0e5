import type { QueryClient } from "@tanstack/react-query";
import type { User } from "@xa/core";
import type { Analytics } from "../analytics/analytics.ts";
import { meQueryKey } from "../session/session.ts";

/** What page views need of the router: where it is, and word of each move. */
export type PageRouter = {
  state: { location: { pathname: string } };
  subscribe: (listener: (state: { location: { pathname: string } }) => void) => unknown;
};

/** A page view for the first page and each change of path (not of the query or hash alone). */
export function trackPageViews(router: PageRouter, analytics: Analytics): void {
  let path = router.state.location.pathname;
  analytics.pageView(path);
  router.subscribe((state) => {
    if (state.location.pathname === path) return;
    path = state.location.pathname;
    analytics.pageView(path);
  });
}

/** Identify when a user is signed in (at sign-in, or found signed in at start); reset when they sign out. */
export function followSignedInUser(queryClient: QueryClient, analytics: Analytics): void {
  let current: number | null = null;
  const follow = () => {
    const user = queryClient.getQueryData<User | null>(meQueryKey);
    const id = user?.id ?? null;
    if (id === current) return;
    if (current !== null) analytics.reset();
    if (id !== null) analytics.identify(String(id));
    current = id;
  };
  queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryKey[0] === meQueryKey[0]) follow();
  });
  follow();
}
