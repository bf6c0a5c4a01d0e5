import { Navigate, type RouteObject } from "react-router";
import { ComingSoonPage } from "../../components/coming-soon-page.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { AccountPage } from "../../features/account/account-page.tsx";
import { AnalysisPage } from "../../features/analysis/analysis-page.tsx";
import { RequireAuth } from "../../features/auth/require-auth.tsx";
import { DataPage } from "../../features/social-data/data-page.tsx";
import { ChooseTeamPage } from "../../features/teams/choose-team-page.tsx";
import { InviteAcceptPage } from "../../features/teams/invite-accept-page.tsx";
import { TeamSettingsPage } from "../../features/teams/settings/team-settings-page.tsx";
import { WelcomePage } from "../../features/teams/welcome-page.tsx";
import { sharedRoutes } from "../shared-routes.tsx";
import { VariantRoot } from "../variant-root.tsx";
import { PlainLayout } from "./plain-layout.tsx";
import { TeamDashboard } from "./team-dashboard.tsx";

const toChooseTeam = <Navigate to="/choose-team" replace />;

/** Team dashboard variant (default), spec §2. */
export const routes: RouteObject[] = [
  {
    element: <VariantRoot />,
    errorElement: <RouteError />,
    children: [
      ...sharedRoutes(),
      {
        element: <RequireAuth />,
        children: [
          {
            element: <PlainLayout />,
            children: [
              { path: "/welcome", element: <WelcomePage /> },
              { path: "/choose-team", element: <ChooseTeamPage /> },
              { path: "/helper-documents", element: <ComingSoonPage page="helperDocuments" /> },
              { path: "/audiences", element: <ComingSoonPage page="standaloneAudiences" /> },
              { path: "/:teamId/invite-accept", element: <InviteAcceptPage /> },
            ],
          },
          {
            path: "/:teamId",
            element: <TeamDashboard />,
            children: [
              { index: true, element: <Navigate to="audiences" replace /> },
              { path: "account", element: <AccountPage /> },
              { path: "team", element: <TeamSettingsPage /> },
              { path: "campaigns", element: <ComingSoonPage page="campaigns" /> },
              { path: "campaigns/new", element: <ComingSoonPage page="campaignNew" /> },
              { path: "campaigns/planner", element: <ComingSoonPage page="campaignPlanner" /> },
              { path: "creatives", element: <ComingSoonPage page="creatives" /> },
              { path: "media", element: <ComingSoonPage page="media" /> },
              { path: "creator", element: <ComingSoonPage page="creator" /> },
              { path: "explore-x", element: <AnalysisPage /> },
              { path: "audiences", element: <ComingSoonPage page="audiences" /> },
              { path: "communities", element: <ComingSoonPage page="communities" /> },
              { path: "data", element: <DataPage /> },
              { path: "*", element: toChooseTeam },
            ],
          },
        ],
      },
      { path: "/dev/*", element: toChooseTeam },
      { path: "*", element: toChooseTeam },
    ],
  },
];
