import { Alert, Badge, Button, Code, Group, Spoiler, Stack, Table, Text, Title } from "@mantine/core";
import type { ClientErrorGroup } from "@xa/core/events/client-errors-contract";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { EmptyState, ErrorState, LoadingState } from "../../components/page-states.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import { formatDate, formatNumber } from "../../format/format-values.ts";
import { useCurrentUser } from "../../session/current-user.tsx";
import { useClientErrorsQuery } from "./use-client-errors-query.ts";

/** Messages one page lists. */
const PAGE_SIZE = 50;

function ErrorRow({ group }: { group: ClientErrorGroup }) {
  const { t, i18n } = useTranslation();
  const { latest } = group;
  return (
    <Table.Tr data-testid="client-error">
      <Table.Td>
        <Stack gap={4}>
          <Text fw={600} style={{ wordBreak: "break-word" }}>
            {group.message}
          </Text>
          <Group gap="xs">
            <Badge variant="light">{t(`clientErrors.source.${latest.source}`)}</Badge>
            <Text size="xs" c="dimmed">
              {t("clientErrors.release", { release: latest.release })}
            </Text>
          </Group>
          <Text size="xs" c="dimmed" style={{ wordBreak: "break-all" }}>
            {latest.url}
          </Text>
          <Text size="xs" c="dimmed">
            {latest.user_email ?? t("clientErrors.signedOut")} · {latest.user_agent}
          </Text>
          {latest.stack && (
            <Spoiler maxHeight={0} showLabel={t("clientErrors.showStack")} hideLabel={t("clientErrors.hideStack")}>
              <Code block>{latest.stack}</Code>
            </Spoiler>
          )}
        </Stack>
      </Table.Td>
      <Table.Td style={{ textAlign: "right" }}>{formatNumber(group.count, i18n.language)}</Table.Td>
      <Table.Td style={{ textAlign: "right" }}>
        {t("clientErrors.users", { count: group.users, n: formatNumber(group.users, i18n.language) })}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{formatDate(group.last_seen, i18n.language, true)}</Text>
        <Text size="xs" c="dimmed">
          {t("clientErrors.since", { date: formatDate(group.first_seen, i18n.language, true) })}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

function ClientErrorsReport() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const offset = Math.max(0, Number(params.get("offset")) || 0);
  const query = useClientErrorsQuery({ limit: PAGE_SIZE, offset });
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const { count, results } = query.data;
  if (count === 0) return <EmptyState title={t("clientErrors.empty")} description={t("clientErrors.emptyBody")} />;
  const go = (to: number) => setParams(to > 0 ? { offset: String(to) } : {}, { replace: true });
  const n = (value: number) => formatNumber(value, i18n.language);
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" data-testid="client-errors-count">
        {t("clientErrors.shown", {
          count,
          from: n(Math.min(offset + 1, count)),
          to: n(offset + results.length),
          total: n(count),
        })}
      </Text>
      <Table.ScrollContainer minWidth={640}>
        <Table striped verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("clientErrors.message")}</Table.Th>
              <Table.Th style={{ textAlign: "right" }}>{t("clientErrors.count")}</Table.Th>
              <Table.Th style={{ textAlign: "right" }}>{t("clientErrors.people")}</Table.Th>
              <Table.Th>{t("clientErrors.lastSeen")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {results.map((group) => (
              <ErrorRow key={group.message} group={group} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group>
        <Button variant="default" disabled={offset === 0} onClick={() => go(Math.max(0, offset - PAGE_SIZE))}>
          {t("clientErrors.previous")}
        </Button>
        <Button variant="default" disabled={offset + PAGE_SIZE >= count} onClick={() => go(offset + PAGE_SIZE)}>
          {t("clientErrors.next")}
        </Button>
      </Group>
    </Stack>
  );
}

/** /:teamId/client-errors — staff: what broke in users' browsers, by message, the most recently seen first. */
export function ClientErrorsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  usePageTitle(t("clientErrors.title"));
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t("clientErrors.title")}</Title>
        <Text c="dimmed">{t("clientErrors.intro")}</Text>
      </div>
      {user.is_staff ? (
        <ClientErrorsReport />
      ) : (
        <Alert color="yellow" title={t("clientErrors.staffOnly")} data-testid="staff-only" />
      )}
    </Stack>
  );
}
