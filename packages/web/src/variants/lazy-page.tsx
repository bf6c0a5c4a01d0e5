import type { ReactElement } from "react";
import type { RouteObject } from "react-router";
import { alertNewVersion } from "./new-version-alert.ts";

/**
 * A route whose page is a chunk of its own, fetched on the first visit, so opening one page does not download the
 * others. A chunk that fails to load means a newer build replaced this one: the user is told to refresh.
 */
export function lazyPage<M>(load: () => Promise<M>, render: (module: M) => ReactElement): Pick<RouteObject, "lazy"> {
  return {
    lazy: async () => {
      try {
        return { element: render(await load()) };
      } catch (error) {
        alertNewVersion();
        throw error;
      }
    },
  };
}
