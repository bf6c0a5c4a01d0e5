import { Alert, Button, Group, Loader, Stack, Text, Title } from "@mantine/core";
import type { AdsConnection } from "@xa/core/ads/ads-connection-contract";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { describeError } from "../../../api/describe-error.ts";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { notify } from "../../../components/notifications-store.ts";
import { useCompleteAdsConnection, useDeleteAdsConnection, useStartAdsConnection } from "../use-ads-mutations.ts";

/** What X adds to the team settings' address when it sends the user back. */
const RETURN_PARAMS = ["oauth_token", "oauth_verifier", "denied"] as const;

/** Finishes a connection X sent the user back from, once, and takes X's parameters out of the address. */
function useReturnFromX(team: string) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const complete = useCompleteAdsConnection(team);
  const handled = useRef(false);
  const token = params.get("oauth_token");
  const verifier = params.get("oauth_verifier");
  const denied = params.get("denied");
  useEffect(() => {
    if (handled.current || (!denied && !(token && verifier))) return;
    handled.current = true;
    const clean = new URLSearchParams(params);
    for (const name of RETURN_PARAMS) clean.delete(name);
    setParams(clean, { replace: true });
    if (denied || !token || !verifier) {
      notify(t("ads.connection.denied"), "warn");
      return;
    }
    complete.mutate(
      { token, verifier },
      {
        onSuccess: (connection) =>
          notify(t("ads.connection.connectedNow", { name: connection.screen_name }), "success"),
        onError: (error) => notify(describeError(error, t), "error"),
      },
    );
  }, [token, verifier, denied, params, setParams, complete, t]);
  return complete.isPending;
}

/**
 * The team's own X Ads login: with the X Ads API each team connects its own, and links only the
 * accounts that login may manage. Admins connect (through X's consent page) and disconnect.
 */
export function XLoginPanel({ team, connection, admin }: { team: string; connection: AdsConnection; admin: boolean }) {
  const { t, i18n } = useTranslation();
  const completing = useReturnFromX(team);
  const start = useStartAdsConnection(team);
  const disconnect = useDeleteAdsConnection(team);
  const [confirming, setConfirming] = useState(false);
  const connectedAt = connection.connected_at
    ? new Date(connection.connected_at).toLocaleDateString(i18n.language)
    : "";

  return (
    <Stack gap="xs" aria-label={t("ads.connection.title")} role="region">
      <Title order={3} size="h5">
        {t("ads.connection.title")}
      </Title>
      <Text size="sm" c="dimmed">
        {t("ads.connection.intro")}
      </Text>
      {completing ? (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm">{t("ads.connection.completing")}</Text>
        </Group>
      ) : connection.connected ? (
        <Alert color="green" variant="light">
          <Group justify="space-between" wrap="wrap">
            <Text size="sm">
              {t("ads.connection.connected", { name: connection.screen_name })}{" "}
              {t("ads.connection.connectedBy", { email: connection.connected_by ?? "—", date: connectedAt })}
            </Text>
            {admin && (
              <Button size="xs" variant="subtle" color="red" onClick={() => setConfirming(true)}>
                {t("ads.connection.disconnect")}
              </Button>
            )}
          </Group>
        </Alert>
      ) : (
        <Alert color="yellow" variant="light">
          <Group justify="space-between" wrap="wrap">
            <Text size="sm">{admin ? t("ads.connection.notConnected") : t("ads.connection.adminOnly")}</Text>
            {admin && (
              <Button
                size="xs"
                loading={start.isPending}
                onClick={() =>
                  start.mutate(undefined, {
                    // X's consent page, which sends the user back to these settings.
                    onSuccess: ({ authorize_url }) => window.location.assign(authorize_url),
                    onError: (error) => notify(describeError(error, t), "error"),
                  })
                }
              >
                {t("ads.connection.connect")}
              </Button>
            )}
          </Group>
        </Alert>
      )}
      <ConfirmDialog
        opened={confirming}
        title={t("ads.connection.disconnectTitle")}
        message={t("ads.connection.disconnectBody", { name: connection.screen_name ?? "" })}
        confirmLabel={t("ads.connection.disconnect")}
        loading={disconnect.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          disconnect.mutate(undefined, {
            onSuccess: () => notify(t("ads.connection.disconnected"), "success"),
            onError: (error) => notify(describeError(error, t), "error"),
            onSettled: () => setConfirming(false),
          })
        }
      />
    </Stack>
  );
}
