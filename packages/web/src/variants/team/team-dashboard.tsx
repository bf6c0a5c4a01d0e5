import { useTranslation } from "react-i18next";
import { Outlet, useParams } from "react-router";
import { AppFrame } from "../../components/app-frame.tsx";
import { ErrorState, LoadingState } from "../../components/page-states.tsx";
import { UserMenu } from "../../features/auth/user-menu.tsx";
import { DemoDataBadge } from "../../features/social/demo-data-badge.tsx";
import { useTeamScope } from "../../features/teams/use-team-scope.ts";
import { CurrentTeamProvider } from "../../session/current-team.tsx";
import { useCurrentUser } from "../../session/current-user.tsx";
import { teamNav } from "./team-nav.ts";
import { TeamSwitcher } from "./team-switcher.tsx";

/** Layout 'dashboard' for /:teamId/...: sets the current team, then draws the team's page. */
export function TeamDashboard() {
  const { t } = useTranslation();
  const { teamId = "" } = useParams();
  const user = useCurrentUser();
  const scope = useTeamScope(teamId);
  const base = `/${encodeURIComponent(teamId)}`;

  let content = <LoadingState />;
  if (scope.data) {
    content = (
      <CurrentTeamProvider team={scope.data}>
        <Outlet />
      </CurrentTeamProvider>
    );
  } else if (scope.isError && !scope.notFound) {
    content = <ErrorState error={scope.error} onRetry={() => void scope.refetch()} />;
  }

  return (
    <AppFrame
      layout="dashboard"
      homePath={`${base}/audiences`}
      nav={teamNav(teamId, t, { isStaff: user.is_staff })}
      headerExtra={
        <>
          <TeamSwitcher slug={teamId} name={scope.data?.name} />
          <DemoDataBadge />
        </>
      }
      headerRight={<UserMenu user={user} accountPath={`${base}/account`} />}
    >
      {content}
    </AppFrame>
  );
}
