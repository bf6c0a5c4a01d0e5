import { Alert, Button, Group, Text } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { describeError } from "../../../api/describe-error.ts";
import { createExtensionToken } from "../ads-api.ts";
import type { UseExtension } from "../use-extension.ts";

/**
 * Hands the installed extension a token of its own (an extension token) for `team`, so it may tell the ad
 * platform's tab whether the account there is linked to the team. A new token replaces the previous one.
 */
export function ConnectExtension({ extension, team }: { extension: UseExtension; team: string }) {
  const { t } = useTranslation();
  const connect = useMutation({
    mutationFn: createExtensionToken,
    meta: { errorHandled: true },
    onSuccess: ({ token }) => extension.sendToken(token, team),
  });
  if (extension.installed !== true) return null;
  return (
    <Group gap="sm" align="center">
      <Text size="sm">{extension.signedIn ? t("ads.extension.connected") : t("ads.extension.notConnected")}</Text>
      <Button size="xs" variant="light" loading={connect.isPending} onClick={() => connect.mutate()}>
        {extension.signedIn ? t("ads.extension.reconnect", { team }) : t("ads.extension.connect", { team })}
      </Button>
      {connect.isError && (
        <Alert color="red" role="alert">
          {describeError(connect.error, t)}
        </Alert>
      )}
    </Group>
  );
}
