import { Badge, Button, Group, Spoiler, Stack, Switch, Table, Text, Title } from "@mantine/core";
import { displayName } from "@xa/core";
import type { AudienceUsage } from "@xa/core/ads/audience-usage-contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { describeError } from "../../../api/describe-error.ts";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { notify } from "../../../components/notifications-store.ts";
import { EmptyState, ErrorState, LoadingState } from "../../../components/page-states.tsx";
import { useFormatters } from "../../../format/use-formatters.ts";
import { useDeleteUsage, useRestoreUsage } from "../use-ads-mutations.ts";
import { useConfigUsagesQuery } from "../use-ads-queries.ts";
import { usageSummary } from "./usage-lines.ts";

function UsageRow({ usage, onDelete }: { usage: AudienceUsage; onDelete: () => void }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const restore = useRestoreUsage();
  const deleted = usage.deleted_at !== null;
  return (
    <Table.Tr style={deleted ? { opacity: 0.7 } : undefined}>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" ff="monospace">
            {usage.ad_account_id}
          </Text>
          {deleted && (
            <Badge color="gray" variant="light" size="sm">
              {t("ads.usages.deleted")}
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td>{f.date(usage.created_at, true)}</Table.Td>
      <Table.Td>{usage.created_by ? displayName(usage.created_by) : "—"}</Table.Td>
      <Table.Td>
        <Spoiler maxHeight={44} showLabel={t("ads.usages.more")} hideLabel={t("ads.usages.less")}>
          <Text size="sm">{usageSummary(usage, t) || t("ads.usages.nothing")}</Text>
          {usage.handles_order.length > 0 && (
            <Text size="xs" c="dimmed">
              {usage.handles_order.map((h) => `@${h}`).join(", ")}
            </Text>
          )}
        </Spoiler>
      </Table.Td>
      <Table.Td>
        {deleted ? (
          <Button
            size="xs"
            variant="light"
            loading={restore.isPending}
            aria-label={t("ads.usages.restoreFor", { date: f.date(usage.created_at, true) })}
            onClick={() =>
              restore.mutate(usage.id, {
                onSuccess: () => notify(t("ads.usages.restored"), "success"),
                onError: (error) => notify(describeError(error, t), "error"),
              })
            }
          >
            {t("ads.usages.restore")}
          </Button>
        ) : (
          usage.can_delete && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              aria-label={t("ads.usages.deleteFor", { date: f.date(usage.created_at, true) })}
              onClick={onDelete}
            >
              {t("ads.usages.delete")}
            </Button>
          )
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The audience's usage history: where and when its package was applied, by whom and what; a deleted
 * usage shows among the deleted ones and can be restored.
 */
export function UsageHistory({ team, configId }: { team: string; configId: number }) {
  const { t } = useTranslation();
  const [showDeleted, setShowDeleted] = useState(false);
  const usages = useConfigUsagesQuery(team, configId, showDeleted);
  const remove = useDeleteUsage();
  const [deleting, setDeleting] = useState<AudienceUsage | null>(null);
  const rows = usages.data?.results ?? [];

  return (
    <Stack gap="sm" component="section" aria-labelledby="usage-history-title">
      <Group justify="space-between">
        <Title order={2} size="h4" id="usage-history-title">
          {t("ads.usages.title")}
        </Title>
        <Switch
          label={t("ads.usages.showDeleted")}
          checked={showDeleted}
          onChange={(e) => setShowDeleted(e.currentTarget.checked)}
        />
      </Group>
      {usages.isPending && <LoadingState />}
      {usages.isError && <ErrorState error={usages.error} onRetry={() => void usages.refetch()} />}
      {usages.data && rows.length === 0 && (
        <EmptyState title={t("ads.usages.empty")} description={t("ads.usages.emptyBody")} />
      )}
      {rows.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs" aria-label={t("ads.usages.title")}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("ads.usages.adAccount")}</Table.Th>
                <Table.Th>{t("ads.usages.date")}</Table.Th>
                <Table.Th>{t("ads.usages.who")}</Table.Th>
                <Table.Th>{t("ads.usages.what")}</Table.Th>
                <Table.Th>{t("ads.accounts.actions")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((usage) => (
                <UsageRow key={usage.id} usage={usage} onDelete={() => setDeleting(usage)} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t("ads.usages.deleteTitle")}
        message={t("ads.usages.deleteBody")}
        confirmLabel={t("ads.usages.delete")}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => notify(t("ads.usages.deletedNote"), "success"),
            onError: (error) => notify(describeError(error, t), "error"),
            onSettled: () => setDeleting(null),
          });
        }}
      />
    </Stack>
  );
}
