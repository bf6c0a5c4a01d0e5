import { Navigate, type RouteObject } from "react-router";
import { ComingSoonPage, type PageKey } from "../../components/coming-soon-page.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { AnalysisPage } from "../../features/analysis/analysis-page.tsx";
import { accountRoute } from "../account-route.tsx";
import { sharedRoutes } from "../shared-routes.tsx";
import { VariantRoot } from "../variant-root.tsx";
import { ProLayout } from "./pro-layout.tsx";

/** Each page with its path and aliases (spec §2); aliases show the same page. */
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
];

/** Pro-targeting toolkit variant; unknown paths go home. */
export const routes: RouteObject[] = [
  {
    element: <VariantRoot />,
    errorElement: <RouteError />,
    children: [
      ...sharedRoutes(),
      {
        element: <ProLayout />,
        children: [
          ...PAGES.flatMap(([page, ...paths]) =>
            paths.map((path) => ({
              path,
              // `:name` of /explore/:name? preselects a query type (/explore/audience) or a handle (/explore/nike).
              element: page === "explore" ? <AnalysisPage key={page} /> : <ComingSoonPage key={page} page={page} />,
            })),
          ),
          accountRoute(),
        ],
      },
      { path: "*", element: <Navigate to="/" replace /> },
    ],
  },
];
