import { Badge, Button, Group, Stack, Switch, Table, Text, Title } from "@mantine/core";
import { MONITOR_WINDOW_HOURS } from "@xa/core/monitors/monitors-contract";
import { useTranslation } from "react-i18next";
import { ErrorState, LoadingState } from "../../components/page-states.tsx";
import { useFormatters } from "../../format/use-formatters.ts";
import { AlertList } from "./alert-list.tsx";
import { NetSentiment, RunChange } from "./monitor-figures.tsx";
import { watched } from "./monitor-list.tsx";
import { useMonitorQuery, useUpdateMonitor } from "./use-monitors.ts";

/** One monitor: what it watches and when it alerts, its runs (newest first) and its alerts. */
export function MonitorDetail({ team, id, onClose }: { team: string; id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const monitor = useMonitorQuery(id);
  const update = useUpdateMonitor();
  if (monitor.isPending) return <LoadingState label={t("monitors.loading")} />;
  if (monitor.isError) return <ErrorState error={monitor.error} onRetry={() => void monitor.refetch()} />;
  const m = monitor.data;
  const thresholds = [
    m.volume_threshold_pct !== null && t("monitors.volumeThreshold", { value: f.number(m.volume_threshold_pct) }),
    m.sentiment_threshold !== null && t("monitors.sentimentThreshold", { value: f.number(m.sentiment_threshold) }),
  ].filter(Boolean);
  return (
    <Stack gap="sm" component="section" aria-labelledby="monitor-title">
      <Group justify="space-between">
        <Title order={2} id="monitor-title">
          {m.name}
        </Title>
        <Button variant="default" size="xs" onClick={onClose}>
          {t("monitors.close")}
        </Button>
      </Group>
      <Text size="sm">
        {t("monitors.watches", {
          what: watched(m),
          hours: MONITOR_WINDOW_HOURS[m.cadence],
          cadence: t(`monitors.cadence.${m.cadence}`),
        })}
        {m.country ? ` · ${m.country}` : ""}
      </Text>
      <Text size="sm">{t("monitors.alertsWhen", { thresholds: thresholds.join(t("monitors.or")) })}</Text>
      <Text size="sm" c="dimmed">
        {m.next_run_at
          ? t("monitors.nextRun", { at: `${f.relative(m.next_run_at)} (${f.date(m.next_run_at, true)})` })
          : t("monitors.pausedNote")}
      </Text>
      <Switch
        label={t("monitors.mailMe")}
        checked={m.email_alerts}
        disabled={update.isPending}
        onChange={(e) => update.mutate({ id: m.id, body: { email_alerts: e.currentTarget.checked } })}
      />
      <Title order={3}>{t("monitors.runsTitle")}</Title>
      <Table.ScrollContainer minWidth={860}>
        <Table striped aria-label={t("monitors.runsLabel", { name: m.name })}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("monitors.runs.ranAt")}</Table.Th>
              <Table.Th>{t("monitors.runs.trigger")}</Table.Th>
              <Table.Th>{t("monitors.runs.posts")}</Table.Th>
              <Table.Th>{t("monitors.runs.authors")}</Table.Th>
              <Table.Th>{t("monitors.runs.engagements")}</Table.Th>
              <Table.Th>{t("monitors.runs.sentiment")}</Table.Th>
              <Table.Th>{t("monitors.runs.hashtags")}</Table.Th>
              <Table.Th>{t("monitors.runs.change")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {m.runs.map((run) => (
              <Table.Tr key={run.id}>
                <Table.Td>{f.date(run.ran_at, true)}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color="gray">
                    {t(`monitors.trigger.${run.trigger}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>{f.number(run.figures.posts)}</Table.Td>
                <Table.Td>{f.number(run.figures.authors)}</Table.Td>
                <Table.Td>{f.number(run.figures.engagements)}</Table.Td>
                <Table.Td>
                  <NetSentiment value={run.figures.net_sentiment} />
                </Table.Td>
                <Table.Td>
                  {run.figures.top_hashtags.length > 0
                    ? run.figures.top_hashtags.map((h) => `#${h.term}`).join(" ")
                    : t("monitors.none")}
                </Table.Td>
                <Table.Td>
                  <RunChange run={run} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Title order={3}>{t("monitors.alertsTitle")}</Title>
      <AlertList team={team} monitor={m.id} />
    </Stack>
  );
}
