import { Group, Select, Stack, Text, Title } from "@mantine/core";
import { countryName } from "@xa/core/i18n/display-names";
import type { FollowerSnapshot, UnfollowedMember } from "@xa/core/premium/audience-contract";
import type { PremiumAccount } from "@xa/core/premium/premium-contract";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { AccountName } from "../../components/account-name.tsx";
import type { DataColumn } from "../../components/data-table/data-column.ts";
import { DataTable } from "../../components/data-table/lazy-data-table.tsx";
import { EmptyState, ErrorState, LoadingState } from "../../components/page-states.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import { useFormatters } from "../../format/use-formatters.ts";
import { useFollowerSnapshots, useUnfollowed } from "./audience-api.ts";
import { useFollowConfirm } from "./follow-confirm.tsx";
import { PremiumGate } from "./premium-gate.tsx";

/** `/premium-suite/unfollowed`: who stopped following the account between two of its follower snapshots. */
export function UnfollowedPage() {
  const { t } = useTranslation();
  usePageTitle(t("pages.unfollowed"));
  return (
    <Stack gap="lg">
      <Title order={1}>{t("pages.unfollowed")}</Title>
      <PremiumGate>{(account) => <Unfollowed key={account.id} account={account} />}</PremiumGate>
    </Stack>
  );
}

function Unfollowed({ account }: { account: PremiumAccount }) {
  const { t } = useTranslation();
  const snapshots = useFollowerSnapshots(account.id);
  if (snapshots.isPending) return <LoadingState />;
  if (snapshots.isError) return <ErrorState error={snapshots.error} onRetry={() => void snapshots.refetch()} />;
  const list = snapshots.data.snapshots;
  return (
    <Stack gap="md">
      <Text c="dimmed">{t("premium.unfollowed.intro", { handle: account.username })}</Text>
      {list.length < 2 ? (
        <EmptyState
          title={t("premium.unfollowed.oneSnapshotTitle")}
          description={t("premium.unfollowed.oneSnapshotBody")}
        />
      ) : (
        <Between account={account} snapshots={list} />
      )}
    </Stack>
  );
}

function Between({ account, snapshots }: { account: PremiumAccount; snapshots: FollowerSnapshot[] }) {
  const { t, i18n } = useTranslation();
  const f = useFormatters();
  // Newest first: by default, the newest snapshot against the one before it.
  const [from, setFrom] = useState<number>((snapshots[1] as FollowerSnapshot).id);
  const [to, setTo] = useState<number>((snapshots[0] as FollowerSnapshot).id);
  const gone = useUnfollowed(account.id, from, to);
  const follow = useFollowConfirm(account.id);
  const rows = useMemo(() => gone.data?.pages.flatMap((p) => p.results) ?? [], [gone.data]);
  const count = gone.data?.pages[0]?.count ?? 0;
  const label = (s: FollowerSnapshot) =>
    t("premium.unfollowed.snapshotLabel", {
      date: f.date(s.taken_at, true),
      followers: f.number(s.followers),
      reason: t(`premium.unfollowed.reasons.${s.reason}`),
    });
  const options = snapshots.map((s) => ({ value: String(s.id), label: label(s) }));
  const none = t("premium.audience.notKnown");
  const columns: DataColumn<UnfollowedMember>[] = [
    {
      id: "account",
      header: t("premium.audience.columns.account"),
      value: (m) => m.handle ?? m.id,
      cell: (m) => <AccountName account={m} />,
    },
    {
      id: "followers_count",
      header: t("premium.audience.columns.followers"),
      value: (m) => m.followers_count,
      cell: (m) => (m.followers_count === null ? none : f.number(m.followers_count)),
      align: "right",
    },
    {
      id: "country",
      header: t("premium.audience.columns.country"),
      value: (m) => (m.country ? countryName(m.country, i18n.language) : none),
    },
    {
      id: "last_seen",
      header: t("premium.unfollowed.lastSeen"),
      description: t("premium.unfollowed.lastSeenHint"),
      value: (m) => m.last_seen.taken_at,
      cell: (m) => f.date(m.last_seen.taken_at, true),
    },
    {
      id: "missing_since",
      header: t("premium.unfollowed.missingSince"),
      description: t("premium.unfollowed.missingSinceHint"),
      value: (m) => m.missing_since.taken_at,
      cell: (m) => f.date(m.missing_since.taken_at, true),
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
      <Group align="flex-end">
        <Select
          label={t("premium.unfollowed.from")}
          value={String(from)}
          onChange={(v) => v && setFrom(Number(v))}
          data={options}
          allowDeselect={false}
          w={340}
        />
        <Select
          label={t("premium.unfollowed.to")}
          value={String(to)}
          onChange={(v) => v && setTo(Number(v))}
          data={options}
          allowDeselect={false}
          w={340}
        />
      </Group>
      {follow.error}
      {from >= to ? (
        <EmptyState title={t("premium.unfollowed.orderTitle")} description={t("premium.unfollowed.orderBody")} />
      ) : gone.isPending ? (
        <LoadingState />
      ) : gone.isError ? (
        <ErrorState error={gone.error} onRetry={() => void gone.refetch()} />
      ) : count === 0 ? (
        <EmptyState title={t("premium.unfollowed.noneTitle")} description={t("premium.unfollowed.noneBody")} />
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t("premium.unfollowed.count", { count, formatted: f.number(count) })}
          </Text>
          <DataTable
            data={rows}
            columns={columns}
            label={t("premium.unfollowed.tableLabel", { handle: account.username })}
            getRowId={(m) => m.id}
            onShowMore={() => void gone.fetchNextPage()}
            hasMore={gone.hasNextPage}
            loadingMore={gone.isFetchingNextPage}
          />
        </>
      )}
      {follow.dialog}
    </Stack>
  );
}
