import { Outlet } from "react-router";
import { AppFrame } from "../../components/app-frame.tsx";
import { UserMenu } from "../../features/auth/user-menu.tsx";
import { useCurrentUser } from "../../session/current-user.tsx";
import { readRecentTeam } from "../../session/recent-team.ts";

/** Layout 'dashboard-no-nav': header only, for screens outside one team (welcome, choose team, ...). */
export function PlainLayout() {
  const user = useCurrentUser();
  const recent = readRecentTeam();
  const recentIsMine = recent !== null && user.memberships.some((membership) => membership.team.slug === recent);
  return (
    <AppFrame
      layout="dashboard-no-nav"
      homePath="/choose-team"
      headerRight={
        <UserMenu user={user} accountPath={recentIsMine ? `/${encodeURIComponent(recent)}/account` : undefined} />
      }
    >
      <Outlet />
    </AppFrame>
  );
}
