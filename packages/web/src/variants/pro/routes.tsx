import type { RequestKind } from "@xa/core/requests/requests-contract";
import { Navigate, type RouteObject } from "react-router";
import { LoadingState } from "../../components/page-states.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { RequireAuth } from "../../features/auth/require-auth.tsx";
import { FEATURE_TEXTS, withTextsOf } from "../../i18n/feature-texts.ts";
import { accountRoute } from "../account-route.tsx";
import { lazyPage } from "../lazy-page.tsx";
import type { PageKey } from "../page-key.ts";
import type { ContentPage } from "../pages/pro-content-page.tsx";
import { sharedRoutes } from "../shared-routes.tsx";
import { VariantRoot } from "../variant-root.tsx";
import { ProLayout } from "./pro-layout.tsx";

/** Each page with its path and aliases; aliases show the same page. */
const PAGES: [PageKey, ...string[]][] = [
  ["proHome", "/"],
  ["savedLists", "/saved-lists"],
  ["campaignNew", "/campaigns/new"],
  ["targetingLists", "/targeting-lists/:id?", "/native-lists/:id?", "/native-list/:id?"],
  ["explore", "/explore/:name?", "/xplore/:name?", "/analyze/:name?"],
  ["topicClusters", "/topic-clusters", "/clusters"],
  ["xstats", "/xstats/:country?"],
  ["audienceBuilder", "/audience-builder"],
  ["competitorAnalysis", "/competitor-analysis"],
  ["creators", "/creators"],
  ["monitors", "/monitors"],
  ["campaignPlanner", "/campaign-planner"],
  ["marketingMaterials", "/marketing-materials", "/materials"],
  ["about", "/about"],
  ["proTargeting", "/pro-targeting"],
  ["proSolutions", "/pro-solutions"],
  ["proCommunity", "/pro-community"],
  ["requestAudience", "/request-audience", "/request-audiences"],
  ["requestDownload", "/request-download/:title?"],
  ["requestAccess", "/request-access"],
  ["requestConfirmation", "/request-confirmation"],
  ["requestVerification", "/request-verification"],
  ["jobTitle", "/job-title"],
  ["subscriptionSuccess", "/create-subscription/success"],
  ["subscriptionCancel", "/create-subscription/cancel"],
];

// With its texts and the exports toolbar's; the assistant's and the targeting package's buttons read the main
// texts, so those features' texts load when opened. scripts/check-bundle-budget.mjs counts the texts named here.
const analysis = lazyPage(
  () => withTextsOf([FEATURE_TEXTS.analysis, FEATURE_TEXTS.exports], import("../pages/analysis-page.tsx")),
  (m) => <m.ProAnalysisPage key="explore" />,
);

// The toolkit's content pages: public (the store's headline counts answer anyone), one chunk for the five.
const CONTENT: PageKey[] = ["proHome", "about", "proTargeting", "proSolutions", "proCommunity"];
const content = (page: ContentPage) =>
  lazyPage(
    () => withTextsOf([FEATURE_TEXTS.toolkit, FEATURE_TEXTS.communities], import("../pages/pro-content-page.tsx")),
    (m) => <m.ProContentPage key={page} page={page} />,
  );

// Where a checkout returns when the server's public address serves this variant: the premium suite's
// result pages, leading back to this variant's home.
const subscriptionResult = (outcome: "success" | "cancel") =>
  lazyPage(
    () => withTextsOf([FEATURE_TEXTS.billing], import("../../features/billing/subscription-result-page.tsx")),
    (m) => <m.SubscriptionResultPage key={outcome} outcome={outcome} backTo={() => "/"} />,
  );

// The targeting pages work on a team's lists, so they need a user; each is a chunk of its own. Their team gate
// draws the teams feature's form to create one.
const TARGETING_TEXTS = [FEATURE_TEXTS.targeting, FEATURE_TEXTS.teams];
const targeting: Partial<Record<PageKey, ReturnType<typeof lazyPage>>> = {
  savedLists: lazyPage(
    () => withTextsOf(TARGETING_TEXTS, import("../pages/saved-lists-page.tsx")),
    (m) => <m.SavedListsPage />,
  ),
  campaignNew: lazyPage(
    () => withTextsOf(TARGETING_TEXTS, import("../pages/campaign-new-page.tsx")),
    (m) => <m.CampaignNewPage />,
  ),
  campaignPlanner: lazyPage(
    () => withTextsOf([FEATURE_TEXTS.campaigns, ...TARGETING_TEXTS], import("../pages/campaign-planner-page.tsx")),
    (m) => <m.CampaignPlannerPage />,
  ),
  targetingLists: lazyPage(
    () => withTextsOf(TARGETING_TEXTS, import("../pages/saved-lists-page.tsx")),
    (m) => <m.TargetingListsPage />,
  ),
  jobTitle: lazyPage(
    () => withTextsOf(TARGETING_TEXTS, import("../pages/job-title-page.tsx")),
    (m) => <m.JobTitlePage />,
  ),
  // Team-scoped like the analyses, so behind the team gate; its package opens the creator.
  audienceBuilder: lazyPage(
    () =>
      withTextsOf(
        [FEATURE_TEXTS["audience-builder"], ...TARGETING_TEXTS],
        import("../pages/audience-builder-page.tsx"),
      ),
    (m) => <m.AudienceBuilderPage />,
  ),
  // Not targeting, but signed-in too: the store and the library answer only a user.
  xstats: lazyPage(
    () => withTextsOf([FEATURE_TEXTS.xstats], import("../pages/xstats-page.tsx")),
    (m) => <m.XstatsPage />,
  ),
  // Its graph (sigma, WebGL) is a chunk of its own again, loaded once there are clusters to draw.
  topicClusters: lazyPage(
    () => withTextsOf([FEATURE_TEXTS.clusters], import("../pages/clusters-page.tsx")),
    (m) => <m.ClustersPage />,
  ),
  competitorAnalysis: lazyPage(
    () => withTextsOf([FEATURE_TEXTS.competitors], import("../pages/competitors-page.tsx")),
    (m) => <m.CompetitorsPage />,
  ),
  // Team-scoped like the analyses; chosen creators go to one of the team's saved lists.
  creators: lazyPage(
    () => withTextsOf([FEATURE_TEXTS.creators, ...TARGETING_TEXTS], import("../pages/creators-page.tsx")),
    (m) => <m.CreatorsPage />,
  ),
  // Team-private: the team gate picks whose monitors and alerts.
  monitors: lazyPage(
    () => withTextsOf([FEATURE_TEXTS.monitors, ...TARGETING_TEXTS], import("../pages/monitors-page.tsx")),
    (m) => <m.MonitorsPage />,
  ),
  marketingMaterials: lazyPage(
    () => withTextsOf([FEATURE_TEXTS.materials], import("../../features/materials/materials-page.tsx")),
    (m) => <m.MaterialsPage kind="marketing" />,
  ),
  subscriptionSuccess: subscriptionResult("success"),
  subscriptionCancel: subscriptionResult("cancel"),
};

// The request forms are public, each a chunk of its own with the requests texts; a failed load is tried once more
// before the new-version alert, as the spec asks of these pages.
const requestPage = (kind: RequestKind) =>
  lazyPage(
    () => withTextsOf([FEATURE_TEXTS.requests], import("../../features/requests/request-form-page.tsx")),
    (m) => <m.RequestFormPage key={kind} kind={kind} />,
    { retryOnce: true },
  );
const requests: Partial<Record<PageKey, ReturnType<typeof lazyPage>>> = {
  requestAudience: requestPage("audience"),
  requestDownload: requestPage("download"),
  requestAccess: requestPage("access"),
  requestVerification: requestPage("verification"),
  requestConfirmation: lazyPage(
    () => withTextsOf([FEATURE_TEXTS.requests], import("../../features/requests/request-confirmation-page.tsx")),
    (m) => <m.RequestConfirmationPage />,
    { retryOnce: true },
  ),
};

/** Pro-targeting toolkit variant; unknown paths go home. */
export const routes: RouteObject[] = [
  {
    element: <VariantRoot />,
    errorElement: <RouteError />,
    // Drawn while the first page's chunk loads.
    hydrateFallbackElement: <LoadingState />,
    children: [
      ...sharedRoutes(),
      {
        element: <ProLayout />,
        children: [
          ...PAGES.flatMap(([page, ...paths]) =>
            paths.map((path): RouteObject => {
              const own = targeting[page];
              if (own) return { path, element: <RequireAuth />, children: [{ index: true, ...own }] };
              const request = requests[page];
              if (request) return { path, ...request };
              // `:name` of /explore/:name? preselects a query type (/explore/audience) or a handle (/explore/nike).
              return {
                path,
                ...(page === "explore"
                  ? analysis
                  : CONTENT.includes(page)
                    ? content(page as ContentPage)
                    : { element: <Navigate to="/" replace /> }),
              };
            }),
          ),
          accountRoute(),
        ],
      },
      { path: "*", element: <Navigate to="/" replace /> },
    ],
  },
];
