import { Badge, Button, NativeSelect, Table, Text } from "@mantine/core";
import { displayName, MEMBERSHIP_LEVELS, type MembershipLevel, type Team, type TeamMember } from "@xa/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { EmptyState, ErrorState, LoadingState } from "../../../components/page-states.tsx";
import { SettingsSection } from "../../../components/settings-section.tsx";
import { useMemberMutations } from "./use-member-mutations.ts";
import { useMembersQuery } from "./use-members-query.ts";

export function MembersSection({ team, canEdit }: { team: Team; canEdit: boolean }) {
  const { t } = useTranslation();
  const members = useMembersQuery(team.slug);
  const { changeLevel, remove } = useMemberMutations(team.slug);
  const [removing, setRemoving] = useState<TeamMember | null>(null);

  return (
    <SettingsSection title={t("teamSettings.membersTitle")} description={t("teamSettings.membersIntro")}>
      {members.isPending && <LoadingState />}
      {members.isError && <ErrorState error={members.error} onRetry={() => void members.refetch()} />}
      {members.data?.length === 0 && <EmptyState title={t("teamSettings.noMembers")} />}
      {members.data && members.data.length > 0 && (
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="sm" aria-label={t("teamSettings.membersTitle")}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("teamSettings.memberName")}</Table.Th>
                <Table.Th>{t("fields.email")}</Table.Th>
                <Table.Th>{t("fields.level")}</Table.Th>
                {canEdit && <Table.Th>{t("teamSettings.actions")}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {members.data.map((member) => (
                <Table.Tr key={member.id}>
                  <Table.Td>{`${member.user.first_name} ${member.user.last_name}`.trim() || "—"}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{member.user.email || "—"}</Text>
                  </Table.Td>
                  <Table.Td>
                    {canEdit ? (
                      <NativeSelect
                        aria-label={t("teamSettings.levelFor", {
                          email: member.user.email || displayName(member.user),
                        })}
                        value={member.level}
                        data={MEMBERSHIP_LEVELS.map((level) => ({ value: level, label: t(`levels.${level}`) }))}
                        onChange={(event) =>
                          changeLevel.mutate({ id: member.id, level: event.currentTarget.value as MembershipLevel })
                        }
                        disabled={changeLevel.isPending}
                        w={140}
                      />
                    ) : (
                      <Badge variant="light" color={member.level === "admin" ? "indigo" : "gray"}>
                        {t(`levels.${member.level}`)}
                      </Badge>
                    )}
                  </Table.Td>
                  {canEdit && (
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        aria-label={t("teamSettings.removeMemberLabel", {
                          email: member.user.email || displayName(member.user),
                        })}
                        onClick={() => setRemoving(member)}
                      >
                        {t("teamSettings.removeMember")}
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
        title={t("teamSettings.removeMemberTitle")}
        message={
          removing ? t("teamSettings.removeMemberBody", { name: displayName(removing.user), team: team.name }) : ""
        }
        confirmLabel={t("teamSettings.removeMember")}
        loading={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) remove.mutate(removing.id, { onSettled: () => setRemoving(null) });
        }}
      />
    </SettingsSection>
  );
}
