import { Anchor, Badge } from "@mantine/core";
import type { Campaign, CampaignStatus } from "@xa/core/campaigns/campaign-entities";
import type { TFunction } from "i18next";
import { Link } from "react-router";
import type { DataColumn } from "../../components/data-table/data-column.ts";
import type { Formatters } from "../../format/use-formatters.ts";

const STATUS_COLORS: Record<CampaignStatus, string> = {
  active: "green",
  scheduled: "blue",
  paused: "yellow",
  draft: "gray",
  halted: "red",
  expired: "dark",
};

const money = (f: Formatters, value: number | null, currency: string) =>
  value === null ? "—" : `${f.number(value)} ${currency}`;

/** The campaigns table's columns: every figure as the API answers it. */
export function campaignColumns(t: TFunction, f: Formatters): DataColumn<Campaign>[] {
  return [
    {
      id: "name",
      header: t("campaigns.columns.name"),
      value: (c) => c.name,
      cell: (c) => (
        <Anchor component={Link} to={String(c.id)} fw={500}>
          {c.name}
        </Anchor>
      ),
    },
    {
      id: "status",
      header: t("campaigns.columns.status"),
      value: (c) => c.effective_status,
      cell: (c) => (
        <Badge variant="light" color={STATUS_COLORS[c.effective_status]}>
          {t(`campaigns.statuses.${c.effective_status}`)}
        </Badge>
      ),
    },
    {
      id: "objective",
      header: t("campaigns.columns.objective"),
      value: (c) => t(`campaigns.objectives.${c.objective}`),
    },
    { id: "account", header: t("campaigns.columns.account"), value: (c) => c.ad_account_name },
    {
      id: "start",
      header: t("campaigns.columns.start"),
      value: (c) => c.start_time,
      cell: (c) => f.date(c.start_time),
    },
    {
      id: "end",
      header: t("campaigns.columns.end"),
      value: (c) => c.end_time,
      cell: (c) => (c.end_time ? f.date(c.end_time) : t("campaigns.noEnd")),
    },
    {
      id: "daily",
      header: t("campaigns.columns.daily"),
      value: (c) => c.daily_budget,
      cell: (c) => money(f, c.daily_budget, c.currency),
      align: "right",
    },
    {
      id: "lifetime",
      header: t("campaigns.columns.lifetime"),
      value: (c) => c.lifetime_budget,
      cell: (c) => money(f, c.lifetime_budget, c.currency),
      align: "right",
    },
    { id: "adGroups", header: t("campaigns.columns.adGroups"), value: (c) => c.ad_groups, align: "right" },
    { id: "ads", header: t("campaigns.columns.ads"), value: (c) => c.ads, align: "right" },
    {
      id: "impressions",
      header: t("campaigns.columns.impressions"),
      value: (c) => c.impressions,
      cell: (c) => f.number(c.impressions),
      align: "right",
    },
    {
      id: "spent",
      header: t("campaigns.columns.spent"),
      value: (c) => c.spent,
      cell: (c) => money(f, c.spent, c.currency),
      align: "right",
    },
  ];
}
