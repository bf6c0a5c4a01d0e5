import { Anchor, Badge, Button, Group, Table, Text } from "@mantine/core";
import type { Monitor } from "@xa/core/monitors/monitors-contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { describeError } from "../../api/describe-error.ts";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { EmptyState, ErrorState, LoadingState } from "../../components/page-states.tsx";
import { useFormatters } from "../../format/use-formatters.ts";
import { NetSentiment, RunChange } from "./monitor-figures.tsx";
import { RunSparkline } from "./run-sparkline.tsx";
import { useDeleteMonitor, useMonitorsQuery, useUpdateMonitor } from "./use-monitors.ts";

/** What a monitor watches, as its list and page name it. */
export const watched = (m: Pick<Monitor, "kind" | "subject">) => (m.kind === "handle" ? `@${m.subject}` : m.subject);

/** The team's monitors with their last run's figures and a line of their recent runs; pause, resume, delete. */
export function MonitorList({ team, onOpen }: { team: string; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const monitors = useMonitorsQuery(team);
  const update = useUpdateMonitor();
  const remove = useDeleteMonitor();
  const [deleting, setDeleting] = useState<Monitor | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  if (monitors.isPending) return <LoadingState label={t("monitors.loading")} />;
  if (monitors.isError) return <ErrorState error={monitors.error} onRetry={() => void monitors.refetch()} />;
  const rows = monitors.data.pages.flatMap((p) => p.results);
  const count = monitors.data.pages[0]?.count ?? 0;
  if (rows.length === 0) {
    return <EmptyState title={t("monitors.emptyTitle")} description={t("monitors.emptyBody")} />;
  }

  const failed = (error: unknown) => setProblem(describeError(error, t));
  return (
    <>
      <Text size="sm" c="dimmed">
        {t("monitors.count", { count })}
      </Text>
      {problem && (
        <Text c="red" role="alert" size="sm">
          {problem}
        </Text>
      )}
      <Table.ScrollContainer minWidth={900}>
        <Table striped aria-label={t("monitors.listLabel")}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("monitors.columns.name")}</Table.Th>
              <Table.Th>{t("monitors.columns.watching")}</Table.Th>
              <Table.Th>{t("monitors.columns.status")}</Table.Th>
              <Table.Th>{t("monitors.columns.posts")}</Table.Th>
              <Table.Th>{t("monitors.columns.sentiment")}</Table.Th>
              <Table.Th>{t("monitors.columns.change")}</Table.Th>
              <Table.Th>{t("monitors.columns.trend")}</Table.Th>
              <Table.Th>{t("monitors.columns.actions")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((m) => (
              <Table.Tr key={m.id}>
                <Table.Td>
                  <Anchor component="button" type="button" onClick={() => onOpen(m.id)}>
                    {m.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{watched(m)}</Text>
                  <Text size="xs" c="dimmed">
                    {t(`monitors.cadence.${m.cadence}`)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge color={m.status === "active" ? "green" : "gray"} variant="light">
                    {t(`monitors.status.${m.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>{m.last_run ? f.number(m.last_run.figures.posts) : t("monitors.none")}</Table.Td>
                <Table.Td>
                  <NetSentiment value={m.last_run?.figures.net_sentiment ?? null} />
                </Table.Td>
                <Table.Td>{m.last_run ? <RunChange run={m.last_run} /> : t("monitors.none")}</Table.Td>
                <Table.Td>
                  <RunSparkline points={m.recent.map((r) => r.posts)} />
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="default"
                      aria-label={t(m.status === "active" ? "monitors.pauseNamed" : "monitors.resumeNamed", {
                        name: m.name,
                      })}
                      onClick={() =>
                        update.mutate(
                          { id: m.id, body: { status: m.status === "active" ? "paused" : "active" } },
                          { onError: failed },
                        )
                      }
                    >
                      {t(m.status === "active" ? "monitors.pause" : "monitors.resume")}
                    </Button>
                    {m.can_delete && (
                      <Button
                        size="xs"
                        color="red"
                        variant="subtle"
                        aria-label={t("monitors.deleteNamed", { name: m.name })}
                        onClick={() => setDeleting(m)}
                      >
                        {t("monitors.delete")}
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {monitors.hasNextPage && (
        <Group>
          <Button variant="default" loading={monitors.isFetchingNextPage} onClick={() => void monitors.fetchNextPage()}>
            {t("monitors.showMore")}
          </Button>
        </Group>
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t("monitors.deleteTitle")}
        message={t("monitors.deleteBody", { name: deleting?.name ?? "" })}
        confirmLabel={t("monitors.delete")}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, { onSuccess: () => setDeleting(null), onError: failed });
        }}
      />
    </>
  );
}
