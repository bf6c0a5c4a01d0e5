import type { RouteObject } from "react-router";
import { BareLayout } from "../components/bare-layout.tsx";
import { LoginPage } from "../features/auth/login-page.tsx";
import { OutboxPage } from "../features/outbox/outbox-page.tsx";
import { ResetE2ePage } from "../features/reset-e2e/reset-e2e-page.tsx";

/** Routes every variant has: login, the dev outbox (no sign-in needed) and the test reset (no layout). */
export function sharedRoutes(): RouteObject[] {
  return [
    {
      path: "/login/:network?",
      element: (
        <BareLayout>
          <LoginPage />
        </BareLayout>
      ),
    },
    {
      path: "/dev/outbox",
      element: (
        <BareLayout width={880}>
          <OutboxPage />
        </BareLayout>
      ),
    },
    { path: "/reset-e2e", element: <ResetE2ePage /> },
  ];
}
