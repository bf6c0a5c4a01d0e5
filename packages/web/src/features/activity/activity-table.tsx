import { Button, Stack, Table, Text } from "@mantine/core";
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import type { ActivityEntry } from "@xa/core/activity/activity-contract";
import { useTranslation } from "react-i18next";
import { EmptyState, ErrorState, LoadingState } from "../../components/page-states.tsx";

type Page = { count: number; results: ActivityEntry[] };

/** A list of activity entries with its loading, error and empty states and 'Show more'. */
export function ActivityTable({ query }: { query: UseInfiniteQueryResult<InfiniteData<Page>> }) {
  const { t } = useTranslation();
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const rows = query.data.pages.flatMap((p) => p.results);
  const total = query.data.pages[0]?.count ?? 0;
  if (rows.length === 0) return <EmptyState title={t("activity.empty")} description={t("activity.emptyBody")} />;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t("activity.count", { count: total })}
      </Text>
      <Table.ScrollContainer minWidth={560}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("activity.when")}</Table.Th>
              <Table.Th>{t("activity.action")}</Table.Th>
              <Table.Th>{t("activity.context")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((entry) => (
              <Table.Tr key={entry.id} data-testid="activity-entry">
                <Table.Td style={{ whiteSpace: "nowrap" }}>{entry.action_at} UTC</Table.Td>
                <Table.Td>{t(`activity.actions.${entry.action}`)}</Table.Td>
                <Table.Td>{entry.context}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {query.hasNextPage && (
        <Button variant="default" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
          {t("activity.showMore")}
        </Button>
      )}
    </Stack>
  );
}
