import { Anchor, Card, Group, SegmentedControl, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { PremiumAccount, PremiumAccountStats } from "@xa/core/premium/premium-contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { TimeSeriesChart } from "../../components/charts/time-series-chart.tsx";
import { EmptyState, ErrorState, LoadingState } from "../../components/page-states.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import { useFormatters } from "../../format/use-formatters.ts";
import { PayoutCard } from "./payout-card.tsx";
import { useAccountStats } from "./premium-api.ts";
import { PremiumGate } from "./premium-gate.tsx";

const WINDOWS = [7, 30, 90] as const;

/** `/premium-suite`: the connected account's figures over a window ending at its newest post. */
export function DashboardPage() {
  const { t } = useTranslation();
  usePageTitle(t("pages.premiumDashboard"));
  return (
    <Stack gap="lg">
      <Title order={1}>{t("pages.premiumDashboard")}</Title>
      <PremiumGate>{(account) => <Dashboard account={account} />}</PremiumGate>
    </Stack>
  );
}

function Dashboard({ account }: { account: PremiumAccount }) {
  const { t } = useTranslation();
  const [days, setDays] = useState<number>(30);
  const stats = useAccountStats(account.id, days);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Text c="dimmed">{t("premium.dashboard.intro", { handle: account.username })}</Text>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="premium-window">
            {t("premium.dashboard.window")}
          </Text>
          <SegmentedControl
            aria-labelledby="premium-window"
            value={String(days)}
            onChange={(value) => setDays(Number(value))}
            data={WINDOWS.map((d) => ({ value: String(d), label: t("premium.dashboard.days", { count: d }) }))}
          />
        </Stack>
      </Group>
      {stats.isPending ? (
        <LoadingState />
      ) : stats.isError ? (
        <ErrorState error={stats.error} onRetry={() => void stats.refetch()} />
      ) : (
        <DashboardView stats={stats.data} />
      )}
      <PayoutCard account={account} />
    </Stack>
  );
}

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Card withBorder padding="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Card>
  );
}

/** The dashboard's figures, daily chart and best post, each from the store. */
export function DashboardView({ stats: s }: { stats: PremiumAccountStats }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const none = t("premium.dashboard.notKnown");
  const a = s.account;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t("premium.dashboard.method", { start: f.date(s.window.start), end: f.date(s.window.end) })}
      </Text>
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <Figure
          label={t("premium.dashboard.followers")}
          value={a.followers_count === null ? none : f.number(a.followers_count)}
        />
        <Figure
          label={t("premium.dashboard.followersChange")}
          value={s.followers_change === null ? none : f.signed(s.followers_change)}
          hint={s.followers_change === null ? t("premium.dashboard.noSnapshots") : undefined}
        />
        <Figure label={t("premium.dashboard.posts")} value={f.number(s.posts)} />
        <Figure label={t("premium.dashboard.engagements")} value={f.number(s.engagements)} />
        <Figure
          label={t("premium.dashboard.engagementRate")}
          value={s.engagement_rate === null ? none : f.share(s.engagement_rate)}
          hint={t("premium.dashboard.engagementRateHint")}
        />
        <Figure
          label={t("premium.dashboard.median")}
          value={s.median_engagements === null ? none : f.number(s.median_engagements)}
        />
        <Figure label={t("premium.dashboard.followersInStore")} value={f.number(s.followers_in_store)} />
        <Figure label={t("premium.dashboard.followingInStore")} value={f.number(s.following_in_store)} />
      </SimpleGrid>
      {s.posts === 0 ? (
        <EmptyState title={t("premium.dashboard.noPostsTitle")} description={t("premium.dashboard.noPostsBody")} />
      ) : (
        <Card withBorder>
          <Title order={2} size="h4" mb="sm">
            {t("premium.dashboard.daily")}
          </Title>
          <TimeSeriesChart
            label={t("premium.dashboard.daily")}
            formatValue={f.number}
            interval="day"
            series={[
              {
                key: "engagements",
                label: t("premium.dashboard.engagements"),
                points: s.daily.map((d) => [`${d.day}T00:00:00Z`, d.engagements] as const),
              },
              {
                key: "posts",
                label: t("premium.dashboard.posts"),
                points: s.daily.map((d) => [`${d.day}T00:00:00Z`, d.posts] as const),
              },
            ]}
          />
        </Card>
      )}
      {s.top_post && (
        <Card withBorder>
          <Title order={2} size="h4" mb="xs">
            {t("premium.dashboard.topPost")}
          </Title>
          <Text style={{ whiteSpace: "pre-wrap" }}>{s.top_post.text}</Text>
          <Group gap="md" mt="xs">
            <Text size="sm" c="dimmed">
              {t("premium.dashboard.topPostEngagements", { n: f.number(s.top_post.engagements) })}
            </Text>
            {s.top_post.created_at && (
              <Text size="sm" c="dimmed">
                {f.date(s.top_post.created_at, true)}
              </Text>
            )}
            <Anchor component={Link} to={`/post/${encodeURIComponent(s.top_post.id)}`} size="sm">
              {t("premium.dashboard.openPost")}
            </Anchor>
          </Group>
        </Card>
      )}
    </Stack>
  );
}
