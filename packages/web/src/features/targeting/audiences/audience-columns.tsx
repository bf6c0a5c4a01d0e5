import { Anchor, Text } from "@mantine/core";
import type { Audience } from "@xa/core/targeting/audience-contract";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { DataColumn } from "../../../components/data-table/data-column.ts";
import type { Formatters } from "../../../format/use-formatters.ts";
import { categoryName } from "../shared/category-name.ts";

/** Where an audience opens: its package editor in its team. */
export const audiencePath = (a: Pick<Audience, "id" | "team">) =>
  `/${encodeURIComponent(a.team.slug)}/audiences/${a.id}`;

const figure = (f: Formatters) => (n: number | null) => (n === null ? "–" : f.compact(n));

/** The audience columns: name, category, country, size, core audience, total native, pro targeting size, modified, status, insights. */
export function audienceColumns(
  t: TFunction,
  f: Formatters,
  { withTeam, actions }: { withTeam: boolean; actions: (a: Audience) => ReactNode },
): DataColumn<Audience>[] {
  const n = figure(f);
  return [
    {
      id: "name",
      header: t("targeting.audiences.columns.name"),
      value: (a) => a.name,
      cell: (a) => (
        <Anchor component={Link} to={audiencePath(a)} size="sm">
          {a.name}
        </Anchor>
      ),
    },
    {
      id: "actions",
      header: t("targeting.audiences.columns.actions"),
      value: () => null,
      cell: actions,
      sortable: false,
    },
    ...(withTeam
      ? [{ id: "team", header: t("targeting.audiences.columns.team"), value: (a: Audience) => a.team.name }]
      : []),
    {
      id: "category",
      header: t("targeting.audiences.columns.category"),
      value: (a) => a.categories.map((c) => categoryName(c, t)).join(", ") || null,
    },
    { id: "country", header: t("targeting.audiences.columns.country"), value: (a) => a.countries.join(", ") || null },
    {
      id: "size",
      header: t("targeting.audiences.columns.size"),
      description: t("targeting.audiences.columnHelp.size"),
      value: (a) => a.size,
      cell: (a) => n(a.size),
      align: "right",
    },
    {
      id: "core",
      header: t("targeting.audiences.columns.core"),
      description: t("targeting.audiences.columnHelp.core"),
      value: (a) => a.core_audience,
      cell: (a) => n(a.core_audience),
      align: "right",
    },
    {
      id: "native",
      header: t("targeting.audiences.columns.native"),
      description: t("targeting.audiences.columnHelp.native"),
      value: (a) => a.total_native,
      cell: (a) => n(a.total_native),
      align: "right",
    },
    {
      id: "pro",
      header: t("targeting.audiences.columns.pro"),
      description: t("targeting.audiences.columnHelp.pro"),
      value: (a) => a.pro_targeting_size,
      cell: (a) => n(a.pro_targeting_size),
      align: "right",
    },
    {
      id: "modified",
      header: t("targeting.audiences.columns.modified"),
      value: (a) => a.modified_at,
      cell: (a) => f.date(a.modified_at),
    },
    {
      id: "status",
      header: t("targeting.audiences.columns.status"),
      value: (a) => a.status,
      cell: (a) => (
        <Text size="sm" fw={a.status === "targetable" ? 600 : 400} style={{ whiteSpace: "nowrap" }}>
          {t(`targeting.audiences.status.${a.status}`)}
        </Text>
      ),
    },
    {
      id: "insights",
      header: t("targeting.audiences.columns.insights"),
      value: (a) => (a.insights ? 1 : 0),
      cell: (a) => (a.insights ? t("targeting.audiences.insightsYes") : t("targeting.audiences.insightsNo")),
    },
  ];
}
