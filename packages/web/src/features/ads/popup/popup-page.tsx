import { Anchor, Box, Group, NativeSelect, Paper, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Brand } from "../../../components/brand.tsx";
import { EmptyState, ErrorState, LoadingState } from "../../../components/page-states.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { useFormatters } from "../../../format/use-formatters.ts";
import { useCurrentUser } from "../../../session/current-user.tsx";
import { writeRecentTeam } from "../../../session/recent-team.ts";
import { useLayout } from "../../../theme/use-layout.ts";
import { ApplyButton } from "../apply/apply-button.tsx";
import { ConnectExtension } from "../extension-page/connect-extension.tsx";
import { teamForExtension } from "../extension-page/team-for-extension.ts";
import { useSavedPackagesQuery } from "../use-ads-queries.ts";
import { useExtension } from "../use-extension.ts";

function Audiences({ team }: { team: string }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const configs = useSavedPackagesQuery(team);
  if (configs.isPending) return <LoadingState />;
  if (configs.isError) return <ErrorState error={configs.error} onRetry={() => void configs.refetch()} />;
  const mine = configs.data.results.filter((c) => c.access === "member");
  if (mine.length === 0) {
    return (
      <EmptyState
        title={t("ads.popup.empty")}
        action={
          <Anchor href={`/${encodeURIComponent(team)}/creator`} target="_blank" size="sm">
            {t("ads.popup.create")}
          </Anchor>
        }
      />
    );
  }
  return (
    <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-label={t("ads.popup.audiences")}>
      {mine.map((config) => (
        <Paper key={config.id} component="li" withBorder p="xs">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={500} truncate>
                {config.name}
              </Text>
              <Text size="xs" c="dimmed">
                {t("ads.popup.size", { size: f.compact(config.size) })}
              </Text>
            </div>
            <ApplyButton team={team} config={{ id: config.id, name: config.name }} size="compact-sm" />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * `/popup` (`?popup=1`, opened from the extension's toolbar icon): the compact view, with no side navigation, in
 * light theme: the team's audiences, each with the apply action, and the ad account the extension sees.
 */
export function PopupPage() {
  const { t } = useTranslation();
  usePageTitle(t("ads.popup.title"));
  useLayout("dashboard-no-nav");
  const user = useCurrentUser();
  const extension = useExtension();
  const [team, setTeam] = useState(() => teamForExtension(user));

  return (
    <Box p="sm" maw={560} mx="auto">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Brand to="/popup" />
          {user.memberships.length > 1 && (
            <NativeSelect
              aria-label={t("ads.popup.team")}
              size="xs"
              value={team ?? ""}
              onChange={(e) => {
                setTeam(e.currentTarget.value);
                writeRecentTeam(e.currentTarget.value);
              }}
              data={user.memberships.map((m) => ({ value: m.team.slug, label: m.team.name }))}
            />
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {extension.adAccount
            ? t("ads.extension.adAccountOpen", { name: extension.adAccount.name, id: extension.adAccount.id })
            : t("ads.extension.noAdAccountOpen")}
        </Text>
        {team && <ConnectExtension extension={extension} team={team} />}
        <Title order={1} size="h4">
          {t("ads.popup.audiences")}
        </Title>
        {team ? <Audiences team={team} /> : <EmptyState title={t("ads.popup.noTeam")} />}
      </Stack>
    </Box>
  );
}
