import { Button, Menu } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useTeamsQuery } from "../../features/teams/use-teams-query.ts";

/** The current team's name; opens the list of the user's teams. */
export function TeamSwitcher({ slug, name }: { slug: string; name?: string }) {
  const { t } = useTranslation();
  const teams = useTeamsQuery();
  const label = name ?? slug;
  return (
    <Menu position="bottom-start" width={260} withinPortal>
      <Menu.Target>
        <Button variant="default" size="sm" aria-label={t("teamSwitcher.label", { team: label })} maw={240}>
          <span style={{ overflow: "hidden", textOverflow: "ellipsis" }}>{label}</span>
          <span aria-hidden="true" style={{ marginLeft: 6 }}>
            ▾
          </span>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t("teamSwitcher.yourTeams")}</Menu.Label>
        {teams.isPending && <Menu.Item disabled>{t("common.loading")}</Menu.Item>}
        {teams.isError && <Menu.Item disabled>{t("errors.loadFailed")}</Menu.Item>}
        {teams.data?.map((team) => (
          <Menu.Item
            key={team.id}
            component={Link}
            to={`/${encodeURIComponent(team.slug)}/audiences`}
            fw={team.slug === slug ? 700 : undefined}
            aria-current={team.slug === slug ? "true" : undefined}
          >
            {team.name}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item component={Link} to="/choose-team">
          {t("teamSwitcher.allTeams")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
