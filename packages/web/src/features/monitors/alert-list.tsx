import { Badge, Button, Group, List, Stack, Text } from "@mantine/core";
import type { AlertReason } from "@xa/core/monitors/monitors-contract";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { EmptyState, ErrorState, LoadingState } from "../../components/page-states.tsx";
import { type Formatters, useFormatters } from "../../format/use-formatters.ts";
import { useAlertsQuery, useMarkAlertsRead } from "./use-monitors.ts";

function reasonText(reason: AlertReason, t: TFunction, f: Formatters): string {
  if (reason.metric === "volume") {
    return reason.change === null
      ? t("monitors.reason.volumeFromNone", { after: f.number(reason.after ?? 0) })
      : t("monitors.reason.volume", {
          before: f.number(reason.before ?? 0),
          after: f.number(reason.after ?? 0),
          change: f.signed(reason.change),
          threshold: f.number(reason.threshold),
        });
  }
  return t("monitors.reason.sentiment", {
    before: f.signed(reason.before ?? 0),
    after: f.signed(reason.after ?? 0),
    change: f.signed(reason.change ?? 0),
    threshold: f.number(reason.threshold),
  });
}

/** The team's latest alerts (or one monitor's), unread ones marked; the caller marks them read. */
export function AlertList({ team, monitor }: { team: string; monitor?: number }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const alerts = useAlertsQuery(team, monitor);
  const mark = useMarkAlertsRead();
  if (alerts.isPending) return <LoadingState label={t("monitors.alertsLoading")} />;
  if (alerts.isError) return <ErrorState error={alerts.error} onRetry={() => void alerts.refetch()} />;
  const { results } = alerts.data;
  if (results.length === 0)
    return <EmptyState title={t("monitors.noAlerts")} description={t("monitors.noAlertsBody")} />;
  const unreadHere = results.filter((a) => !a.read).map((a) => a.id);
  return (
    <Stack gap="xs">
      <List spacing="xs" listStyleType="none" aria-label={t("monitors.alertsLabel")}>
        {results.map((alert) => (
          <List.Item key={alert.id}>
            <Group gap="xs" align="baseline" wrap="nowrap">
              {!alert.read && (
                <Badge color="red" size="sm">
                  {t("monitors.unread")}
                </Badge>
              )}
              <div>
                <Text size="sm" fw={600}>
                  {alert.monitor_name} · {f.date(alert.created_at, true)}
                </Text>
                {alert.reasons.map((reason) => (
                  <Text size="sm" key={reason.metric}>
                    {reasonText(reason, t, f)}
                  </Text>
                ))}
              </div>
            </Group>
          </List.Item>
        ))}
      </List>
      {unreadHere.length > 0 && (
        <Group>
          <Button
            size="xs"
            variant="default"
            loading={mark.isPending}
            onClick={() => mark.mutate({ team, ids: unreadHere })}
          >
            {t("monitors.markRead")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
