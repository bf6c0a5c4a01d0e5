import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { canDisconnectSocialAccount } from "@xa/core/auth/auth-permissions";
import type { SocialAccount } from "@xa/core/auth/social-login-contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { describeError } from "../../../api/describe-error.ts";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { notify } from "../../../components/notifications-store.ts";
import { EmptyState, ErrorState, LoadingState } from "../../../components/page-states.tsx";
import { formatDate } from "../../../format/format-values.ts";
import { meQueryKey } from "../../../session/session.ts";
import { startXLogin } from "../x-login/start-x-login.ts";
import { socialAccountsKey, useSocialAccountsQuery } from "../x-login/use-social-accounts-query.ts";
import { disconnectSocialAccount } from "../x-login/x-login-api.ts";

/** The X accounts the user signs in with: connect another (through X), or disconnect one that is not the last way in. */
export function XAccountsSection({ email }: { email: string }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const queryClient = useQueryClient();
  const accounts = useSocialAccountsQuery();
  const [confirming, setConfirming] = useState<SocialAccount | null>(null);
  const [connectError, setConnectError] = useState<unknown>(null);
  const [connecting, setConnecting] = useState(false);
  const disconnect = useMutation({
    mutationFn: (account: SocialAccount) => disconnectSocialAccount(account.id),
    meta: { errorHandled: true },
    onSuccess: (remaining, account) => {
      queryClient.setQueryData(socialAccountsKey, remaining);
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      setConfirming(null);
      notify(t("account.xDisconnected", { username: account.username }), "success");
    },
  });
  const connect = () => {
    setConnecting(true);
    setConnectError(null);
    startXLogin("connect", location.pathname).catch((error: unknown) => {
      setConnectError(error);
      setConnecting(false);
    });
  };
  const mayDisconnect = canDisconnectSocialAccount({ email, socialAccounts: accounts.data?.length ?? 0 });

  return (
    <Paper withBorder p="lg" component="section">
      <Stack>
        <Title order={2} size="h3">
          {t("account.xTitle")}
        </Title>
        <Text c="dimmed" size="sm">
          {t("account.xHelp")}
        </Text>
        {accounts.isPending && <LoadingState />}
        {accounts.isError && <ErrorState error={accounts.error} onRetry={() => void accounts.refetch()} />}
        {accounts.data?.length === 0 && <EmptyState title={t("account.xEmpty")} />}
        {accounts.data?.map((account) => (
          <Group key={account.id} justify="space-between" wrap="wrap">
            <div>
              <Group gap="xs">
                <Text fw={600}>
                  {account.name} (@{account.username})
                </Text>
                {account.provider === "x-sandbox" && (
                  <Badge color="orange" variant="light">
                    {t("account.xSandbox")}
                  </Badge>
                )}
              </Group>
              <Text size="xs" c="dimmed">
                {t("account.xSince", { date: formatDate(account.date_joined, i18n.language) })}
              </Text>
            </div>
            <Button
              color="red"
              variant="outline"
              size="xs"
              disabled={!mayDisconnect}
              onClick={() => setConfirming(account)}
            >
              {t("account.xDisconnect", { username: account.username })}
            </Button>
          </Group>
        ))}
        {accounts.data && accounts.data.length > 0 && !mayDisconnect && (
          <Text size="xs" c="dimmed">
            {t("account.xLastWayIn")}
          </Text>
        )}
        {connectError !== null && (
          <Alert color="red" role="alert">
            {describeError(connectError, t)}
          </Alert>
        )}
        <Group>
          <Button variant="default" loading={connecting} onClick={connect}>
            {t("account.xConnect")}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming !== null}
        title={t("account.xConfirmTitle", { username: confirming?.username ?? "" })}
        message={disconnect.isError ? describeError(disconnect.error, t) : t("account.xConfirmBody")}
        confirmLabel={t("account.xConfirm")}
        loading={disconnect.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && disconnect.mutate(confirming)}
      />
    </Paper>
  );
}
