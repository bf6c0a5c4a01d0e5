import { Anchor, Badge, Button, Table, Text } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { inviteAcceptPath, type Team } from "@xa/core";
import { useTranslation } from "react-i18next";
import { notify } from "../../../components/notifications-store.ts";
import { EmptyState, ErrorState, LoadingState } from "../../../components/page-states.tsx";
import { teamKeys } from "../team-query-keys.ts";
import { deleteInvite } from "../teams-api.ts";
import { useInvitesQuery } from "./use-invites-query.ts";

/** The team's invites with their status and accept link. */
export function PendingInvites({ team }: { team: Team }) {
  const { t, i18n } = useTranslation();
  const invites = useInvitesQuery(team.slug, true);
  const queryClient = useQueryClient();
  const revoke = useMutation({
    mutationFn: (id: number) => deleteInvite(team.slug, id),
    onSuccess: () => notify(t("invites.revoked"), "success"),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.invites(team.slug) }),
  });
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { year: "numeric", month: "short", day: "numeric" });

  if (invites.isPending) return <LoadingState />;
  if (invites.isError) return <ErrorState error={invites.error} onRetry={() => void invites.refetch()} />;
  if (invites.data.length === 0) return <EmptyState title={t("invites.empty")} description={t("invites.emptyHelp")} />;

  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing="xs" aria-label={t("invites.pendingTitle")}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("fields.email")}</Table.Th>
            <Table.Th>{t("invites.status")}</Table.Th>
            <Table.Th>{t("invites.sentOn")}</Table.Th>
            <Table.Th>{t("invites.link")}</Table.Th>
            <Table.Th>{t("teamSettings.actions")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invites.data.map((invite) => {
            const path = inviteAcceptPath(team.slug, invite.code);
            return (
              <Table.Tr key={invite.id}>
                <Table.Td>{invite.email}</Table.Td>
                <Table.Td>
                  {/* As wide as its word: squeezed by the long link beside it, it read "PEN…". */}
                  <Badge variant="light" color={invite.status === "accepted" ? "teal" : "yellow"} w="max-content">
                    {t(`invites.statuses.${invite.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{dateFormat.format(new Date(invite.created_at))}</Text>
                </Table.Td>
                <Table.Td>
                  <Anchor href={path} size="sm" aria-label={t("invites.linkFor", { email: invite.email })}>
                    {window.location.origin}
                    {path}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  {invite.status === "pending" && (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      aria-label={t("invites.revokeLabel", { email: invite.email })}
                      loading={revoke.isPending && revoke.variables === invite.id}
                      onClick={() => revoke.mutate(invite.id)}
                    >
                      {t("invites.revoke")}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
