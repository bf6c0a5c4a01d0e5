import { Button } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { loginPathFor } from "../api/post-login-path.ts";
import { UserMenu } from "../features/auth/user-menu.tsx";
import { useMeQuery } from "../session/use-me-query.ts";
import { ThemeToggle } from "../theme/theme-toggle.tsx";

/** The account page of the pro and premium variants (the team dashboard's is under a team). */
export const ACCOUNT_PATH = "/account";
/** The signed-in user's activity in those variants. */
export const ACTIVITY_PATH = "/account/activity";

/** Header tools of the pro and premium variants: theme switch, then the user menu or a sign-in link. */
export function SignedInTools() {
  const { t } = useTranslation();
  const me = useMeQuery();
  const location = useLocation();
  return (
    <>
      <ThemeToggle />
      {me.data ? (
        <UserMenu user={me.data} accountPath={ACCOUNT_PATH} activityPath={ACTIVITY_PATH} />
      ) : (
        <Button component={Link} to={loginPathFor(location.pathname + location.search)} size="sm" variant="light">
          {t("nav.signIn")}
        </Button>
      )}
    </>
  );
}
