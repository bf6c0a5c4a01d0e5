import { Group, SegmentedControl, Select, Stack, Text, Title } from "@mantine/core";
import { countryName } from "@xa/core/i18n/display-names";
import { ENGAGEMENT_KINDS, ENGAGER_SORTS, type EngagementKind, type Engager } from "@xa/core/premium/engagers-contract";
import type { PremiumAccount } from "@xa/core/premium/premium-contract";
import { INTERESTS } from "@xa/core/social/interests";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { AccountName } from "../../components/account-name.tsx";
import type { DataColumn } from "../../components/data-table/data-column.ts";
import { DataTable } from "../../components/data-table/lazy-data-table.tsx";
import { EmptyState, ErrorState, LoadingState } from "../../components/page-states.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import { useFormatters } from "../../format/use-formatters.ts";
import { useFollowConfirm } from "./follow-confirm.tsx";
import { type EngagersFilter, useEngagersQuery } from "./posts-api.ts";
import { PremiumGate } from "./premium-gate.tsx";

const WINDOWS = [7, 30, 90] as const;
type Sort = (typeof ENGAGER_SORTS)[number];

/** `/engagers`: who engaged with the account's posts in a window, ranked, with what enrichment inferred. */
export function EngagersPage() {
  const { t } = useTranslation();
  usePageTitle(t("pages.engagers"));
  return (
    <Stack gap="lg">
      <Title order={1}>{t("pages.engagers")}</Title>
      <PremiumGate>{(account) => <Engagers account={account} />}</PremiumGate>
    </Stack>
  );
}

/** The window, kind and order live in the address. */
function useEngagersFilter(): [EngagersFilter, (patch: Record<string, string | null>) => void] {
  const [params, setParams] = useSearchParams();
  const days = Number(params.get("days"));
  const kind = params.get("kind");
  const sort = params.get("sort");
  const filter: EngagersFilter = {
    days: WINDOWS.includes(days as (typeof WINDOWS)[number]) ? days : 30,
    kind: ENGAGEMENT_KINDS.includes(kind as EngagementKind) ? (kind as EngagementKind) : undefined,
    sort: ENGAGER_SORTS.includes(sort as Sort) ? (sort as Sort) : "engagements",
  };
  const set = (patch: Record<string, string | null>) =>
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        for (const [key, value] of Object.entries(patch)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  return [filter, set];
}

// Columns the server ranks by, by the table's column ids.
const SORT_OF: Record<string, Sort> = {
  engagements: "engagements",
  likes: "likes",
  reposts: "reposts",
  replies: "replies",
  quotes: "quotes",
  followers_count: "followers",
};

function Engagers({ account }: { account: PremiumAccount }) {
  const { t, i18n } = useTranslation();
  const f = useFormatters();
  const [filter, setFilter] = useEngagersFilter();
  const engagers = useEngagersQuery(account.id, filter);
  const follow = useFollowConfirm(account.id);
  const language = i18n.language === "ja" ? "ja" : "en";
  const unknown = t("premium.engagers.unknown");

  const columns = useMemo((): DataColumn<Engager>[] => {
    const interest = new Map(INTERESTS.map((i) => [i.id, i[language]]));
    const count = (id: "engagements" | "likes" | "reposts" | "replies" | "quotes"): DataColumn<Engager> => ({
      id,
      header: t(`premium.engagers.${id}`),
      value: (e) => e[id],
      cell: (e) => f.number(e[id]),
      align: "right",
    });
    const fixed = (c: Omit<DataColumn<Engager>, "sortable">): DataColumn<Engager> => ({ ...c, sortable: false });
    return [
      fixed({
        id: "account",
        header: t("premium.engagers.account"),
        value: (e) => e.handle,
        cell: (e) => <AccountName account={e} />,
      }),
      count("engagements"),
      count("likes"),
      count("reposts"),
      count("replies"),
      count("quotes"),
      fixed({
        id: "posts",
        header: t("premium.engagers.posts"),
        value: (e) => e.posts,
        cell: (e) => f.number(e.posts),
        align: "right",
      }),
      fixed({
        id: "follows",
        header: t("premium.engagers.followsAccount"),
        value: (e) => (e.follows_account ? 1 : 0),
        cell: (e) => (e.follows_account ? t("premium.engagers.yes") : t("premium.engagers.no")),
      }),
      {
        id: "followers_count",
        header: t("premium.engagers.followers"),
        value: (e) => e.followers_count,
        cell: (e) => (e.followers_count === null ? unknown : f.number(e.followers_count)),
        align: "right",
      },
      fixed({
        id: "verified",
        header: t("premium.engagers.verified"),
        value: (e) => String(e.verified),
        cell: (e) =>
          e.verified === null ? unknown : e.verified ? t("premium.engagers.yes") : t("premium.engagers.no"),
      }),
      fixed({
        id: "country",
        header: t("premium.engagers.country"),
        value: (e) => e.country,
        cell: (e) => (e.country ? countryName(e.country, language) : unknown),
      }),
      fixed({ id: "city", header: t("premium.engagers.city"), value: (e) => e.city, cell: (e) => e.city ?? unknown }),
      fixed({
        id: "gender",
        header: t("premium.engagers.gender"),
        value: (e) => e.gender,
        cell: (e) =>
          t(`premium.engagers.genders.${e.gender === "female" || e.gender === "male" ? e.gender : "unknown"}`),
      }),
      fixed({
        id: "age_band",
        header: t("premium.engagers.ageBand"),
        value: (e) => e.age_band,
        cell: (e) => (e.age_band === "unknown" ? unknown : e.age_band),
      }),
      fixed({
        id: "account_type",
        header: t("premium.engagers.accountType"),
        value: (e) => e.account_type,
        cell: (e) =>
          t(
            `premium.engagers.accountTypes.${e.account_type === "person" || e.account_type === "organization" ? e.account_type : "unknown"}`,
          ),
      }),
      fixed({
        id: "job_group",
        header: t("premium.engagers.jobGroup"),
        value: (e) => e.job_group,
        cell: (e) => (e.job_group ? t(`targeting.jobGroups.${e.job_group}` as "targeting.jobGroups.Artist") : unknown),
      }),
      fixed({
        id: "interests",
        header: t("premium.engagers.interests"),
        value: (e) => e.interests.join(", "),
        cell: (e) => e.interests.map((i) => interest.get(i) ?? i).join(", "),
      }),
      fixed({
        id: "action",
        header: t("premium.audience.columns.action"),
        value: () => null,
        cell: (e) => follow.button(e),
      }),
    ];
  }, [t, f, language, unknown, follow.button]);

  const first = engagers.data?.pages[0];
  const rows = engagers.data?.pages.flatMap((p) => p.results) ?? [];
  const sortColumn = Object.entries(SORT_OF).find(([, s]) => s === filter.sort)?.[0] ?? "engagements";
  return (
    <Stack gap="md">
      <Text c="dimmed">{t("premium.engagers.intro", { handle: account.username })}</Text>
      <Group align="flex-end">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="engagers-window">
            {t("premium.engagers.window")}
          </Text>
          <SegmentedControl
            aria-labelledby="engagers-window"
            value={String(filter.days)}
            onChange={(value) => setFilter({ days: value })}
            data={WINDOWS.map((d) => ({ value: String(d), label: t("premium.engagers.days", { count: d }) }))}
          />
        </Stack>
        <Select
          label={t("premium.engagers.kind")}
          value={filter.kind ?? "all"}
          onChange={(value) => setFilter({ kind: value === "all" ? null : value })}
          allowDeselect={false}
          data={[
            { value: "all", label: t("premium.engagers.allKinds") },
            ...ENGAGEMENT_KINDS.map((k) => ({ value: k, label: t(`premium.engagers.kinds.${k}`) })),
          ]}
          w={200}
        />
      </Group>
      {follow.error}
      {engagers.isPending ? (
        <LoadingState />
      ) : engagers.isError ? (
        <ErrorState error={engagers.error} onRetry={() => void engagers.refetch()} />
      ) : (
        <>
          {first && (
            <Text size="sm" c="dimmed">
              {t("premium.engagers.method", {
                start: f.date(first.window.start),
                end: f.date(first.window.end),
                posts: f.number(first.posts),
              })}
            </Text>
          )}
          {first?.count === 0 ? (
            <EmptyState title={t("premium.engagers.emptyTitle")} description={t("premium.engagers.emptyBody")} />
          ) : (
            <>
              <Text size="sm">{t("premium.engagers.count", { count: first?.count ?? 0 })}</Text>
              <DataTable
                label={t("premium.engagers.tableLabel")}
                data={rows}
                columns={columns}
                getRowId={(e) => e.id}
                sort={{ id: sortColumn, desc: true }}
                onSortChange={(s) => setFilter({ sort: SORT_OF[s.id] ?? "engagements" })}
                onShowMore={() => void engagers.fetchNextPage()}
                hasMore={engagers.hasNextPage}
                loadingMore={engagers.isFetchingNextPage}
              />
            </>
          )}
        </>
      )}
      {follow.dialog}
    </Stack>
  );
}
