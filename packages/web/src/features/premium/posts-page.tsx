import { Anchor, Button, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { type AccountPost, POST_SORTS, type PostSort } from "@xa/core/premium/posts-contract";
import type { PremiumAccount } from "@xa/core/premium/premium-contract";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import type { DataColumn } from "../../components/data-table/data-column.ts";
import { DataTable } from "../../components/data-table/lazy-data-table.tsx";
import { EmptyState, ErrorState, LoadingState } from "../../components/page-states.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import { downloadBlob } from "../../download/download-blob.ts";
import { sheetsWorkbook } from "../../download/sheets-workbook.ts";
import { useFormatters } from "../../format/use-formatters.ts";
import { roundRatio } from "./post-ratio.ts";
import { fetchEveryPost, type PostsFilter, useAccountPostsQuery } from "./posts-api.ts";
import { PremiumGate } from "./premium-gate.tsx";

/** `/posts`: the account's own posts, sorted and searched by the server, each against its median post. */
export function PostsPage() {
  const { t } = useTranslation();
  usePageTitle(t("pages.posts"));
  return (
    <Stack gap="lg">
      <Title order={1}>{t("pages.posts")}</Title>
      <PremiumGate>{(account) => <Posts account={account} />}</PremiumGate>
    </Stack>
  );
}

const isSort = (value: string | null): value is PostSort => POST_SORTS.includes(value as PostSort);

/** The list's state lives in the address, so a sorted search can be shared. */
function usePostsFilter(): [PostsFilter, (patch: Partial<PostsFilter>) => void] {
  const [params, setParams] = useSearchParams();
  const sort = params.get("sort");
  const filter: PostsFilter = {
    q: params.get("q") ?? "",
    sort: isSort(sort) ? sort : "date",
    order: params.get("order") === "asc" ? "asc" : "desc",
  };
  const set = (patch: Partial<PostsFilter>) =>
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        for (const [key, value] of Object.entries(patch)) {
          if (value) next.set(key, String(value));
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  return [filter, set];
}

function Posts({ account }: { account: PremiumAccount }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const [filter, setFilter] = usePostsFilter();
  const [search, setSearch] = useState(filter.q ?? "");
  const [q] = useDebouncedValue(search.trim(), 300);
  const query = { ...filter, q: q || undefined };
  const posts = useAccountPostsQuery(account.id, query);
  const none = t("premium.posts.notKnown");

  const columns = useMemo(
    (): DataColumn<AccountPost>[] => [
      {
        id: "text",
        header: t("premium.posts.post"),
        value: (p) => p.text,
        sortable: false,
        width: "40%",
        cell: (p) => (
          <Anchor component={Link} to={`/post/${encodeURIComponent(p.id)}`} size="sm" lineClamp={2}>
            {p.text || p.id}
          </Anchor>
        ),
      },
      {
        id: "kind",
        header: t("premium.posts.kind"),
        value: (p) => t(`premium.posts.kinds.${p.kind}`),
        sortable: false,
      },
      {
        id: "date",
        header: t("premium.posts.date"),
        value: (p) => p.created_at,
        cell: (p) => (p.created_at ? f.date(p.created_at) : none),
      },
      {
        id: "engagements",
        header: t("premium.posts.engagements"),
        value: (p) => p.engagements,
        cell: (p) => f.number(p.engagements),
        align: "right",
      },
      {
        id: "likes",
        header: t("premium.posts.likes"),
        value: (p) => p.likes,
        cell: (p) => f.number(p.likes),
        align: "right",
        sortable: false,
      },
      {
        id: "views",
        header: t("premium.posts.views"),
        value: (p) => p.views,
        cell: (p) => (p.views === null ? none : f.number(p.views)),
        align: "right",
      },
      {
        id: "engagement_rate",
        header: t("premium.posts.engagementRate"),
        value: (p) => p.engagement_rate,
        cell: (p) => (p.engagement_rate === null ? none : f.share(p.engagement_rate)),
        align: "right",
      },
      {
        id: "vs_median",
        header: t("premium.posts.vsMedian"),
        value: (p) => p.vs_median,
        cell: (p) =>
          p.vs_median === null ? none : t("premium.posts.vsMedianValue", { ratio: f.number(roundRatio(p.vs_median)) }),
        align: "right",
        sortable: false,
      },
    ],
    [t, f, none],
  );

  const first = posts.data?.pages[0];
  const rows = posts.data?.pages.flatMap((p) => p.results) ?? [];
  return (
    <Stack gap="md">
      <Text c="dimmed">{t("premium.posts.intro", { handle: account.username })}</Text>
      <Group align="flex-end" justify="space-between">
        <TextInput
          label={t("premium.posts.search")}
          description={t("premium.posts.searchHint")}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setFilter({ q: e.currentTarget.value.trim() });
          }}
          w={320}
        />
        {first && first.count > 0 && <ExportButton account={account} filter={query} />}
      </Group>
      <Text size="sm" c="dimmed">
        {t("premium.posts.method")}
      </Text>
      {posts.isPending ? (
        <LoadingState />
      ) : posts.isError ? (
        <ErrorState error={posts.error} onRetry={() => void posts.refetch()} />
      ) : first && first.median.posts === 0 ? (
        <EmptyState title={t("premium.posts.emptyTitle")} description={t("premium.posts.emptyBody")} />
      ) : (
        <>
          {first && (
            <Text size="sm">
              {t("premium.posts.median", {
                count: first.median.posts,
                engagements: first.median.engagements === null ? none : f.number(first.median.engagements),
                rate: first.median.engagement_rate === null ? none : f.share(first.median.engagement_rate),
              })}
              {" · "}
              {t("premium.posts.count", { count: first.count })}
            </Text>
          )}
          <DataTable
            label={t("premium.posts.tableLabel")}
            data={rows}
            columns={columns}
            getRowId={(p) => p.id}
            sort={{ id: filter.sort ?? "date", desc: filter.order !== "asc" }}
            onSortChange={(s) => setFilter({ sort: s.id as PostSort, order: s.desc ? "desc" : "asc" })}
            onShowMore={() => void posts.fetchNextPage()}
            hasMore={posts.hasNextPage}
            loadingMore={posts.isFetchingNextPage}
            emptyLabel={t("premium.posts.noMatch")}
          />
        </>
      )}
    </Stack>
  );
}

/** Every post the search finds, in the order shown, as an XLSX sheet. */
function ExportButton({ account, filter }: { account: PremiumAccount; filter: PostsFilter }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const save = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const posts = await fetchEveryPost(account.id, filter);
      const blob = await sheetsWorkbook([
        {
          name: t("premium.posts.sheetName"),
          columns: [
            "id",
            t("premium.posts.date"),
            t("premium.posts.kind"),
            t("premium.posts.post"),
            t("premium.post.likes"),
            t("premium.post.reposts"),
            t("premium.post.replies"),
            t("premium.post.quotes"),
            t("premium.posts.engagements"),
            t("premium.posts.views"),
            t("premium.posts.engagementRate"),
            t("premium.posts.vsMedian"),
          ],
          rows: posts.map((p) => [
            p.id,
            p.created_at,
            t(`premium.posts.kinds.${p.kind}`),
            p.text,
            p.likes,
            p.reposts,
            p.replies,
            p.quotes,
            p.engagements,
            p.views,
            p.engagement_rate,
            p.vs_median,
          ]),
          percent: [10],
        },
      ]);
      downloadBlob(blob, `posts-${account.username || account.id}.xlsx`);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" loading={busy} onClick={() => void save()} color={failed ? "red" : undefined}>
      {failed ? t("premium.posts.exportFailed") : t("premium.posts.export")}
    </Button>
  );
}
