import { Center } from "@mantine/core";
import { Navigate, Outlet, useLocation } from "react-router";
import { loginPathFor } from "../../api/post-login-path.ts";
import { ErrorState, LoadingState } from "../../components/page-states.tsx";
import { CurrentUserProvider } from "../../session/current-user.tsx";
import { sessionEndedByUser } from "../../session/session.ts";
import { useMeQuery } from "../../session/use-me-query.ts";

/** Routes below need a signed-in user; a signed-out visitor goes to login and comes back afterwards. */
export function RequireAuth() {
  const me = useMeQuery();
  const location = useLocation();
  if (me.isPending) return <LoadingState />;
  if (me.isError) {
    return (
      <Center p="xl">
        <ErrorState error={me.error} onRetry={() => void me.refetch()} />
      </Center>
    );
  }
  if (!me.data) {
    const to = sessionEndedByUser() ? "/login" : loginPathFor(location.pathname + location.search);
    return <Navigate to={to} replace />;
  }
  return (
    <CurrentUserProvider user={me.data}>
      <Outlet />
    </CurrentUserProvider>
  );
}
