import { Alert, Button, Group, Select, Stack, Table, Text, Title } from "@mantine/core";
import type { TeamMember } from "@xa/core";
import type { AdAccount, GrantedAdAccount } from "@xa/core/ads/ads-contract";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { describeError } from "../../../api/describe-error.ts";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { notify } from "../../../components/notifications-store.ts";
import { ErrorState, LoadingState } from "../../../components/page-states.tsx";
import { useFormatters } from "../../../format/use-formatters.ts";
import { useCreateGrant, useDeleteGrant } from "../use-ads-mutations.ts";
import { useGrantsQuery } from "../use-ads-queries.ts";

/** Admins grant a member one of the team's accounts (access is granted per member). */
function GrantForm({
  team,
  accounts,
  members,
}: {
  team: string;
  accounts: AdAccount[];
  members: readonly TeamMember[];
}) {
  const { t } = useTranslation();
  const grant = useCreateGrant(team);
  const [member, setMember] = useState<string | null>(null);
  const [account, setAccount] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!member || !account) return;
    const chosen = accounts.find((a) => String(a.id) === account);
    if (!chosen) return;
    grant.mutate(
      { member: Number(member), account: { account_id: chosen.account_id, network: chosen.network } },
      {
        onSuccess: (made) => {
          notify(t("ads.grants.granted", { email: made.member_email, name: made.account.name }), "success");
          setMember(null);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} aria-label={t("ads.grants.formTitle")}>
      <Stack gap="sm">
        <Group align="flex-end" grow>
          <Select
            label={t("ads.grants.member")}
            value={member}
            onChange={setMember}
            data={members.map((m) => ({ value: String(m.id), label: m.user.email }))}
            searchable
          />
          <Select
            label={t("ads.grants.account")}
            value={account}
            onChange={setAccount}
            data={accounts.map((a) => ({ value: String(a.id), label: `${a.name} (${a.account_id})` }))}
          />
        </Group>
        {grant.error && (
          <Alert color="red" role="alert">
            {describeError(grant.error, t)}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={grant.isPending} disabled={!member || !account}>
            {t("ads.grants.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Who may use which account: admins grant and withdraw; a member sees the accounts granted to them. */
export function GrantsPanel({
  team,
  accounts,
  members,
  admin,
}: {
  team: string;
  accounts: AdAccount[];
  /** the team's members, who may be granted an account */
  members: readonly TeamMember[];
  admin: boolean;
}) {
  const { t } = useTranslation();
  const f = useFormatters();
  const grants = useGrantsQuery(team);
  const withdraw = useDeleteGrant(team);
  const [removing, setRemoving] = useState<GrantedAdAccount | null>(null);
  const targeting = accounts.filter((a) => a.purpose === "targeting");

  return (
    <Stack gap="sm">
      <div>
        <Title order={3} size="h5">
          {t("ads.grants.title")}
        </Title>
        <Text size="sm" c="dimmed">
          {admin ? t("ads.grants.intro") : t("ads.grants.memberIntro")}
        </Text>
      </div>
      {admin && targeting.length > 0 && <GrantForm team={team} accounts={targeting} members={members} />}
      {grants.isPending && <LoadingState />}
      {grants.isError && <ErrorState error={grants.error} onRetry={() => void grants.refetch()} />}
      {grants.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          {admin ? t("ads.grants.empty") : t("ads.grants.noneForYou")}
        </Text>
      )}
      {grants.data && grants.data.length > 0 && (
        <Table.ScrollContainer minWidth={480}>
          <Table aria-label={t("ads.grants.title")}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("ads.grants.member")}</Table.Th>
                <Table.Th>{t("ads.grants.account")}</Table.Th>
                <Table.Th>{t("ads.grants.since")}</Table.Th>
                {admin && <Table.Th>{t("ads.accounts.actions")}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {grants.data.map((g) => (
                <Table.Tr key={g.id}>
                  <Table.Td>{g.member_email}</Table.Td>
                  <Table.Td>{`${g.account.name} (${g.account.account_id})`}</Table.Td>
                  <Table.Td>{f.date(g.created_at)}</Table.Td>
                  {admin && (
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        aria-label={t("ads.grants.withdrawFor", { email: g.member_email, name: g.account.name })}
                        onClick={() => setRemoving(g)}
                      >
                        {t("ads.grants.withdraw")}
                      </Button>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ConfirmDialog
        opened={removing !== null}
        title={t("ads.grants.withdrawTitle")}
        message={
          removing ? t("ads.grants.withdrawBody", { email: removing.member_email, name: removing.account.name }) : ""
        }
        confirmLabel={t("ads.grants.withdraw")}
        loading={withdraw.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          withdraw.mutate(removing.id, {
            onSuccess: () => notify(t("ads.grants.withdrawn"), "success"),
            onError: (error) => notify(describeError(error, t), "error"),
            onSettled: () => setRemoving(null),
          });
        }}
      />
    </Stack>
  );
}
