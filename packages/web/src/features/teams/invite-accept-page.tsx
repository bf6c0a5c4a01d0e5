import { Alert, Button, Group, Stack, Title } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import { isApiError, isClientError } from "../../api/api-error.ts";
import { describeError } from "../../api/describe-error.ts";
import { loginPathFor } from "../../api/post-login-path.ts";
import { notify } from "../../components/notifications-store.ts";
import { LoadingState } from "../../components/page-states.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import { endSession } from "../../session/session.ts";
import { logout } from "../../session/session-api.ts";
import { teamKeys } from "./team-query-keys.ts";
import { acceptInvite } from "./teams-api.ts";

/** /:teamId/invite-accept?code= — joins the team with the e-mailed code (the route requires sign-in). */
export function InviteAcceptPage() {
  const { t } = useTranslation();
  const { teamId = "" } = useParams();
  const [searchParams] = useSearchParams();
  const code = searchParams.get("code")?.trim() ?? "";
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);
  usePageTitle(t("pages.inviteAccept"));

  const mutation = useMutation({
    mutationFn: () => acceptInvite(teamId, code),
    meta: { errorHandled: true },
    onSuccess: async (team) => {
      queryClient.setQueryData(teamKeys.detail(team.slug), team);
      await queryClient.invalidateQueries({ queryKey: teamKeys.list() });
      await queryClient.invalidateQueries({ queryKey: ["me"] });
      notify(t("invite.joined", { team: team.name }), "success");
      await navigate(`/${encodeURIComponent(team.slug)}/audiences`, { replace: true });
    },
  });
  const { mutate } = mutation;

  // The invite is for another address: sign out, and come back here after signing in with it.
  const switchAccount = useMutation({
    mutationFn: logout,
    meta: { errorHandled: true },
    onSettled: async () => {
      endSession(queryClient);
      await navigate(loginPathFor(location.pathname + location.search), { replace: true });
    },
  });

  useEffect(() => {
    // Once per visit: a second POST would find the code already used.
    if (started.current || !code) return;
    started.current = true;
    mutate();
  }, [code, mutate]);

  const forAnotherAddress = isApiError(mutation.error) && mutation.error.status === 403;

  return (
    <Stack gap="lg" maw={560}>
      <Title order={1}>{t("pages.inviteAccept")}</Title>
      {!code && (
        <Alert color="red" role="alert" title={t("invite.failedTitle")}>
          {t("invite.missingCode")}
        </Alert>
      )}
      {code && (mutation.isPending || mutation.isIdle || mutation.isSuccess) && (
        <LoadingState label={t("invite.joining")} />
      )}
      {mutation.isError && (
        <Alert color="red" role="alert" title={t("invite.failedTitle")}>
          {describeError(mutation.error, t)}
        </Alert>
      )}
      {(mutation.isError || !code) && (
        <Group>
          {forAnotherAddress && (
            <Button loading={switchAccount.isPending} onClick={() => switchAccount.mutate()}>
              {t("invite.switchAccount")}
            </Button>
          )}
          {mutation.isError && !isClientError(mutation.error) && (
            <Button onClick={() => mutation.mutate()}>{t("common.retry")}</Button>
          )}
          <Button component={Link} to="/choose-team" variant="default">
            {t("invite.goToTeams")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
