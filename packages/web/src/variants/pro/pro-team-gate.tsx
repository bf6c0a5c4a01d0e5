import { Group, Select, Stack } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState, ErrorState, LoadingState } from "../../components/page-states.tsx";
import { CreateTeamForm } from "../../features/teams/create-team-form.tsx";
import { useTeamsQuery } from "../../features/teams/use-teams-query.ts";
import { WorkingTeam } from "../../session/current-team.tsx";
import { readRecentTeam, writeRecentTeam } from "../../session/recent-team.ts";
import { pickProTeam } from "./pro-team.ts";

/**
 * The team whose audiences a pro page works on: the recent team or the first, a picker when there are several,
 * and a way to create one when there is none.
 */
export function ProTeamGate({ children }: { children: (team: string) => ReactNode }) {
  const { t } = useTranslation();
  const teams = useTeamsQuery();
  const [chosen, setChosen] = useState<string | null>(() => readRecentTeam());
  if (teams.isPending) return <LoadingState />;
  if (teams.isError) return <ErrorState error={teams.error} onRetry={() => void teams.refetch()} />;
  const team = pickProTeam(teams.data, chosen);
  if (!team) {
    return (
      <EmptyState
        title={t("targeting.pro.noTeamTitle")}
        description={t("targeting.pro.noTeamBody")}
        action={
          <CreateTeamForm
            submitLabel={t("teams.create")}
            onCreated={(created) => {
              writeRecentTeam(created.slug);
              setChosen(created.slug);
            }}
          />
        }
      />
    );
  }
  const pick = (slug: string | null) => {
    if (!slug) return;
    writeRecentTeam(slug);
    setChosen(slug);
  };
  return (
    <Stack gap="md">
      {teams.data.length > 1 && (
        <Group>
          <Select
            label={t("targeting.pro.team")}
            value={team}
            onChange={pick}
            data={teams.data.map((x) => ({ value: x.slug, label: x.name }))}
            allowDeselect={false}
            maw={280}
          />
        </Group>
      )}
      <WorkingTeam slug={team}>
        <div key={team}>{children(team)}</div>
      </WorkingTeam>
    </Stack>
  );
}
