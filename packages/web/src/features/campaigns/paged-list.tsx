import { Button, Group, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { ErrorState, LoadingState } from "../../components/page-states.tsx";

/** What the list needs of an infinite query: its state and the way to the next page. */
type PagedQuery = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
};

/**
 * A library list loaded a page at a time: loading, error with retry, `empty` when no row came,
 * else the rows and a button for the next page while there is one.
 */
export function PagedList({
  query,
  rows,
  empty,
  moreLabel,
  children,
}: {
  query: PagedQuery;
  rows: number;
  empty: ReactNode;
  moreLabel: string;
  children: ReactNode;
}) {
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (rows === 0) return empty;
  return (
    <Stack>
      {children}
      {query.hasNextPage && (
        <Group justify="center">
          <Button variant="default" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            {moreLabel}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
