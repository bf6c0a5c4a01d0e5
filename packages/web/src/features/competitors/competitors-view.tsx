import { Badge, Group, SimpleGrid, Stack, Table, Text } from "@mantine/core";
import type { CompetitorAnalysis } from "@xa/core/analysis/competitor-analysis";
import { useTranslation } from "react-i18next";
import { TimeSeriesChart } from "../../components/charts/time-series-chart.tsx";
import { useFormatters } from "../../format/use-formatters.ts";
import { BestPosts, ExclusiveFollowees } from "./competitor-lists.tsx";
import { COMPETITOR_COLORS, CompetitorName, handleOf, Section, TableBox } from "./competitor-section.tsx";
import { CompetitorsExportButton } from "./competitors-export-button.tsx";
import { DemographicsTable, DIMENSIONS } from "./demographics-table.tsx";
import { UpsetChart } from "./upset-chart.tsx";

/** Everything the comparison found: figures, overlap, posting over time, demographics, posts and accounts. */
export function CompetitorsView({ analysis: a }: { analysis: CompetitorAnalysis }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const rate = (r: number | null) => (r === null ? "—" : f.share(r));
  const series = (value: (p: CompetitorAnalysis["competitors"][number]["timeline"][number]) => number) =>
    a.competitors.map((c, i) => ({
      key: c.id,
      label: handleOf(c),
      color: COMPETITOR_COLORS[i],
      points: c.timeline.map((p): [string, number] => [p.t, value(p)]),
    }));
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Text size="sm" c="dimmed" maw={720}>
          {t("competitors.method", { start: f.date(a.start_date), end: f.date(a.end_date) })}
        </Text>
        <Group gap="xs">
          {a.demo_data && <Badge variant="light">{t("competitors.demoData")}</Badge>}
          <CompetitorsExportButton analysis={a} />
        </Group>
      </Group>
      <Section title={t("competitors.summaryTitle")} method={t("competitors.summaryMethod")}>
        <TableBox label={t("competitors.summaryTitle")}>
          <Table miw={720}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("competitors.account")}</Table.Th>
                <Table.Th ta="right">{t("competitors.followersCount")}</Table.Th>
                <Table.Th ta="right">{t("competitors.audience")}</Table.Th>
                <Table.Th ta="right">{t("competitors.unique")}</Table.Th>
                <Table.Th ta="right">{t("competitors.posts")}</Table.Th>
                <Table.Th ta="right">{t("competitors.shareOfVoice")}</Table.Th>
                <Table.Th ta="right">{t("competitors.engagementShare")}</Table.Th>
                <Table.Th ta="right">{t("competitors.engagementRate")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {a.competitors.map((c, i) => (
                <Table.Tr key={c.id}>
                  <Table.Td>
                    <CompetitorName competitor={c} index={i} />
                    {c.name && (
                      <Text size="xs" c="dimmed">
                        {c.name}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">{c.followers_count === null ? "—" : f.number(c.followers_count)}</Table.Td>
                  <Table.Td ta="right">{f.number(c.audience)}</Table.Td>
                  <Table.Td ta="right">
                    {f.number(c.unique)} ({f.share(c.unique_share)})
                  </Table.Td>
                  <Table.Td ta="right">{f.number(c.posts)}</Table.Td>
                  <Table.Td ta="right">{f.share(c.share_of_voice)}</Table.Td>
                  <Table.Td ta="right">{f.share(c.engagement_share)}</Table.Td>
                  <Table.Td ta="right">{rate(c.engagement_rate)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableBox>
      </Section>
      <Section
        title={t("competitors.overlapTitle")}
        method={t("competitors.overlapMethod", { union: f.number(a.union), count: a.competitors.length })}
      >
        {a.union === 0 ? (
          <Text size="sm">{t("competitors.noFollowers")}</Text>
        ) : (
          <UpsetChart competitors={a.competitors} regions={a.overlap} union={a.union} />
        )}
      </Section>
      <Section title={t("competitors.postsTitle")} method={t(`competitors.postsMethod.${a.interval}`)}>
        <TimeSeriesChart
          series={series((p) => p.posts)}
          label={t("competitors.postsTitle")}
          formatValue={f.number}
          interval={a.interval}
        />
      </Section>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <Section title={t("competitors.voiceTitle")} method={t("competitors.voiceMethod")}>
          <TimeSeriesChart
            series={series((p) => p.share_of_voice)}
            label={t("competitors.voiceTitle")}
            formatValue={f.share}
            interval={a.interval}
          />
        </Section>
        <Section title={t("competitors.rateTitle")} method={t("competitors.rateMethod")}>
          <TimeSeriesChart
            series={series((p) => p.engagement_rate ?? 0)}
            label={t("competitors.rateTitle")}
            formatValue={f.share}
            interval={a.interval}
          />
        </Section>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        {DIMENSIONS.map((dim) => (
          <DemographicsTable key={dim} dimension={dim} competitors={a.competitors} />
        ))}
      </SimpleGrid>
      <Section title={t("competitors.bestPostsTitle")} method={t("competitors.bestPostsMethod")}>
        <BestPosts competitors={a.competitors} />
      </Section>
      <Section
        title={t("competitors.exclusiveTitle")}
        method={
          a.exclusive_base < a.union
            ? t("competitors.exclusiveSampled", { read: f.number(a.exclusive_base), union: f.number(a.union) })
            : t("competitors.exclusiveMethod")
        }
      >
        <ExclusiveFollowees competitors={a.competitors} />
      </Section>
    </Stack>
  );
}
