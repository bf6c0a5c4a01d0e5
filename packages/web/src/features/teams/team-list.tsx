import { Badge, Group, Paper, SimpleGrid, Text, UnstyledButton } from "@mantine/core";
import type { Team } from "@xa/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { UserAvatar } from "../../components/user-avatar.tsx";

/** The user's teams as links to each team's audiences. */
export function TeamList({ teams }: { teams: Team[] }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" component="ul" style={{ listStyle: "none", padding: 0 }}>
      {teams.map((team) => (
        <li key={team.id}>
          <UnstyledButton component={Link} to={`/${encodeURIComponent(team.slug)}/audiences`} w="100%">
            <Paper withBorder p="md" radius="md">
              <Group wrap="nowrap">
                <UserAvatar text={team.name} />
                <div style={{ flex: 1, minWidth: 0 }}>
                  <Text fw={600} truncate>
                    {team.name}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t("teams.memberCount", { count: team.member_count })}
                  </Text>
                </div>
                <Badge variant="light" color={team.level === "admin" ? "indigo" : "gray"}>
                  {t(`levels.${team.level}`)}
                </Badge>
              </Group>
            </Paper>
          </UnstyledButton>
        </li>
      ))}
    </SimpleGrid>
  );
}
