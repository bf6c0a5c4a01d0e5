import type { RouteObject } from "react-router";
import { RequireAuth } from "../features/auth/require-auth.tsx";
import { FEATURE_TEXTS, withFeatureTexts } from "../i18n/feature-texts.ts";
import { lazyPage } from "./lazy-page.tsx";
import { ACCOUNT_PATH, ACTIVITY_PATH } from "./signed-in-tools.tsx";

/** The account page (and the user's activity) of the variants without teams, inside their layout; signed out it goes to login and back. */
export function accountRoute(): RouteObject {
  const account = lazyPage(
    () => withFeatureTexts(FEATURE_TEXTS.auth, import("../features/auth/account/account-page.tsx")),
    (m) => <m.AccountPage />,
  );
  const activity = lazyPage(
    () => withFeatureTexts(FEATURE_TEXTS.activity, import("../features/activity/activity-page.tsx")),
    (m) => <m.ActivityPage />,
  );
  return {
    element: <RequireAuth />,
    children: [
      { path: ACCOUNT_PATH, ...account },
      { path: ACTIVITY_PATH, ...activity },
    ],
  };
}
