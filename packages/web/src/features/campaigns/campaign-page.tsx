import { Anchor, Badge, Button, Group, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import type { AdSet } from "@xa/core/campaigns/adset-entities";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { EmptyState, ErrorState, LoadingState } from "../../components/page-states.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import { useFormatters } from "../../format/use-formatters.ts";
import { useCurrentTeam } from "../../session/current-team.tsx";
import { AdsetForm } from "./adset-form.tsx";
import { CampaignAds } from "./campaign-ads.tsx";
import { CampaignResults } from "./campaign-results.tsx";
import { useAdsetsQuery, useCampaignQuery } from "./use-campaigns.ts";

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </Stack>
  );
}

/** `/:teamId/campaigns/:id`: a campaign's settings and its ad sets, and the way to add one. */
export function CampaignPage() {
  const { t } = useTranslation();
  const f = useFormatters();
  const team = useCurrentTeam();
  const id = Number(useParams().id);
  const campaign = useCampaignQuery(id);
  const adsets = useAdsetsQuery(id);
  const [adding, setAdding] = useState(false);
  usePageTitle(campaign.data?.name ?? t("pages.campaigns"));
  const back = (
    <Anchor component={Link} to={`/${encodeURIComponent(team.slug)}/campaigns`} size="sm">
      {t("campaigns.back")}
    </Anchor>
  );
  if (campaign.isPending) return <LoadingState />;
  if (campaign.isError)
    return (
      <Stack>
        {back}
        <ErrorState error={campaign.error} onRetry={() => void campaign.refetch()} />
      </Stack>
    );
  const c = campaign.data;
  const money = (value: number | null) => (value === null ? "—" : `${f.number(value)} ${c.currency}`);
  const bid = (s: AdSet) =>
    s.bid_strategy === "AUTO"
      ? t("campaigns.adsets.bidStrategies.AUTO")
      : `${t(`campaigns.adsets.bidStrategies.${s.bid_strategy}`)} ${money(s.bid_amount)}`;
  const add = <Button onClick={() => setAdding(true)}>{t("campaigns.adsets.add")}</Button>;

  return (
    <Stack gap="lg">
      {back}
      <Group justify="space-between">
        <Group gap="sm">
          <Title order={1}>{c.name}</Title>
          <Badge variant="light">{t(`campaigns.statuses.${c.effective_status}`)}</Badge>
        </Group>
        {add}
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Fact label={t("campaigns.columns.objective")} value={t(`campaigns.objectives.${c.objective}`)} />
        <Fact label={t("campaigns.columns.account")} value={`${c.ad_account_name} (${c.ad_account_id})`} />
        <Fact label={t("campaigns.columns.start")} value={f.date(c.start_time, true)} />
        <Fact label={t("campaigns.columns.end")} value={c.end_time ? f.date(c.end_time, true) : t("campaigns.noEnd")} />
        <Fact label={t("campaigns.columns.daily")} value={money(c.daily_budget)} />
        <Fact label={t("campaigns.columns.lifetime")} value={money(c.lifetime_budget)} />
        <Fact label={t("campaigns.columns.impressions")} value={f.number(c.impressions)} />
        <Fact label={t("campaigns.columns.spent")} value={money(c.spent)} />
      </SimpleGrid>
      <Title order={2} size="h3">
        {t("campaigns.adsets.title")}
      </Title>
      {adsets.isPending ? (
        <LoadingState />
      ) : adsets.isError ? (
        <ErrorState error={adsets.error} onRetry={() => void adsets.refetch()} />
      ) : adsets.data.length === 0 ? (
        <EmptyState
          title={t("campaigns.adsets.emptyTitle")}
          description={t("campaigns.adsets.emptyBody")}
          action={add}
        />
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table aria-label={t("campaigns.adsets.title")} verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("campaigns.adsets.name")}</Table.Th>
                <Table.Th>{t("campaigns.columns.status")}</Table.Th>
                <Table.Th>{t("campaigns.adsets.audience")}</Table.Th>
                <Table.Th>{t("campaigns.adsets.targets")}</Table.Th>
                <Table.Th>{t("campaigns.adsets.placements")}</Table.Th>
                <Table.Th>{t("campaigns.adsets.bidStrategy")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {adsets.data.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>{s.name}</Table.Td>
                  <Table.Td>{t(`campaigns.statuses.${s.status}`)}</Table.Td>
                  <Table.Td>{s.audience_name ?? t("campaigns.adsets.audienceDeleted")}</Table.Td>
                  <Table.Td>
                    {t("campaigns.adsets.targetCounts", {
                      keywords: s.targeting.keywords.length,
                      handles: s.targeting.handles.length,
                      countries: s.targeting.countries.length,
                    })}
                  </Table.Td>
                  <Table.Td>{s.placements.map((p) => t(`campaigns.adsets.placementNames.${p}`)).join(", ")}</Table.Td>
                  <Table.Td>{bid(s)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <CampaignAds team={team.slug} campaign={c.id} canManage={c.can_manage} adsets={adsets.data ?? []} />
      {adding && <AdsetForm team={team.slug} campaign={c.id} currency={c.currency} onClose={() => setAdding(false)} />}
      <CampaignResults campaign={c.id} />
    </Stack>
  );
}
