import type { ReactElement } from "react";
import type { RouteObject } from "react-router";
import { alertNewVersion } from "./new-version-alert.ts";

/**
 * A route whose page is a chunk of its own, fetched on the first visit, so opening one page does not download the
 * others. A chunk that fails to load means a newer build replaced this one: the user is told to refresh. With
 * `retryOnce` (the request pages, as the spec asks) a failed load is tried once more first, since a request form
 * lost to a passing network blip costs the visitor what they typed nowhere yet, but a reload prompt is abrupt.
 */
export function lazyPage<M>(
  load: () => Promise<M>,
  render: (module: M) => ReactElement,
  { retryOnce = false }: { retryOnce?: boolean } = {},
): Pick<RouteObject, "lazy"> {
  return {
    lazy: async () => {
      try {
        return { element: render(await (retryOnce ? load().catch(() => load()) : load())) };
      } catch (error) {
        alertNewVersion();
        throw error;
      }
    },
  };
}
