import { Text } from "@mantine/core";
import type { Creator } from "@xa/core/creators/creators";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { AccountName } from "../../components/account-name.tsx";
import type { DataColumn } from "../../components/data-table/data-column.ts";
import { DataTable } from "../../components/data-table/lazy-data-table.tsx";
import { useFormatters } from "../../format/use-formatters.ts";
import { CreatorSignals } from "./creator-signals.tsx";

/** The ranked creators: each column with its unit, sortable on a header click; rows selectable for a list. */
export function CreatorsTable({
  creators,
  onSelectionChange,
  onShowMore,
  hasMore,
  loadingMore,
}: {
  creators: readonly Creator[];
  onSelectionChange: (rows: Creator[]) => void;
  onShowMore: () => void;
  hasMore: boolean;
  loadingMore: boolean;
}) {
  const { t } = useTranslation();
  const f = useFormatters();
  const columns = useMemo((): DataColumn<Creator>[] => {
    // Rates are small: a percentage with two decimals, 0.0012 → 0.12%.
    const percent = (r: number | null) => (r === null ? t("creators.notKnown") : `${f.number(r * 100)}%`);
    return [
      {
        id: "account",
        header: t("creators.columns.account"),
        value: (c) => c.handle ?? c.name ?? c.id,
        cell: (c) => <AccountName account={c} />,
      },
      {
        id: "matching_posts",
        header: t("creators.columns.matching_posts"),
        description: t("creators.columnHelp.matching_posts"),
        value: (c) => c.matching_posts,
        cell: (c) => t("creators.postsOf", { count: c.posts, matching: f.number(c.matching_posts) }),
        align: "right",
      },
      {
        id: "relevance",
        header: t("creators.columns.relevance"),
        description: t("creators.columnHelp.relevance"),
        value: (c) => c.relevance,
        cell: (c) => f.share(c.relevance),
        align: "right",
      },
      {
        id: "engagement_rate",
        header: t("creators.columns.engagement_rate"),
        description: t("creators.columnHelp.engagement_rate"),
        value: (c) => c.engagement_rate,
        cell: (c) => percent(c.engagement_rate),
        align: "right",
      },
      {
        id: "audience_fit",
        header: t("creators.columns.audience_fit"),
        description: t("creators.columnHelp.audience_fit"),
        value: (c) => c.audience_fit,
        cell: (c) => (
          <>
            <Text size="sm">{c.audience_fit === null ? t("creators.notKnown") : f.share(c.audience_fit)}</Text>
            <Text size="xs" c="dimmed">
              {t("creators.fitOf", { count: c.store_followers, inside: f.number(c.audience_followers) })}
            </Text>
          </>
        ),
        align: "right",
      },
      {
        id: "growth",
        header: t("creators.columns.growth"),
        description: t("creators.columnHelp.growth"),
        value: (c) => c.growth?.rate ?? null,
        cell: (c) =>
          c.growth === null ? (
            <Text size="sm" c="dimmed">
              {t("creators.notKnown")}
            </Text>
          ) : (
            <>
              <Text size="sm">{f.signed(c.growth.change)}</Text>
              <Text size="xs" c="dimmed">
                {c.growth.rate === null ? "" : `${f.signed(Math.round(c.growth.rate * 1000) / 10)}% · `}
                {f.date(c.growth.from_day)} – {f.date(c.growth.to_day)}
              </Text>
            </>
          ),
        align: "right",
      },
      {
        id: "posts_per_week",
        header: t("creators.columns.posts_per_week"),
        description: t("creators.columnHelp.posts_per_week"),
        value: (c) => c.posts_per_week,
        cell: (c) => f.number(c.posts_per_week),
        align: "right",
      },
      {
        id: "followers",
        header: t("creators.columns.followers"),
        description: t("creators.columnHelp.followers"),
        value: (c) => c.followers_count,
        cell: (c) => (c.followers_count === null ? t("creators.notKnown") : f.number(c.followers_count)),
        align: "right",
      },
      {
        id: "signals",
        header: t("creators.columns.signals"),
        description: t("creators.columnHelp.signals"),
        value: (c) => Object.values(c.signals).filter((s) => s.raised).length,
        cell: (c) => <CreatorSignals signals={c.signals} />,
      },
    ];
  }, [t, f]);
  return (
    <DataTable
      data={creators}
      columns={columns}
      label={t("creators.tableLabel")}
      getRowId={(c) => c.id}
      onSelectionChange={onSelectionChange}
      onShowMore={onShowMore}
      hasMore={hasMore}
      loadingMore={loadingMore}
    />
  );
}
