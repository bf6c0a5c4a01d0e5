import { Alert, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { revokeExtensionAccess } from "../auth-api.ts";

/** Revokes the companion extension's access after a confirmation; the extension then reads as signed out. */
export function ExtensionAccess() {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const mutation = useMutation({
    mutationFn: revokeExtensionAccess,
    onSuccess: () => setConfirming(false),
  });

  return (
    <Paper withBorder p="lg" component="section">
      <Stack>
        <Title order={2} size="h3">
          {t("account.extensionTitle")}
        </Title>
        <Text c="dimmed" size="sm">
          {t("account.extensionHelp")}
        </Text>
        {mutation.isSuccess ? (
          <Alert color="green" role="status">
            {t("account.extensionRevoked")}
          </Alert>
        ) : null}
        <Group>
          <Button color="red" variant="outline" onClick={() => setConfirming(true)}>
            {t("account.extensionRevoke")}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t("account.extensionConfirmTitle")}
        message={t("account.extensionConfirmBody")}
        confirmLabel={t("account.extensionConfirm")}
        loading={mutation.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => mutation.mutate()}
      />
    </Paper>
  );
}
