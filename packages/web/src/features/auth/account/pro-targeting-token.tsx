import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { describeError } from "../../../api/describe-error.ts";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { CopyButton } from "../../../components/copy/copy-button.tsx";
import { ErrorState, LoadingState } from "../../../components/page-states.tsx";
import { useFormatters } from "../../../format/use-formatters.ts";
import { createProTargetingToken, getProTargetingToken, revokeProTargetingToken } from "../auth-api.ts";

const KEY = ["auth", "pro-targeting-token"];

/**
 * The pro-targeting token: made here and shown this once (only its hash is kept), with when it was
 * made, last used and stops working; revoked after a confirmation. It opens the premium suite's
 * token group of reads and nothing else.
 */
export function ProTargetingToken() {
  const { t } = useTranslation();
  const f = useFormatters();
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: KEY, queryFn: getProTargetingToken });
  const [confirming, setConfirming] = useState<"replace" | "revoke" | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: KEY });
  const make = useMutation({
    mutationFn: createProTargetingToken,
    onSuccess: () => {
      setConfirming(null);
      revoke.reset();
      return refresh();
    },
  });
  const revoke = useMutation({
    mutationFn: revokeProTargetingToken,
    onSuccess: () => {
      setConfirming(null);
      make.reset();
      return refresh();
    },
  });
  const current = status.data?.current ?? null;
  const failed = make.error ?? revoke.error;

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="pro-token-title">
      <Stack>
        <Title order={2} size="h3" id="pro-token-title">
          {t("account.proToken.title")}
        </Title>
        <Text c="dimmed" size="sm">
          {t("account.proToken.help")}
        </Text>
        {make.data ? (
          <Alert color="green" role="status" title={t("account.proToken.madeTitle")}>
            <Stack gap="xs">
              <Text size="sm">{t("account.proToken.madeBody")}</Text>
              <Group align="flex-end" wrap="nowrap">
                <TextInput
                  label={t("account.proToken.token")}
                  value={make.data.token}
                  readOnly
                  style={{ flex: 1 }}
                  onFocus={(e) => e.currentTarget.select()}
                />
                <CopyButton value={make.data.token} />
              </Group>
            </Stack>
          </Alert>
        ) : null}
        {revoke.isSuccess ? (
          <Alert color="green" role="status">
            {t("account.proToken.revoked")}
          </Alert>
        ) : null}
        {failed ? (
          <Alert color="red" role="alert">
            {describeError(failed, t)}
          </Alert>
        ) : null}
        {status.isPending ? (
          <LoadingState />
        ) : status.isError ? (
          <ErrorState error={status.error} onRetry={() => void status.refetch()} />
        ) : current ? (
          <>
            <Stack gap={0} data-testid="pro-token-status">
              <Text size="sm">
                {t(current.expired ? "account.proToken.expiredOn" : "account.proToken.worksUntil", {
                  made: f.date(current.created_at),
                  until: f.date(current.expires_at),
                })}
              </Text>
              <Text size="sm" c="dimmed">
                {current.last_used_at
                  ? t("account.proToken.lastUsed", { date: f.date(current.last_used_at, true) })
                  : t("account.proToken.notUsed")}
              </Text>
            </Stack>
            <Group>
              <Button variant="default" onClick={() => setConfirming("replace")}>
                {t("account.proToken.replace")}
              </Button>
              <Button color="red" variant="outline" onClick={() => setConfirming("revoke")}>
                {t("account.proToken.revoke")}
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Text size="sm">{t("account.proToken.none")}</Text>
            <Group>
              <Button onClick={() => make.mutate()} loading={make.isPending}>
                {t("account.proToken.make")}
              </Button>
            </Group>
          </>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming !== null}
        title={t(confirming === "replace" ? "account.proToken.replaceTitle" : "account.proToken.revokeTitle")}
        message={t(confirming === "replace" ? "account.proToken.replaceBody" : "account.proToken.revokeBody")}
        confirmLabel={t(
          confirming === "replace" ? "account.proToken.replaceConfirm" : "account.proToken.revokeConfirm",
        )}
        loading={make.isPending || revoke.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => (confirming === "replace" ? make.mutate() : revoke.mutate())}
      />
    </Paper>
  );
}
