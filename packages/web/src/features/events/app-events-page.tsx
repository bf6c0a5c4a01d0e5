import { Alert, Button, Group, Progress, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { EmptyState, ErrorState, LoadingState } from "../../components/page-states.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import { formatNumber, formatShare } from "../../format/format-values.ts";
import { useCurrentUser } from "../../session/current-user.tsx";
import { shareOfFirst, totalsByName } from "./event-totals.ts";
import { useAppEventsQuery } from "./use-app-events-query.ts";

/** What the page reads from its address, so a view can be shared: the window and the funnel's steps. */
function useEventsState() {
  const [params, setParams] = useSearchParams();
  const state = {
    from: params.get("from") ?? "",
    to: params.get("to") ?? "",
    funnel: params.get("funnel") ?? "",
  };
  const set = (next: typeof state) =>
    setParams(Object.fromEntries(Object.entries(next).filter(([, v]) => v.trim() !== "")), { replace: true });
  return [state, set] as const;
}

function EventsReport({ from, to, funnel }: { from: string; to: string; funnel: string }) {
  const { t, i18n } = useTranslation();
  const query = useAppEventsQuery({
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(funnel ? { funnel } : {}),
  });
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const report = query.data;
  const totals = totalsByName(report.counts);
  const first = report.funnel[0]?.users ?? 0;
  const n = (value: number) => formatNumber(value, i18n.language);
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed" data-testid="events-window">
        {t("events.window", { from: report.from, to: report.to })}
      </Text>
      {report.funnel.length > 0 && (
        <section aria-labelledby="funnel-title">
          <Title order={2} size="h4" id="funnel-title" mb="sm">
            {t("events.funnel.title")}
          </Title>
          <Stack gap="xs">
            {report.funnel.map((step, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a funnel may take the same step twice; its place is its identity
              <div key={`${i}-${step.name}`} data-testid="funnel-step">
                <Group justify="space-between">
                  <Text size="sm">
                    {i + 1}. {step.name}
                  </Text>
                  <Text size="sm">
                    {t("events.funnel.users", { count: step.users, n: n(step.users) })} (
                    {formatShare(shareOfFirst(step.users, first), i18n.language)})
                  </Text>
                </Group>
                <Progress value={shareOfFirst(step.users, first) * 100} aria-label={step.name} />
              </div>
            ))}
          </Stack>
        </section>
      )}
      <section aria-labelledby="counts-title">
        <Title order={2} size="h4" id="counts-title" mb="sm">
          {t("events.counts.title")}
        </Title>
        {totals.length === 0 ? (
          <EmptyState title={t("events.counts.empty")} description={t("events.counts.emptyBody")} />
        ) : (
          <Stack gap="md">
            <Table striped data-testid="event-totals">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("events.counts.name")}</Table.Th>
                  <Table.Th style={{ textAlign: "right" }}>{t("events.counts.total")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {totals.map((row) => (
                  <Table.Tr key={row.name}>
                    <Table.Td>{row.name}</Table.Td>
                    <Table.Td style={{ textAlign: "right" }}>{n(row.count)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Table.ScrollContainer minWidth={420}>
              <Table data-testid="event-days">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("events.counts.day")}</Table.Th>
                    <Table.Th>{t("events.counts.name")}</Table.Th>
                    <Table.Th style={{ textAlign: "right" }}>{t("events.counts.count")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {report.counts.map((row) => (
                    <Table.Tr key={`${row.day}-${row.name}`}>
                      <Table.Td>{row.day}</Table.Td>
                      <Table.Td>{row.name}</Table.Td>
                      <Table.Td style={{ textAlign: "right" }}>{n(row.count)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        )}
      </section>
    </Stack>
  );
}

/** /:teamId/app-events — staff: the app's own events by day and a funnel of them. */
export function AppEventsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [state, setState] = useEventsState();
  const [draft, setDraft] = useState(state);
  usePageTitle(t("events.title"));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setState(draft);
  };
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t("events.title")}</Title>
        <Text c="dimmed">{t("events.intro")}</Text>
      </div>
      {!user.is_staff ? (
        <Alert color="yellow" title={t("events.staffOnly")} data-testid="staff-only" />
      ) : (
        <>
          <form onSubmit={submit}>
            <Group align="flex-end">
              <TextInput
                type="date"
                label={t("events.from")}
                value={draft.from}
                onChange={(e) => setDraft({ ...draft, from: e.currentTarget.value })}
              />
              <TextInput
                type="date"
                label={t("events.to")}
                value={draft.to}
                onChange={(e) => setDraft({ ...draft, to: e.currentTarget.value })}
              />
              <TextInput
                label={t("events.funnel.steps")}
                description={t("events.funnel.stepsHint")}
                placeholder="landing_viewed,signup_started"
                value={draft.funnel}
                onChange={(e) => setDraft({ ...draft, funnel: e.currentTarget.value })}
                style={{ flex: 1, minWidth: 240 }}
              />
              <Button type="submit">{t("events.show")}</Button>
            </Group>
          </form>
          <EventsReport {...state} />
        </>
      )}
    </Stack>
  );
}
