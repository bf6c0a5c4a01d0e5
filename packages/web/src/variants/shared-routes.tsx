import type { RouteObject } from "react-router";
import { BareLayout } from "../components/bare-layout.tsx";
import { RequireAuth } from "../features/auth/require-auth.tsx";
import { FEATURE_TEXTS, withFeatureTexts } from "../i18n/feature-texts.ts";
import { lazyPage } from "./lazy-page.tsx";

/**
 * Routes every variant has: login (with X's callback and the X sandbox's authorize page), the dev outbox (no sign-in needed), the test reset (no layout), and local
 * billing's checkout page (the address its checkout answers, whichever variant started it).
 */
export function sharedRoutes(): RouteObject[] {
  return [
    {
      path: "/login/:network?",
      ...lazyPage(
        () => withFeatureTexts(FEATURE_TEXTS.auth, import("../features/auth/login-page.tsx")),
        (m) => (
          <BareLayout>
            <m.LoginPage />
          </BareLayout>
        ),
      ),
    },
    {
      path: "/login/:network/callback",
      ...lazyPage(
        () => withFeatureTexts(FEATURE_TEXTS.auth, import("../features/auth/x-login/x-callback-page.tsx")),
        (m) => (
          <BareLayout>
            <m.XCallbackPage />
          </BareLayout>
        ),
      ),
    },
    {
      path: "/x-sandbox/authorize",
      ...lazyPage(
        () => withFeatureTexts(FEATURE_TEXTS.auth, import("../features/auth/x-login/x-sandbox-page.tsx")),
        (m) => (
          <BareLayout width={560}>
            <m.XSandboxPage />
          </BareLayout>
        ),
      ),
    },
    {
      path: "/dev/outbox",
      ...lazyPage(
        () => withFeatureTexts(FEATURE_TEXTS.outbox, import("../features/outbox/outbox-page.tsx")),
        (m) => (
          <BareLayout width={880}>
            <m.OutboxPage />
          </BareLayout>
        ),
      ),
    },
    {
      path: "/billing/local-checkout/:session",
      element: <RequireAuth />,
      children: [
        {
          index: true,
          ...lazyPage(
            () => withFeatureTexts(FEATURE_TEXTS.billing, import("../features/billing/local-checkout-page.tsx")),
            (m) => (
              <BareLayout width={720}>
                <m.LocalCheckoutPage />
              </BareLayout>
            ),
          ),
        },
      ],
    },
    {
      path: "/reset-e2e",
      ...lazyPage(
        () => import("./reset-e2e-page.tsx"),
        (m) => <m.ResetE2ePage />,
      ),
    },
  ];
}
