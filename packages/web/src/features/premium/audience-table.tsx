import { Badge, Group, Select, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { countryName } from "@xa/core/i18n/display-names";
import { AUDIENCE_SORTS, type AudienceMember, type AudienceSort } from "@xa/core/premium/audience-contract";
import type { PremiumAccount } from "@xa/core/premium/premium-contract";
import type { TFunction } from "i18next";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { AccountName } from "../../components/account-name.tsx";
import type { DataColumn } from "../../components/data-table/data-column.ts";
import { DataTable } from "../../components/data-table/lazy-data-table.tsx";
import { EmptyState, ErrorState, LoadingState } from "../../components/page-states.tsx";
import { useFormatters } from "../../format/use-formatters.ts";
import { type AudienceSide, useAudience } from "./audience-api.ts";
import { AudienceExportButton } from "./audience-export-button.tsx";
import { useFollowConfirm } from "./follow-confirm.tsx";

/**
 * The account's followers or followings: search and order are the server's (a million rows are not
 * sorted in the browser), each row with its enrichment and a follow or unfollow button.
 */
export function AudienceTable({ side, account }: { side: AudienceSide; account: PremiumAccount }) {
  const { t, i18n } = useTranslation();
  const f = useFormatters();
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search.trim(), 300);
  const [sort, setSort] = useState<AudienceSort>("handle");
  const filters = { account: account.id, q, sort };
  const list = useAudience(side, filters);
  const follow = useFollowConfirm(account.id);
  const rows = useMemo(() => list.data?.pages.flatMap((p) => p.results) ?? [], [list.data]);
  const count = list.data?.pages[0]?.count ?? 0;
  const none = t("premium.audience.notKnown");

  const columns: DataColumn<AudienceMember>[] = [
    {
      id: "account",
      header: t("premium.audience.columns.account"),
      value: (m) => m.handle ?? m.id,
      cell: (m) => (
        <Group gap={6} wrap="nowrap">
          <div>
            <AccountName account={m} />
          </div>
          {m.verified && (
            <Badge size="xs" variant="light">
              {t("premium.audience.verified")}
            </Badge>
          )}
        </Group>
      ),
      sortable: false,
    },
    {
      id: "followers_count",
      header: t("premium.audience.columns.followers"),
      value: (m) => m.followers_count,
      cell: (m) => (m.followers_count === null ? none : f.number(m.followers_count)),
      align: "right",
      sortable: false,
    },
    {
      id: "following_count",
      header: t("premium.audience.columns.following"),
      value: (m) => m.following_count,
      cell: (m) => (m.following_count === null ? none : f.number(m.following_count)),
      align: "right",
      sortable: false,
    },
    {
      id: "country",
      header: t("premium.audience.columns.country"),
      value: (m) => (m.country ? countryName(m.country, i18n.language) : none),
      sortable: false,
    },
    { id: "city", header: t("premium.audience.columns.city"), value: (m) => m.city ?? none, sortable: false },
    {
      id: "gender",
      header: t("premium.audience.columns.gender"),
      value: (m) => genderText(m.gender, t),
      sortable: false,
    },
    {
      id: "age_band",
      header: t("premium.audience.columns.age"),
      value: (m) => (m.age_band && m.age_band !== "unknown" ? m.age_band : none),
      sortable: false,
    },
    {
      id: "account_type",
      header: t("premium.audience.columns.type"),
      value: (m) => typeText(m.account_type, t),
      sortable: false,
    },
    { id: "job_group", header: t("premium.audience.columns.job"), value: (m) => m.job_group ?? none, sortable: false },
    {
      id: "interests",
      header: t("premium.audience.columns.interests"),
      value: (m) => (m.interests.length ? m.interests.join(", ") : none),
      sortable: false,
    },
    {
      id: "followed_at",
      header: t("premium.audience.columns.followedAt"),
      value: (m) => (m.followed_at ? f.date(m.followed_at) : none),
      sortable: false,
    },
    {
      id: "mutual",
      header: side === "followers" ? t("premium.audience.columns.youFollow") : t("premium.audience.columns.followsYou"),
      value: (m) =>
        (side === "followers" ? m.you_follow : m.follows_you) ? t("premium.audience.yes") : t("premium.audience.no"),
      sortable: false,
    },
    {
      id: "action",
      header: t("premium.audience.columns.action"),
      value: () => null,
      cell: (m) => follow.button(m),
      sortable: false,
    },
  ];

  return (
    <Stack gap="sm">
      <Group align="flex-end" justify="space-between">
        <Group align="flex-end">
          <TextInput
            label={t("premium.audience.search")}
            placeholder={t("premium.audience.searchPlaceholder")}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            w={260}
          />
          <Select
            label={t("premium.audience.sortBy")}
            value={sort}
            onChange={(value) => value && setSort(value as AudienceSort)}
            data={AUDIENCE_SORTS.map((s) => ({ value: s, label: t(SORT_TEXT[s]) }))}
            allowDeselect={false}
            w={240}
          />
        </Group>
        <AudienceExportButton side={side} filters={filters} disabled={count === 0} />
      </Group>
      {follow.error}
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : count === 0 && q === "" ? (
        <EmptyState
          title={t(`premium.${side}.emptyTitle`, { handle: account.username })}
          description={t(`premium.${side}.emptyBody`)}
        />
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {q
              ? t("premium.audience.matching", { count, formatted: f.number(count), q })
              : t(`premium.${side}.count`, { count, formatted: f.number(count) })}
          </Text>
          <DataTable
            data={rows}
            columns={columns}
            label={t(`premium.${side}.tableLabel`, { handle: account.username })}
            getRowId={(m) => m.id}
            onShowMore={() => void list.fetchNextPage()}
            hasMore={list.hasNextPage}
            loadingMore={list.isFetchingNextPage}
            emptyLabel={t("premium.audience.noMatch", { q })}
          />
        </>
      )}
      {follow.dialog}
    </Stack>
  );
}

const SORT_TEXT = {
  "-followers_count": "premium.audience.sorts.followersCountDesc",
  followers_count: "premium.audience.sorts.followersCount",
  handle: "premium.audience.sorts.handle",
  "-handle": "premium.audience.sorts.handleDesc",
  "-followed_at": "premium.audience.sorts.followedAtDesc",
  followed_at: "premium.audience.sorts.followedAt",
} as const satisfies Record<AudienceSort, string>;

function genderText(gender: string | null, t: TFunction): string {
  if (gender === "female") return t("premium.audience.gender.female");
  if (gender === "male") return t("premium.audience.gender.male");
  return t("premium.audience.notKnown");
}

function typeText(type: string | null, t: TFunction): string {
  if (type === "person") return t("premium.audience.type.person");
  if (type === "organization") return t("premium.audience.type.organization");
  return t("premium.audience.notKnown");
}
