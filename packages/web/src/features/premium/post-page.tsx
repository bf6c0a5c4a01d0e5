import { Anchor, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import type { AccountPost, LivePostMetrics, PostPerformance } from "@xa/core/premium/posts-contract";
import type { PremiumAccount } from "@xa/core/premium/premium-contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { TimeSeriesChart } from "../../components/charts/time-series-chart.tsx";
import { EmptyState, ErrorState, LoadingState } from "../../components/page-states.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import { useFormatters } from "../../format/use-formatters.ts";
import { roundRatio } from "./post-ratio.ts";
import { useLivePostMetricsQuery, usePostPerformanceQuery } from "./posts-api.ts";
import { PremiumGate } from "./premium-gate.tsx";

/** `/post/:id`: one of the account's posts, its counts and where each comes from, over time, against the median. */
export function PostPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  usePageTitle(t("pages.post"));
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/posts" size="sm">
        {t("premium.post.back")}
      </Anchor>
      <Title order={1}>{t("pages.post")}</Title>
      <PremiumGate>{(account) => <Post account={account} id={id} />}</PremiumGate>
    </Stack>
  );
}

function Post({ account, id }: { account: PremiumAccount; id: string }) {
  const performance = usePostPerformanceQuery(account.id, id);
  if (performance.isPending) return <LoadingState />;
  if (performance.isError) return <ErrorState error={performance.error} onRetry={() => void performance.refetch()} />;
  return <PostView account={account} p={performance.data} />;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder padding="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="lg" fw={700}>
        {value}
      </Text>
    </Card>
  );
}

const COUNTS = ["likes", "reposts", "replies", "quotes"] as const;

function PostView({ account, p }: { account: PremiumAccount; p: PostPerformance }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const none = t("premium.post.notKnown");
  const post = p.post;
  return (
    <Stack gap="md">
      <Card withBorder>
        <Text style={{ whiteSpace: "pre-wrap" }}>{post.text}</Text>
        {post.created_at && (
          <Text size="sm" c="dimmed" mt="xs">
            {t("premium.post.posted", { date: f.date(post.created_at, true) })}
          </Text>
        )}
      </Card>
      <Stack gap={4}>
        <Title order={2} size="h4">
          {t("premium.post.fromStore")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("premium.post.fromStoreHint")}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        {COUNTS.map((k) => (
          <Figure key={k} label={t(`premium.post.${k}`)} value={f.number(post[k])} />
        ))}
        <Figure label={t("premium.post.engagements")} value={f.number(post.engagements)} />
        <Figure label={t("premium.post.views")} value={post.views === null ? none : f.number(post.views)} />
        <Figure
          label={t("premium.post.engagementRate")}
          value={post.engagement_rate === null ? none : f.share(post.engagement_rate)}
        />
      </SimpleGrid>
      <Card withBorder>
        <Title order={2} size="h4" mb="xs">
          {t("premium.post.median")}
        </Title>
        <Text size="sm">
          {t("premium.post.medianEngagements", {
            n: p.median.engagements === null ? none : f.number(p.median.engagements),
          })}
        </Text>
        <Text size="sm">
          {t("premium.post.medianRate", {
            rate: p.median.engagement_rate === null ? none : f.share(p.median.engagement_rate),
          })}
        </Text>
        <Text size="sm" fw={500} mt="xs">
          {post.vs_median === null
            ? t("premium.post.noMedian")
            : t("premium.post.vsMedian", { ratio: f.number(roundRatio(post.vs_median)) })}
        </Text>
      </Card>
      <OverTime p={p} />
      <LiveCounts account={account} post={post} />
    </Stack>
  );
}

function OverTime({ p }: { p: PostPerformance }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const dated = p.stored_engagements - p.undated_engagements;
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="xs">
        {t("premium.post.overTime")}
      </Title>
      {p.points.length === 0 ? (
        <EmptyState title={t("premium.post.noDatedTitle")} description={t("premium.post.noDatedBody")} />
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="sm">
            {t("premium.post.overTimeMethod", { interval: t(`premium.post.intervals.${p.interval}`), count: dated })}
          </Text>
          <TimeSeriesChart
            label={t("premium.post.chartLabel")}
            formatValue={f.number}
            interval={p.interval}
            series={COUNTS.map((k) => ({
              key: k,
              label: t(`premium.post.${k}`),
              points: p.points.map((point) => [point.at, point[k]] as const),
            }))}
          />
        </>
      )}
      {p.undated_engagements > 0 && (
        <Text size="sm" c="dimmed" mt="xs">
          {t("premium.post.undated", { count: p.undated_engagements })}
        </Text>
      )}
    </Card>
  );
}

/** The store's counters beside X's, asked only on request: each column says where it comes from. */
function LiveCounts({ account, post }: { account: PremiumAccount; post: AccountPost }) {
  const { t } = useTranslation();
  const [asked, setAsked] = useState(false);
  const live = useLivePostMetricsQuery(account.id, post.id, asked);
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="xs">
        {t("premium.post.live")}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t("premium.post.liveHint", { handle: account.username })}
      </Text>
      {!asked ? (
        <Group>
          <Button variant="default" onClick={() => setAsked(true)}>
            {t("premium.post.liveAsk")}
          </Button>
        </Group>
      ) : live.isPending ? (
        <LoadingState />
      ) : live.isError ? (
        <ErrorState error={live.error} onRetry={() => void live.refetch()} />
      ) : (
        <LiveTable post={post} live={live.data} />
      )}
    </Card>
  );
}

function LiveTable({ post, live }: { post: AccountPost; live: LivePostMetrics }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const none = t("premium.post.notKnown");
  const rows = [...COUNTS, "views"] as const;
  return (
    <Stack gap="xs">
      <Text size="sm">
        {t("premium.post.liveSource", {
          source: t(`premium.post.sources.${live.provider}`),
          date: f.date(live.fetched_at, true),
        })}
      </Text>
      <Table aria-label={t("premium.post.liveTable")} withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("premium.post.count")}</Table.Th>
            <Table.Th ta="right">{t("premium.post.store")}</Table.Th>
            <Table.Th ta="right">{t("premium.post.xNow")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((k) => (
            <Table.Tr key={k}>
              <Table.Td>{t(`premium.post.${k}`)}</Table.Td>
              <Table.Td ta="right">{post[k] === null ? none : f.number(post[k])}</Table.Td>
              <Table.Td ta="right">{live[k] === null ? none : f.number(live[k])}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
