import { Alert, Button, Center, Loader, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { describeError } from "../api/describe-error.ts";

/** Shown while a screen's data loads. */
export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader aria-hidden="true" />
        <Text c="dimmed">{label ?? t("common.loading")}</Text>
      </Stack>
    </Center>
  );
}

/** Shown when a screen's data failed to load, with a retry. */
export function ErrorState({ error, onRetry, title }: { error: unknown; onRetry?: () => void; title?: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={title ?? t("errors.loadFailed")} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm" style={{ whiteSpace: "pre-line" }}>
          {describeError(error, t)}
        </Text>
        {onRetry && (
          <Button size="xs" variant="white" color="red" onClick={onRetry}>
            {t("common.retry")}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

/** Shown when there is nothing to list. */
export function EmptyState({
  title,
  description,
  action,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
}) {
  return (
    <Stack align="center" gap="xs" py="xl" ta="center">
      <Text fw={600}>{title}</Text>
      {description && (
        <Text c="dimmed" size="sm" maw={480}>
          {description}
        </Text>
      )}
      {action}
    </Stack>
  );
}
