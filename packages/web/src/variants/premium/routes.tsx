import type { RouteObject } from "react-router";
import { LoadingState } from "../../components/page-states.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { RequireAuth } from "../../features/auth/require-auth.tsx";
import { FEATURE_TEXTS, withFeatureTexts, withTextsOf } from "../../i18n/feature-texts.ts";
import { accountRoute } from "../account-route.tsx";
import { lazyPage } from "../lazy-page.tsx";
import type { PageKey } from "../page-key.ts";
import { sharedRoutes } from "../shared-routes.tsx";
import { VariantRoot } from "../variant-root.tsx";
import { NotFoundPage } from "./not-found-page.tsx";
import { PremiumLayout } from "./premium-layout.tsx";

/** Each page with its path and aliases; aliases show the same page. */
const PAGES: [PageKey, ...string[]][] = [
  ["premiumPaused", "/", "/authenticated"],
  ["topics", "/premium-suite/topics", "/topics"],
  ["followingTopics", "/premium-suite/following-topics"],
  ["unfollowed", "/premium-suite/unfollowed"],
  ["premium", "/premium"],
  ["premiumDashboard", "/premium-suite"],
  ["talkToX", "/premium-suite/talk-to-x"],
  ["xstats", "/premium-suite/xstats/:country?"],
  ["accounts", "/premium-suite/accounts"],
  ["followers", "/followers"],
  ["following", "/following"],
  ["posts", "/posts"],
  ["post", "/post/:id"],
  ["engagers", "/engagers"],
  ["lists", "/lists"],
  ["subscriptionSuccess", "/create-subscription/success"],
  ["subscriptionCancel", "/create-subscription/cancel"],
  ["switchAccount", "/switch-account"],
];

// Talk to X asks the assistant as the signed-in user; the page, the chat and their texts are one chunk.
const talkToX = lazyPage(
  () => withFeatureTexts(FEATURE_TEXTS.assistant, import("../../features/assistant/talk-to-x-page.tsx")),
  (m) => <m.TalkToXPage />,
);

// A country's stats read the store as the signed-in user.
const xstats = lazyPage(
  () => withFeatureTexts(FEATURE_TEXTS.xstats, import("../../features/xstats/xstats-page.tsx")),
  (m) => <m.XstatsPage />,
);
// Where the suite's checkout returns: what happened, and the subscription as the API reads it.
const subscriptionResult = (outcome: "success" | "cancel") =>
  lazyPage(
    () => withFeatureTexts(FEATURE_TEXTS.billing, import("../../features/billing/subscription-result-page.tsx")),
    (m) => <m.SubscriptionResultPage key={outcome} outcome={outcome} backTo={() => "/premium-suite"} />,
  );
// The suite's own pages: each with the premium texts, behind the gate of a connected account and a plan.
const dashboard = lazyPage(
  () => withFeatureTexts(FEATURE_TEXTS.premium, import("../../features/premium/dashboard-page.tsx")),
  (m) => <m.DashboardPage />,
);
const lists = lazyPage(
  () => withFeatureTexts(FEATURE_TEXTS.premium, import("../../features/premium/lists-page.tsx")),
  (m) => <m.ListsPage />,
);
// The plans that open the suite, bought by a team; the team gate creates one when there is none.
const premiumPlans = lazyPage(
  () =>
    withTextsOf(
      [FEATURE_TEXTS.billing, FEATURE_TEXTS.teams, FEATURE_TEXTS.targeting],
      import("../pages/premium-plans-page.tsx"),
    ),
  (m) => <m.PremiumPlansPage />,
);
const accounts = (mode: "accounts" | "switch") =>
  lazyPage(
    () => withFeatureTexts(FEATURE_TEXTS.premium, import("../../features/premium/accounts-page.tsx")),
    (m) => <m.AccountsPage key={mode} mode={mode} />,
  );
// Open to everyone: what the suite does and the visitor's next step.
const open: Partial<Record<PageKey, ReturnType<typeof lazyPage>>> = {
  premiumPaused: lazyPage(
    () => withFeatureTexts(FEATURE_TEXTS.premium, import("../../features/premium/home-page.tsx")),
    (m) => <m.PremiumHomePage />,
  ),
};
// Followers and following share their table; each is a chunk with the premium texts.
const followers = lazyPage(
  () => withFeatureTexts(FEATURE_TEXTS.premium, import("../../features/premium/followers-page.tsx")),
  (m) => <m.FollowersPage />,
);
const following = lazyPage(
  () => withFeatureTexts(FEATURE_TEXTS.premium, import("../../features/premium/followers-page.tsx")),
  (m) => <m.FollowingPage />,
);
const unfollowed = lazyPage(
  () => withFeatureTexts(FEATURE_TEXTS.premium, import("../../features/premium/unfollowed-page.tsx")),
  (m) => <m.UnfollowedPage />,
);
const posts = lazyPage(
  () => withFeatureTexts(FEATURE_TEXTS.premium, import("../../features/premium/posts-page.tsx")),
  (m) => <m.PostsPage />,
);
const post = lazyPage(
  () => withFeatureTexts(FEATURE_TEXTS.premium, import("../../features/premium/post-page.tsx")),
  (m) => <m.PostPage />,
);
// Engagers name job groups as the targeting feature's texts do.
const engagers = lazyPage(
  () =>
    withTextsOf([FEATURE_TEXTS.premium, FEATURE_TEXTS.targeting], import("../../features/premium/engagers-page.tsx")),
  (m) => <m.EngagersPage />,
);
const topics = lazyPage(
  () => withFeatureTexts(FEATURE_TEXTS.premium, import("../../features/premium/topics-page.tsx")),
  (m) => <m.TopicsPage />,
);
const followingTopics = lazyPage(
  () => withFeatureTexts(FEATURE_TEXTS.premium, import("../../features/premium/topics-page.tsx")),
  (m) => <m.FollowingTopicsPage />,
);
const signedIn: Partial<Record<PageKey, ReturnType<typeof lazyPage>>> = {
  premiumDashboard: dashboard,
  accounts: accounts("accounts"),
  switchAccount: accounts("switch"),
  premium: premiumPlans,
  lists,
  followers,
  following,
  unfollowed,
  posts,
  post,
  engagers,
  topics,
  followingTopics,
  talkToX,
  xstats,
  subscriptionSuccess: subscriptionResult("success"),
  subscriptionCancel: subscriptionResult("cancel"),
};

/** Premium analytics suite variant; other paths show a 404 page. */
export const routes: RouteObject[] = [
  {
    element: <VariantRoot />,
    errorElement: <RouteError />,
    // Drawn while the first page's chunk loads.
    hydrateFallbackElement: <LoadingState />,
    children: [
      ...sharedRoutes(),
      {
        element: <PremiumLayout />,
        children: [
          ...PAGES.flatMap(([page, ...paths]) =>
            paths.map((path): RouteObject => {
              const own = signedIn[page];
              if (own) return { path, element: <RequireAuth />, children: [{ index: true, ...own }] };
              return { path, ...(open[page] ?? { element: <NotFoundPage /> }) };
            }),
          ),
          accountRoute(),
          { path: "*", element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
