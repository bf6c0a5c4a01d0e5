import { Button, Group, Table, VisuallyHidden } from "@mantine/core";
import type { AdSet } from "@xa/core/campaigns/adset-entities";
import type { Campaign } from "@xa/core/campaigns/campaign-entities";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState, ErrorState, LoadingState } from "../../components/page-states.tsx";
import { useFormatters } from "../../format/use-formatters.ts";
import type { useAdsetsQuery } from "./use-campaigns.ts";

/** A campaign's ad sets: what each targets, where it shows and how it bids; Edit and Delete for those who may manage it. */
export function CampaignAdsets({
  campaign,
  adsets,
  add,
  onEdit,
  onDelete,
}: {
  campaign: Campaign;
  adsets: ReturnType<typeof useAdsetsQuery>;
  add: ReactNode;
  onEdit: (adset: AdSet) => void;
  onDelete: (adset: AdSet) => void;
}) {
  const { t } = useTranslation();
  const f = useFormatters();
  const money = (value: number | null) => (value === null ? "—" : `${f.number(value)} ${campaign.currency}`);
  const bid = (s: AdSet) =>
    s.bid_strategy === "AUTO"
      ? t("campaigns.adsets.bidStrategies.AUTO")
      : `${t(`campaigns.adsets.bidStrategies.${s.bid_strategy}`)} ${money(s.bid_amount)}`;
  if (adsets.isPending) return <LoadingState />;
  if (adsets.isError) return <ErrorState error={adsets.error} onRetry={() => void adsets.refetch()} />;
  if (adsets.data.length === 0)
    return (
      <EmptyState title={t("campaigns.adsets.emptyTitle")} description={t("campaigns.adsets.emptyBody")} action={add} />
    );
  return (
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
            {campaign.can_manage && (
              <Table.Th>
                <VisuallyHidden>{t("campaigns.adsets.actions")}</VisuallyHidden>
              </Table.Th>
            )}
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
                  keywords: t("campaigns.adsets.keywordCount", { count: s.targeting.keywords.length }),
                  handles: t("campaigns.adsets.handleCount", { count: s.targeting.handles.length }),
                  countries: t("campaigns.adsets.countryCount", { count: s.targeting.countries.length }),
                })}
              </Table.Td>
              <Table.Td>{s.placements.map((p) => t(`campaigns.adsets.placementNames.${p}`)).join(", ")}</Table.Td>
              <Table.Td>{bid(s)}</Table.Td>
              {campaign.can_manage && (
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => onEdit(s)}
                      aria-label={t("campaigns.adsets.editOf", { name: s.name })}
                    >
                      {t("campaigns.adsets.edit")}
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={() => onDelete(s)}
                      aria-label={t("campaigns.adsets.deleteOf", { name: s.name })}
                    >
                      {t("campaigns.adsets.delete")}
                    </Button>
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
