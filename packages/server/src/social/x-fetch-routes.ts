import { socialContract } from "@xa/core/social/social-contract";
import { canImport } from "@xa/core/social/social-permissions";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../deps.ts";
import { route } from "../http/route.ts";
import { enqueueJob } from "../jobs/job-queries.ts";
import { registerJobRoutes } from "./job-routes.ts";
import { xFetchJobView } from "./job-views.ts";
import { requireSocialCaller } from "./social-guards.ts";
import { X_FETCH_KIND } from "./social-jobs.ts";

/** Fetches from the live X API: started by staff as a background job, then followed like an import. */
export function registerXFetchRoutes(app: FastifyInstance, deps: Deps): void {
  route(app, socialContract.startXFetch, async ({ body }, request) => {
    const importer = await requireSocialCaller(deps, request, canImport);
    const payload =
      body.kind === "search"
        ? { kind: body.kind, query: body.query, maxPages: body.max_pages ?? 10 }
        : body.kind === "user"
          ? { kind: body.kind, username: body.username }
          : { kind: body.kind, username: body.username, maxPages: body.max_pages ?? 5 };
    return xFetchJobView(await enqueueJob(deps.db, X_FETCH_KIND, payload, importer.userId));
  });

  registerJobRoutes(app, deps, {
    list: socialContract.listXFetches,
    get: socialContract.getXFetch,
    cancel: socialContract.cancelXFetch,
    kind: X_FETCH_KIND,
    view: xFetchJobView,
    ended: "fetchEnded",
  });
}
