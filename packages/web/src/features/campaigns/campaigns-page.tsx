import { Button, Group, NativeSelect, Stack, Text, Title } from "@mantine/core";
import { CAMPAIGN_STATUSES, type CampaignStatus } from "@xa/core/campaigns/campaign-entities";
import { type ReactNode, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DataTable } from "../../components/data-table/data-table.tsx";
import { EmptyState, ErrorState, LoadingState } from "../../components/page-states.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import { useFormatters } from "../../format/use-formatters.ts";
import { useCurrentTeam } from "../../session/current-team.tsx";
import { campaignColumns } from "./campaign-columns.tsx";
import { CampaignForm, useCampaignAccounts } from "./campaign-form.tsx";
import { SimulatedNote } from "./simulated-note.tsx";
import { useCampaignsQuery } from "./use-campaigns.ts";

/** `/:teamId/campaigns`: the team's campaigns, filtered by what they are now, and the way to create one. */
export function CampaignsPage() {
  const { t } = useTranslation();
  usePageTitle(t("pages.campaigns"));
  const team = useCurrentTeam();
  const f = useFormatters();
  const [status, setStatus] = useState<CampaignStatus | "">("");
  const [creating, setCreating] = useState(false);
  const accounts = useCampaignAccounts(team.slug);
  const query = useCampaignsQuery({ team: team.slug, ...(status ? { status } : {}), ordering: "-created_at" });
  const rows = useMemo(() => query.data?.pages.flatMap((p) => p.results) ?? [], [query.data]);
  const columns = useMemo(() => campaignColumns(t, f), [t, f]);
  const noAccount = accounts.data?.length === 0;
  const create = (
    <Button onClick={() => setCreating(true)} disabled={noAccount !== false}>
      {t("campaigns.create")}
    </Button>
  );

  let body: ReactNode;
  if (query.isPending) body = <LoadingState />;
  else if (query.isError) body = <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  else if (rows.length === 0 && !status)
    body = (
      <EmptyState
        title={t("campaigns.emptyTitle")}
        description={noAccount ? t("campaigns.emptyNoAccount") : t("campaigns.emptyBody")}
        action={create}
      />
    );
  else
    body = (
      <DataTable
        data={rows}
        columns={columns}
        label={t("campaigns.tableLabel")}
        getRowId={(c) => String(c.id)}
        onShowMore={() => void query.fetchNextPage()}
        hasMore={query.hasNextPage}
        loadingMore={query.isFetchingNextPage}
      />
    );

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{t("pages.campaigns")}</Title>
        <Group gap="sm">
          <Button variant="default" component={Link} to={`/${encodeURIComponent(team.slug)}/campaigns/planner`}>
            {t("campaigns.planner.plan")}
          </Button>
          {create}
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        {t("campaigns.intro")}
      </Text>
      {rows.some((c) => c.platform === "sandbox") && <SimulatedNote text={t("campaigns.results.listSimulated")} />}
      <Group>
        <NativeSelect
          label={t("campaigns.statusFilter")}
          value={status}
          onChange={(e) => setStatus(e.currentTarget.value as CampaignStatus | "")}
          data={[
            { value: "", label: t("campaigns.allStatuses") },
            ...CAMPAIGN_STATUSES.map((s) => ({ value: s, label: t(`campaigns.statuses.${s}`) })),
          ]}
        />
      </Group>
      {body}
      {creating && <CampaignForm team={team.slug} opened onClose={() => setCreating(false)} />}
    </Stack>
  );
}
