import type { RouteObject } from "react-router";
import type { Variant } from "../app-variant/variant.ts";

/** Each variant's route table is its own chunk, so a page load carries only one variant. */
export async function loadVariantRoutes(variant: Variant): Promise<RouteObject[]> {
  switch (variant) {
    case "pro":
      return (await import("./pro/routes.tsx")).routes;
    case "premium":
      return (await import("./premium/routes.tsx")).routes;
    case "team":
      return (await import("./team/routes.tsx")).routes;
  }
}
