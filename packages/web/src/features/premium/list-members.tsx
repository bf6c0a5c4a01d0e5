import { Button, Group, Paper, Stack, Table, TextInput, Title } from "@mantine/core";
import type { XListEntity } from "@xa/core/premium/lists-contract";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { describeError } from "../../api/describe-error.ts";
import { AccountName } from "../../components/account-name.tsx";
import { notify } from "../../components/notifications-store.ts";
import { EmptyState, ErrorState, LoadingState } from "../../components/page-states.tsx";
import { useFormatters } from "../../format/use-formatters.ts";
import { useFollowConfirm } from "./follow-confirm.tsx";
import { useListChanges, useListMembers } from "./lists-api.ts";

/**
 * One list's members: add one by handle, remove one, follow or unfollow one (the followers table's
 * confirm and X's limits), page through the rest.
 */
export function ListMembers({ account, list }: { account: string; list: XListEntity }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const members = useListMembers(account, list.id);
  const changes = useListChanges(account);
  const follow = useFollowConfirm(account);
  const [handle, setHandle] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const refetch = () => void members.refetch();
  const add = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!handle.trim()) {
      setProblem(t("premium.lists.handleRequired"));
      return;
    }
    changes.addMember.mutate(
      { list: list.id, handle: handle.trim() },
      {
        onSuccess: (m) => {
          notify(t("premium.lists.added", { handle: m.username, name: list.name }), "success");
          setHandle("");
          refetch();
        },
        onError: (error) => setProblem(describeError(error, t)),
      },
    );
  };
  const rows = members.data?.pages.flatMap((p) => p.results) ?? [];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="list-members-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="list-members-title">
          {t("premium.lists.membersOf", { name: list.name })}
        </Title>
        <form onSubmit={add} noValidate>
          <Group align="flex-end">
            <TextInput
              label={t("premium.lists.addHandle")}
              placeholder="@handle"
              value={handle}
              onChange={(e) => setHandle(e.currentTarget.value)}
              error={problem}
              maxLength={60}
            />
            <Button type="submit" loading={changes.addMember.isPending}>
              {t("premium.lists.add")}
            </Button>
          </Group>
        </form>
        {follow.error}
        {members.isPending ? (
          <LoadingState />
        ) : members.isError ? (
          <ErrorState error={members.error} onRetry={refetch} />
        ) : rows.length === 0 ? (
          <EmptyState title={t("premium.lists.noMembers")} />
        ) : (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("premium.lists.member")}</Table.Th>
                <Table.Th ta="right">{t("premium.lists.followers")}</Table.Th>
                <Table.Th>{t("premium.lists.actions")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((m) => (
                <Table.Tr key={m.id}>
                  <Table.Td>
                    <AccountName account={{ id: m.id, name: m.name || null, handle: m.username }} />
                  </Table.Td>
                  <Table.Td ta="right">{m.followers_count === null ? "—" : f.number(m.followers_count)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      {follow.button({ id: m.id, handle: m.username, you_follow: m.you_follow })}
                      <Button
                        variant="subtle"
                        color="red"
                        size="compact-sm"
                        loading={changes.removeMember.isPending && changes.removeMember.variables?.member === m.id}
                        onClick={() =>
                          changes.removeMember.mutate(
                            { list: list.id, member: m.id },
                            { onSuccess: refetch, onError: (error) => notify(describeError(error, t), "error") },
                          )
                        }
                      >
                        {t("premium.lists.remove", { handle: m.username })}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {members.hasNextPage && (
          <Button variant="default" onClick={() => void members.fetchNextPage()} loading={members.isFetchingNextPage}>
            {t("premium.lists.more")}
          </Button>
        )}
      </Stack>
      {follow.dialog}
    </Paper>
  );
}
