import type { RouteObject } from "react-router";
import { AccountPage } from "../features/account/account-page.tsx";
import { RequireAuth } from "../features/auth/require-auth.tsx";
import { ACCOUNT_PATH } from "./signed-in-tools.tsx";

/** The account page of the variants without teams, inside their layout; signed out it goes to login and back. */
export function accountRoute(): RouteObject {
  return { element: <RequireAuth />, children: [{ path: ACCOUNT_PATH, element: <AccountPage /> }] };
}
