import { Badge, Button, Group, NativeSelect, Stack, Text, TextInput, Title } from "@mantine/core";
import { COMMUNITY_ORDERS, type CommunityOrder } from "@xa/core/communities/community-entities";
import { type FormEvent, type ReactNode, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { DataTable } from "../../components/data-table/data-table.tsx";
import { EmptyState, ErrorState, LoadingState } from "../../components/page-states.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import { useFormatters } from "../../format/use-formatters.ts";
import { useCurrentTeam } from "../../session/current-team.tsx";
import { communityColumns } from "./community-columns.tsx";
import { useCommunitiesQuery } from "./use-communities.ts";

const orderOf = (value: string | null): CommunityOrder => COMMUNITY_ORDERS.find((order) => order === value) ?? "posts";

/** `/:teamId/communities`: the X communities the store holds posts of, searchable; the search is kept in the link. */
export function CommunitiesPage() {
  const { t } = useTranslation();
  usePageTitle(t("pages.communities"));
  const team = useCurrentTeam();
  const f = useFormatters();
  const [params, setParams] = useSearchParams();
  const q = params.get("q")?.trim().slice(0, 100) ?? "";
  const order = orderOf(params.get("order"));
  const [draft, setDraft] = useState(q);
  const query = useCommunitiesQuery({ ...(q ? { q } : {}), order });
  const rows = useMemo(() => query.data?.pages.flatMap((p) => p.results) ?? [], [query.data]);
  const total = query.data?.pages[0]?.count ?? 0;
  const columns = useMemo(() => communityColumns(t, f), [t, f]);
  const demo = rows.some((c) => c.demo);

  const update = (next: { q?: string; order?: CommunityOrder }) => {
    const merged = { q, order, ...next };
    const search = new URLSearchParams();
    if (merged.q) search.set("q", merged.q);
    if (merged.order !== "posts") search.set("order", merged.order);
    setParams(search, { replace: true });
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    update({ q: draft.trim() });
  };

  let body: ReactNode;
  if (query.isPending) body = <LoadingState />;
  else if (query.isError) body = <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  else if (rows.length === 0 && !q)
    body = (
      <EmptyState
        title={t("communities.emptyTitle")}
        description={t("communities.emptyBody")}
        action={
          <Button component={Link} to={`/${encodeURIComponent(team.slug)}/data`} variant="default" size="sm">
            {t("communities.toData")}
          </Button>
        }
      />
    );
  else
    body = (
      <DataTable
        data={rows}
        columns={columns}
        label={t("communities.tableLabel")}
        getRowId={(c) => c.id}
        onShowMore={() => void query.fetchNextPage()}
        hasMore={query.hasNextPage}
        loadingMore={query.isFetchingNextPage}
        emptyLabel={t("communities.noMatch", { q })}
      />
    );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="baseline">
        <Title order={1}>{t("pages.communities")}</Title>
        {demo && (
          <Badge color="orange" variant="light">
            {t("demoData.badge")}
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {t("communities.intro")}
      </Text>
      <Group
        align="flex-end"
        component="form"
        onSubmit={search}
        role="search"
        aria-label={t("communities.searchLabel")}
      >
        <TextInput
          label={t("communities.search")}
          placeholder={t("communities.searchPlaceholder")}
          value={draft}
          maxLength={100}
          onChange={(e) => setDraft(e.currentTarget.value)}
          w={280}
        />
        <Button type="submit" variant="default">
          {t("communities.searchButton")}
        </Button>
        <NativeSelect
          label={t("communities.order")}
          value={order}
          onChange={(e) => update({ order: orderOf(e.currentTarget.value) })}
          data={COMMUNITY_ORDERS.map((value) => ({ value, label: t(`communities.orders.${value}`) }))}
        />
        {query.isSuccess && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {t("communities.count", { count: total })}
          </Text>
        )}
      </Group>
      {body}
    </Stack>
  );
}
