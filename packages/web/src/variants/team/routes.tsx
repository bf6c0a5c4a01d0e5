import { Navigate, type RouteObject } from "react-router";
import { isPopupWindow } from "../../app-variant/current-variant.ts";
import { LoadingState } from "../../components/page-states.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { RequireAuth } from "../../features/auth/require-auth.tsx";
import { FEATURE_TEXTS, withFeatureTexts, withTextsOf } from "../../i18n/feature-texts.ts";
import { lazyPage } from "../lazy-page.tsx";
import { sharedRoutes } from "../shared-routes.tsx";
import { VariantRoot } from "../variant-root.tsx";
import { PlainLayout } from "./plain-layout.tsx";
import { TeamDashboard } from "./team-dashboard.tsx";

const toChooseTeam = <Navigate to="/choose-team" replace />;

/** `/`: the extension's popup window (`?popup=1`) opens on its compact view, any other visit picks a team. */
function Home() {
  return isPopupWindow() ? <Navigate to="/popup" replace /> : toChooseTeam;
}

// Each page is a chunk of its own, fetched on its first visit; the layouts stay in this table's chunk.
const welcome = lazyPage(
  () => withFeatureTexts(FEATURE_TEXTS.teams, import("../../features/teams/welcome-page.tsx")),
  (m) => <m.WelcomePage />,
);
const chooseTeam = lazyPage(
  () => withFeatureTexts(FEATURE_TEXTS.teams, import("../../features/teams/choose-team-page.tsx")),
  (m) => <m.ChooseTeamPage />,
);
const inviteAccept = lazyPage(
  () => withFeatureTexts(FEATURE_TEXTS.teams, import("../../features/teams/invite-accept-page.tsx")),
  (m) => <m.InviteAcceptPage />,
);
const account = lazyPage(
  () => withFeatureTexts(FEATURE_TEXTS.auth, import("../../features/auth/account/account-page.tsx")),
  (m) => <m.AccountPage />,
);
// Its ads sections load the ads texts with their own chunks.
const teamSettings = lazyPage(
  () => withFeatureTexts(FEATURE_TEXTS.teams, import("../pages/team-settings-page.tsx")),
  (m) => <m.TeamSettingsPage />,
);
// With its texts and the exports toolbar's; the assistant's and the targeting package's buttons read the main
// texts, so those features' texts load when opened. scripts/check-bundle-budget.mjs counts the texts named here.
const analysis = lazyPage(
  () => withTextsOf([FEATURE_TEXTS.analysis, FEATURE_TEXTS.exports], import("../pages/analysis-page.tsx")),
  (m) => <m.AnalysisPage />,
);
const data = lazyPage(
  () => withFeatureTexts(FEATURE_TEXTS.social, import("../../features/social/data-page.tsx")),
  (m) => <m.DataPage />,
);
const appEvents = lazyPage(
  () => withFeatureTexts(FEATURE_TEXTS.events, import("../../features/events/app-events-page.tsx")),
  (m) => <m.AppEventsPage />,
);
const clientErrors = lazyPage(
  () => withFeatureTexts(FEATURE_TEXTS.events, import("../../features/events/client-errors-page.tsx")),
  (m) => <m.ClientErrorsPage />,
);

const communities = lazyPage(
  () => withFeatureTexts(FEATURE_TEXTS.communities, import("../../features/communities/communities-page.tsx")),
  (m) => <m.CommunitiesPage />,
);
const community = lazyPage(
  () => withFeatureTexts(FEATURE_TEXTS.communities, import("../../features/communities/community-page.tsx")),
  (m) => <m.CommunityPage />,
);

const helperDocuments = lazyPage(
  () => withFeatureTexts(FEATURE_TEXTS.materials, import("../../features/materials/materials-page.tsx")),
  (m) => <m.MaterialsPage kind="helper" />,
);

const media = lazyPage(
  () => withFeatureTexts(FEATURE_TEXTS.campaigns, import("../../features/campaigns/media-page.tsx")),
  (m) => <m.MediaPage />,
);
const campaigns = lazyPage(
  () => withFeatureTexts(FEATURE_TEXTS.campaigns, import("../../features/campaigns/campaigns-page.tsx")),
  (m) => <m.CampaignsPage />,
);
const creatives = lazyPage(
  () => withFeatureTexts(FEATURE_TEXTS.campaigns, import("../../features/campaigns/creatives-page.tsx")),
  (m) => <m.CreativesPage />,
);
const campaign = lazyPage(
  () => withFeatureTexts(FEATURE_TEXTS.campaigns, import("../../features/campaigns/campaign-page.tsx")),
  (m) => <m.CampaignPage />,
);
const campaignNew = lazyPage(
  () => withFeatureTexts(FEATURE_TEXTS.campaigns, import("../../features/campaigns/planner/planner-page.tsx")),
  (m) => <m.PlannerPage key="campaignNew" page="campaignNew" />,
);
const campaignPlanner = lazyPage(
  () => withFeatureTexts(FEATURE_TEXTS.campaigns, import("../../features/campaigns/planner/planner-page.tsx")),
  (m) => <m.PlannerPage key="campaignPlanner" page="campaignPlanner" />,
);
const audiences = lazyPage(
  () => withFeatureTexts(FEATURE_TEXTS.targeting, import("../../features/targeting/audiences/team-audiences-page.tsx")),
  (m) => <m.TeamAudiencesPage />,
);
const standaloneAudiences = lazyPage(
  () =>
    withFeatureTexts(
      FEATURE_TEXTS.targeting,
      import("../../features/targeting/audiences/standalone-audiences-page.tsx"),
    ),
  (m) => <m.StandaloneAudiencesPage />,
);
const audienceEditor = lazyPage(
  () => withFeatureTexts(FEATURE_TEXTS.targeting, import("../pages/config-editor-page.tsx")),
  (m) => <m.ConfigEditorPage />,
);
const creator = lazyPage(
  () => withFeatureTexts(FEATURE_TEXTS.targeting, import("../../features/targeting/creator/creator-page.tsx")),
  (m) => <m.CreatorPage />,
);

// The ads pages draw the targeting texts too (list names, ages); both load beside the page's chunk.
const ADS_TEXTS = [FEATURE_TEXTS.ads, FEATURE_TEXTS.targeting];
const extension = lazyPage(
  () => withTextsOf(ADS_TEXTS, import("../../features/ads/extension-page/extension-page.tsx")),
  (m) => <m.ExtensionPage />,
);
const popup = lazyPage(
  () => withTextsOf(ADS_TEXTS, import("../../features/ads/popup/popup-page.tsx")),
  (m) => <m.PopupPage />,
);

// The premium suite's checkout returns to these on the server's public address, which may be this variant's.
const subscriptionResult = (outcome: "success" | "cancel") =>
  lazyPage(
    () => withFeatureTexts(FEATURE_TEXTS.billing, import("../../features/billing/subscription-result-page.tsx")),
    (m) => (
      <m.SubscriptionResultPage
        key={outcome}
        outcome={outcome}
        backTo={(team) => (team ? `/${encodeURIComponent(team)}/team` : "/choose-team")}
      />
    ),
  );

/** Team dashboard variant (default). */
export const routes: RouteObject[] = [
  {
    element: <VariantRoot />,
    errorElement: <RouteError />,
    // Drawn while the first page's chunk loads.
    hydrateFallbackElement: <LoadingState />,
    children: [
      ...sharedRoutes(),
      { path: "/", element: <Home /> },
      {
        element: <RequireAuth />,
        children: [
          { path: "/popup", ...popup },
          {
            element: <PlainLayout />,
            children: [
              { path: "/welcome", ...welcome },
              { path: "/choose-team", ...chooseTeam },
              { path: "/helper-documents", ...helperDocuments },
              { path: "/audiences", ...standaloneAudiences },
              { path: "/:teamId/invite-accept", ...inviteAccept },
              { path: "/extension", ...extension },
              { path: "/create-subscription/success", ...subscriptionResult("success") },
              { path: "/create-subscription/cancel", ...subscriptionResult("cancel") },
            ],
          },
          {
            path: "/:teamId",
            element: <TeamDashboard />,
            children: [
              { index: true, element: <Navigate to="audiences" replace /> },
              { path: "account", ...account },
              { path: "team", ...teamSettings },
              { path: "campaigns", ...campaigns },
              { path: "campaigns/:id", ...campaign },
              { path: "campaigns/new", ...campaignNew },
              { path: "campaigns/planner", ...campaignPlanner },
              { path: "creatives", ...creatives },
              { path: "media", ...media },
              { path: "creator", ...creator },
              { path: "explore-x", ...analysis },
              { path: "audiences", ...audiences },
              { path: "audiences/:id", ...audienceEditor },
              { path: "communities", ...communities },
              { path: "communities/:id", ...community },
              { path: "data", ...data },
              { path: "app-events", ...appEvents },
              { path: "client-errors", ...clientErrors },
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
