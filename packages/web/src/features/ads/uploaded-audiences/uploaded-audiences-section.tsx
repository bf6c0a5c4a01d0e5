import { Alert, Badge, Button, Code, Group, Table, Text, Tooltip } from "@mantine/core";
import type { Team } from "@xa/core";
import type { UploadedAudience } from "@xa/core/ads/uploaded-audience-contract";
import { canUseFeature } from "@xa/core/billing/billing-permissions";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { describeError } from "../../../api/describe-error.ts";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { notify } from "../../../components/notifications-store.ts";
import { EmptyState, ErrorState, LoadingState } from "../../../components/page-states.tsx";
import { SettingsSection } from "../../../components/settings-section.tsx";
import { useCurrentUser } from "../../../session/current-user.tsx";
import { SandboxBadge } from "../settings/access-badge.tsx";
import { useAdAccountsQuery } from "../use-ads-queries.ts";
import { UploadAudienceForm } from "./upload-audience-form.tsx";
import {
  useDeleteUploadedAudience,
  useRefreshUploadedAudience,
  useUploadedAudiencesQuery,
} from "./use-uploaded-audiences.ts";

function TargetableBadge({ targetable }: { targetable: boolean }) {
  const { t } = useTranslation();
  return targetable ? (
    <Badge variant="light" color="green">
      {t("adsUploads.list.targetable")}
    </Badge>
  ) : (
    <Tooltip label={t("adsUploads.list.notReadyHelp")} multiline w={260}>
      <Badge variant="light" color="yellow">
        {t("adsUploads.list.notReady")}
      </Badge>
    </Tooltip>
  );
}

function AudienceRow({ audience, team, onDelete }: { audience: UploadedAudience; team: string; onDelete: () => void }) {
  const { t, i18n } = useTranslation();
  const refresh = useRefreshUploadedAudience(team);
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" fw={500}>
            {audience.name}
          </Text>
          {audience.platform === "sandbox" && <SandboxBadge />}
        </Group>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{audience.ad_account_name}</Text>
        <Code>{audience.ad_account_id}</Code>
      </Table.Td>
      <Table.Td>{t(`adsUploads.form.kinds.${audience.kind}`)}</Table.Td>
      <Table.Td>{audience.member_count.toLocaleString(i18n.language)}</Table.Td>
      <Table.Td>
        <TargetableBadge targetable={audience.targetable} />
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            loading={refresh.isPending}
            aria-label={t("adsUploads.list.refreshFor", { name: audience.name })}
            onClick={() =>
              refresh.mutate(audience.id, {
                onSuccess: (now) =>
                  notify(
                    t(now.targetable ? "adsUploads.list.nowTargetable" : "adsUploads.list.stillNotReady", {
                      name: now.name,
                    }),
                    now.targetable ? "success" : "info",
                  ),
                onError: (error) => notify(describeError(error, t), "error"),
              })
            }
          >
            {t("adsUploads.list.refresh")}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            aria-label={t("adsUploads.list.deleteFor", { name: audience.name })}
            onClick={onDelete}
          >
            {t("adsUploads.list.delete")}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * Team settings → Custom audiences: upload a list of handles or e-mail addresses to an ad account
 * linked for custom audiences, see each one's member count and whether X can target it yet, check again, delete.
 * Uploading is a paid feature (core's canUseFeature): without it, a message saying so shows instead of the form.
 */
export function UploadedAudiencesSection({ team }: { team: Team }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const audiences = useUploadedAudiencesQuery(team.slug);
  const accounts = useAdAccountsQuery(team.slug);
  const remove = useDeleteUploadedAudience(team.slug);
  const [deleting, setDeleting] = useState<UploadedAudience | null>(null);
  const subscribed = canUseFeature(user, team, "audience_upload");
  const forAudiences = (accounts.data ?? []).filter((a) => a.purpose === "audiences");
  const list = audiences.data ?? [];

  return (
    <SettingsSection title={t("adsUploads.title")} description={t("adsUploads.intro")}>
      {!subscribed && (
        <Alert color="yellow" role="status" title={t("adsUploads.subscriptionRequired")}>
          {t("adsUploads.subscriptionHelp")}
        </Alert>
      )}
      {subscribed && accounts.isSuccess && forAudiences.length === 0 && (
        <Alert color="blue" role="status">
          {t("adsUploads.noAccounts")}
        </Alert>
      )}
      {subscribed && forAudiences.length > 0 && (
        <UploadAudienceForm key={forAudiences.map((a) => a.id).join()} team={team.slug} accounts={forAudiences} />
      )}
      {audiences.isPending && <LoadingState />}
      {audiences.isError && <ErrorState error={audiences.error} onRetry={() => void audiences.refetch()} />}
      {audiences.isSuccess && list.length === 0 && <EmptyState title={t("adsUploads.list.empty")} />}
      {list.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("adsUploads.list.name")}</Table.Th>
                <Table.Th>{t("adsUploads.list.account")}</Table.Th>
                <Table.Th>{t("adsUploads.list.kind")}</Table.Th>
                <Table.Th>{t("adsUploads.list.members")}</Table.Th>
                <Table.Th>{t("adsUploads.list.state")}</Table.Th>
                <Table.Th>{t("adsUploads.list.actions")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((audience) => (
                <AudienceRow
                  key={audience.id}
                  audience={audience}
                  team={team.slug}
                  onDelete={() => setDeleting(audience)}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t("adsUploads.list.confirmTitle")}
        message={t("adsUploads.list.confirmBody", {
          name: deleting?.name ?? "",
          account: deleting?.ad_account_name ?? "",
        })}
        confirmLabel={t("adsUploads.list.delete")}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          const { id, name } = deleting;
          remove.mutate(id, {
            onSuccess: () => notify(t("adsUploads.list.deleted", { name }), "success"),
            onError: (error) => notify(describeError(error, t), "error"),
            onSettled: () => setDeleting(null),
          });
        }}
      />
    </SettingsSection>
  );
}
