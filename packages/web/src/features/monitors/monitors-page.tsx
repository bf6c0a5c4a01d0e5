import { Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import type { ComponentType, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { usePageTitle } from "../../components/use-page-title.ts";
import { AlertList } from "./alert-list.tsx";
import { MonitorDetail } from "./monitor-detail.tsx";
import { MonitorForm } from "./monitor-form.tsx";
import { MonitorList } from "./monitor-list.tsx";
import { useAlertsQuery } from "./use-monitors.ts";

/** What the app gives the page: the team it works for. */
export type MonitorsParts = { TeamGate: ComponentType<{ children: (team: string) => ReactNode }> };

/**
 * `/monitors` (pro): the team's saved queries and handles, re-run on a schedule and after imports,
 * with each run's figures and the alerts of changes beyond their thresholds. `?monitor=` opens one
 * (the alert mail links there).
 */
export function MonitorsPage({ parts }: { parts: MonitorsParts }) {
  const { t } = useTranslation();
  usePageTitle(t("pages.monitors"));
  const { TeamGate } = parts;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t("pages.monitors")}</Title>
        <Text c="dimmed">{t("monitors.intro")}</Text>
      </Stack>
      <TeamGate>{(team) => <Monitors team={team} />}</TeamGate>
    </Stack>
  );
}

function Monitors({ team }: { team: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const open = Number(params.get("monitor")) || null;
  const show = (id: number | null) => setParams(id === null ? {} : { monitor: String(id) });
  const alerts = useAlertsQuery(team);
  const unread = alerts.data?.unread ?? 0;
  return (
    <Stack gap="lg">
      {open !== null && <MonitorDetail key={open} team={team} id={open} onClose={() => show(null)} />}
      <Card withBorder component="section" aria-labelledby="monitors-alerts">
        <Group gap="xs" mb="xs">
          <Title order={2} size="h3" id="monitors-alerts">
            {t("monitors.alertsTitle")}
          </Title>
          {unread > 0 && (
            <Badge color="red" aria-label={t("monitors.unreadCount", { count: unread })}>
              {unread}
            </Badge>
          )}
        </Group>
        <AlertList team={team} />
      </Card>
      <Stack gap="sm" component="section" aria-labelledby="monitors-list">
        <Title order={2} size="h3" id="monitors-list">
          {t("monitors.listTitle")}
        </Title>
        <MonitorList team={team} onOpen={show} />
      </Stack>
      <Card withBorder component="section" aria-labelledby="monitors-new">
        <Title order={2} size="h3" id="monitors-new" mb="xs">
          {t("monitors.form.title")}
        </Title>
        <MonitorForm team={team} onSaved={show} />
      </Card>
    </Stack>
  );
}
