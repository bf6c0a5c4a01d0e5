import { Anchor, Badge } from "@mantine/core";
import type { AudienceConfigSummary } from "@xa/core/targeting/audience-contract";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { DataColumn } from "../../../components/data-table/data-column.ts";
import { DataTable } from "../../../components/data-table/data-table.tsx";
import { EmptyState, ErrorState, LoadingState } from "../../../components/page-states.tsx";
import { useFormatters } from "../../../format/use-formatters.ts";
import { AudienceActions } from "../audiences/audience-actions.tsx";
import { useAudienceConfigsQuery } from "../use-audience-queries.ts";

const listPath = (id: number) => `/targeting-lists/${id}`;

/** A team's audience configs (saved targeting packages), each opening in the package editor. */
export function ConfigsList({ team }: { team: string }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const query = useAudienceConfigsQuery(team);
  const columns = useMemo(
    (): DataColumn<AudienceConfigSummary>[] => [
      {
        id: "name",
        header: t("targeting.audiences.columns.name"),
        value: (c) => c.name,
        cell: (c) => (
          <Anchor component={Link} to={listPath(c.id)} size="sm">
            {c.name}
          </Anchor>
        ),
      },
      { id: "type", header: t("targeting.audiences.type"), value: (c) => t(`targeting.audiences.types.${c.type}`) },
      {
        id: "size",
        header: t("targeting.audiences.columns.size"),
        value: (c) => c.size,
        cell: (c) => f.compact(c.size),
        align: "right",
      },
      {
        id: "status",
        header: t("targeting.audiences.columns.status"),
        value: (c) => c.status,
        cell: (c) => (
          <Badge variant="light" color={c.status === "targetable" ? "green" : "gray"}>
            {t(`targeting.audiences.status.${c.status}`)}
          </Badge>
        ),
      },
      {
        id: "modified",
        header: t("targeting.audiences.columns.modified"),
        value: (c) => c.modified_at,
        cell: (c) => f.date(c.modified_at),
      },
      {
        id: "actions",
        header: t("targeting.audiences.columns.actions"),
        value: () => null,
        sortable: false,
        cell: (c) => <AudienceActions audience={c} openPath={listPath(c.id)} />,
      },
    ],
    [t, f],
  );
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.results.length === 0) {
    return (
      <EmptyState
        title={t("targeting.audiences.emptyTitle")}
        description={t("targeting.audiences.emptyBody")}
        action={
          <Anchor component={Link} to="/campaigns/new">
            {t("targeting.audiences.create")}
          </Anchor>
        }
      />
    );
  }
  return (
    <DataTable
      data={query.data.results}
      columns={columns}
      label={t("pages.savedLists")}
      getRowId={(c) => String(c.id)}
      pageSize={25}
      initialSorting={{ id: "modified", desc: true }}
    />
  );
}
