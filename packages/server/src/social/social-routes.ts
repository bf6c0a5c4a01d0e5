import { type AnalysisTextKey, analysisText } from "@xa/core/analysis/analysis-texts";
import { socialContract } from "@xa/core/social/social-contract";
import { canSeeJobs, canSeeStore } from "@xa/core/social/social-permissions";
import { toolkitOverviewContract } from "@xa/core/social/toolkit-overview-contract";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../deps.ts";
import { requestLanguage } from "../http/request-language.ts";
import { route } from "../http/route.ts";
import { registerImportRoutes } from "./import-routes.ts";
import { findJobOr404 } from "./job-routes.ts";
import { socialJobView } from "./job-views.ts";
import { requireSocialCaller } from "./social-guards.ts";
import { findStoreStatus } from "./store-status.ts";
import { findStoreSuggestions } from "./store-suggestions.ts";
import { findToolkitOverview } from "./toolkit-overview.ts";
import { registerXFetchRoutes } from "./x-fetch-routes.ts";

/** Social store: file imports and fetches from X as background jobs, any job's progress, and what the store holds. */
export async function registerSocialRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  await registerImportRoutes(app, deps);
  registerXFetchRoutes(app, deps);

  route(app, socialContract.getSocialJob, async ({ params }, request) => {
    await requireSocialCaller(deps, request, canSeeJobs);
    return socialJobView(await findJobOr404(deps, params.id, (kind) => kind.startsWith("social.")));
  });

  route(app, socialContract.getStoreSuggestions, async (_input, request) => {
    // The store is every team's: what it holds is shown to any signed-in user (as its status is).
    await requireSocialCaller(deps, request, canSeeStore);
    return findStoreSuggestions(deps.db);
  });

  // Public: the pro toolkit's content pages state what the store holds to visitors not signed in.
  route(app, toolkitOverviewContract.getToolkitOverview, () => findToolkitOverview(deps.db));

  route(app, socialContract.getStoreStatus, async (_input, request) => {
    await requireSocialCaller(deps, request, canSeeStore);
    const language = requestLanguage(request);
    const method = (key: AnalysisTextKey) => analysisText(language, key);
    return {
      ...(await findStoreStatus(deps.db)),
      methods: {
        sentiment: method("sentimentMethod"),
        gender: method("genderMethod"),
        age: method("ageMethod"),
        location: method("locationMethod"),
        job_title: method("jobTitleMethod"),
        interests: method("interestsMethod"),
        account_type: method("accountTypeMethod"),
      },
      x_connector: deps.config.xBearerToken !== undefined,
    };
  });
}
