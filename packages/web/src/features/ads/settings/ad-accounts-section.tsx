import { Alert, Button, Code, Group, Stack, Table, Text } from "@mantine/core";
import type { Team, TeamMember } from "@xa/core";
import type { AdAccount } from "@xa/core/ads/ads-contract";
import { canManageAdAccounts } from "@xa/core/ads/ads-permissions";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { describeError } from "../../../api/describe-error.ts";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { notify } from "../../../components/notifications-store.ts";
import { EmptyState, ErrorState, LoadingState } from "../../../components/page-states.tsx";
import { SettingsSection } from "../../../components/settings-section.tsx";
import { useDeleteAdAccount, useValidateAdAccount } from "../use-ads-mutations.ts";
import { useAdAccountsQuery, useAdsConnectionQuery } from "../use-ads-queries.ts";
import { AccessBadge, SandboxBadge } from "./access-badge.tsx";
import { GrantsPanel } from "./grants-panel.tsx";
import { LinkAccountForm } from "./link-account-form.tsx";
import { SandboxApplications } from "./sandbox-applications.tsx";
import { XLoginPanel } from "./x-login-panel.tsx";

function AccountRow({
  account,
  team,
  admin,
  onShowApplied,
  onUnlink,
}: {
  account: AdAccount;
  team: string;
  admin: boolean;
  onShowApplied: () => void;
  onUnlink: () => void;
}) {
  const { t } = useTranslation();
  const check = useValidateAdAccount(team);
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" fw={500}>
            {account.name}
          </Text>
          {account.platform === "sandbox" && <SandboxBadge />}
        </Group>
      </Table.Td>
      <Table.Td>
        <Code>{account.account_id}</Code>
      </Table.Td>
      <Table.Td>{t(`ads.accounts.purposes.${account.purpose}`)}</Table.Td>
      <Table.Td>
        <AccessBadge access={account.access} />
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <Button
            size="xs"
            variant="default"
            loading={check.isPending}
            aria-label={t("ads.accounts.checkAccessFor", { name: account.name })}
            onClick={() =>
              check.mutate(account.account_id, {
                onSuccess: ({ access }) =>
                  notify(
                    t(access ? "ads.accounts.accessOk" : "ads.accounts.accessNo", { name: account.name }),
                    access ? "success" : "warn",
                  ),
                onError: (error) => notify(describeError(error, t), "error"),
              })
            }
          >
            {t("ads.accounts.checkAccess")}
          </Button>
          {account.platform === "sandbox" && (
            <Button
              size="xs"
              variant="subtle"
              aria-label={t("ads.accounts.whatAppliedFor", { name: account.name })}
              onClick={onShowApplied}
            >
              {t("ads.accounts.whatApplied")}
            </Button>
          )}
          {admin && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              aria-label={t("ads.accounts.unlinkFor", { name: account.name })}
              onClick={onUnlink}
            >
              {t("ads.accounts.unlink")}
            </Button>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** The team (with the user's level in it) and its members (who may be granted an account). */
export type AdAccountsSectionProps = { team: Team; members: readonly TeamMember[] };

/**
 * Team settings → Ad accounts: the team's accounts sorted by name with their access, checked on
 * demand; admins link and unlink accounts and grant members access; a sandbox account shows what was applied to it.
 */
export function AdAccountsSection({ team, members }: AdAccountsSectionProps) {
  const { t } = useTranslation();
  const admin = canManageAdAccounts(team);
  const accounts = useAdAccountsQuery(team.slug);
  const connection = useAdsConnectionQuery(team.slug);
  const unlink = useDeleteAdAccount(team.slug);
  const [unlinking, setUnlinking] = useState<AdAccount | null>(null);
  const [applied, setApplied] = useState<AdAccount | null>(null);
  const list = accounts.data ?? [];

  return (
    <SettingsSection title={t("ads.title")} description={t("ads.accounts.intro")}>
      {accounts.isPending && <LoadingState />}
      {accounts.isError && <ErrorState error={accounts.error} onRetry={() => void accounts.refetch()} />}
      {list.some((a) => a.platform === "sandbox") && (
        <Alert color="violet" variant="light" role="note" title={t("ads.platform.sandbox")}>
          {t("ads.accounts.sandboxNote")}
        </Alert>
      )}
      {accounts.data?.length === 0 && (
        <EmptyState
          title={t("ads.accounts.empty")}
          description={admin ? t("ads.accounts.emptyAdmin") : t("ads.accounts.emptyMember")}
        />
      )}
      {list.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm" aria-label={t("ads.title")}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("ads.accounts.name")}</Table.Th>
                <Table.Th>{t("ads.accounts.accountId")}</Table.Th>
                <Table.Th>{t("ads.accounts.purpose")}</Table.Th>
                <Table.Th>{t("ads.accounts.access")}</Table.Th>
                <Table.Th>{t("ads.accounts.actions")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((account) => (
                <AccountRow
                  key={account.id}
                  account={account}
                  team={team.slug}
                  admin={admin}
                  onShowApplied={() => setApplied(account)}
                  onUnlink={() => setUnlinking(account)}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Stack gap="xl">
        {connection.data?.required && <XLoginPanel team={team.slug} connection={connection.data} admin={admin} />}
        {admin && connection.data && <LinkAccountForm team={team.slug} connection={connection.data} />}
        {accounts.data && <GrantsPanel team={team.slug} accounts={list} members={members} admin={admin} />}
      </Stack>
      {applied && <SandboxApplications account={applied} onClose={() => setApplied(null)} />}
      <ConfirmDialog
        opened={unlinking !== null}
        title={t("ads.accounts.unlinkTitle")}
        message={unlinking ? t("ads.accounts.unlinkBody", { name: unlinking.name }) : ""}
        confirmLabel={t("ads.accounts.unlink")}
        loading={unlink.isPending}
        onCancel={() => setUnlinking(null)}
        onConfirm={() => {
          if (!unlinking) return;
          const name = unlinking.name;
          unlink.mutate(unlinking.id, {
            onSuccess: () => notify(t("ads.accounts.unlinked", { name }), "success"),
            onError: (error) => notify(describeError(error, t), "error"),
            onSettled: () => setUnlinking(null),
          });
        }}
      />
    </SettingsSection>
  );
}
