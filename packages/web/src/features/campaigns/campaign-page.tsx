import { Alert, Anchor, Badge, Button, Group, SimpleGrid, Stack, Tabs, Text, Title } from "@mantine/core";
import type { AdSet } from "@xa/core/campaigns/adset-entities";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { describeError } from "../../api/describe-error.ts";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { notify } from "../../components/notifications-store.ts";
import { OverflowTabList } from "../../components/overflow-tabs/overflow-tab-list.tsx";
import { ErrorState, LoadingState } from "../../components/page-states.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import { useFormatters } from "../../format/use-formatters.ts";
import { useCurrentTeam } from "../../session/current-team.tsx";
import { AdsetForm } from "./adset-form.tsx";
import { CampaignAds } from "./campaign-ads.tsx";
import { CampaignAdsets } from "./campaign-adsets.tsx";
import { CampaignResults } from "./campaign-results.tsx";
import { SummaryPdfButton } from "./summary-pdf-button.tsx";
import { useAdsetsQuery, useCampaignQuery, useDeleteAdset } from "./use-campaigns.ts";

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

const TABS = ["adsets", "ads", "results"] as const;
type Tab = (typeof TABS)[number];

/** `/:teamId/campaigns/:id`: a campaign's settings, then its ad sets, ads and results in tabs (the tab is in the URL). */
export function CampaignPage() {
  const { t } = useTranslation();
  const f = useFormatters();
  const team = useCurrentTeam();
  const id = Number(useParams().id);
  const campaign = useCampaignQuery(id);
  const adsets = useAdsetsQuery(id);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<AdSet | null>(null);
  const [deleting, setDeleting] = useState<AdSet | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const remove = useDeleteAdset();
  const [params, setParams] = useSearchParams();
  const asked = params.get("tab");
  const tab: Tab = TABS.find((name) => name === asked) ?? "adsets";
  const open = (next: string | null) =>
    setParams(
      (current) => {
        const kept = new URLSearchParams(current);
        if (next === null || next === "adsets") kept.delete("tab");
        else kept.set("tab", next);
        return kept;
      },
      { replace: true },
    );
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
  const add = <Button onClick={() => setAdding(true)}>{t("campaigns.adsets.add")}</Button>;
  const confirmDelete = () => {
    const target = deleting;
    if (!target) return;
    setRefusal(null);
    remove.mutate(target.id, {
      onSuccess: () => notify(t("campaigns.adsets.deleted", { name: target.name }), "success"),
      onError: (error) => setRefusal(describeError(error, t)),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <Stack gap="lg">
      {back}
      <Group justify="space-between">
        <Group gap="sm">
          <Title order={1}>{c.name}</Title>
          <Badge variant="light">{t(`campaigns.statuses.${c.effective_status}`)}</Badge>
        </Group>
        <Group gap="sm">
          <SummaryPdfButton campaign={c.id} />
          {add}
        </Group>
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
      <Tabs value={tab} onChange={open} keepMounted={false}>
        <OverflowTabList
          tabs={TABS.map((name) => ({ value: name, label: t(`campaigns.tabs.${name}`) }))}
          active={tab}
          onSelect={open}
        />
        <Tabs.Panel value="adsets" pt="md">
          {refusal && (
            <Alert color="red" role="alert" withCloseButton onClose={() => setRefusal(null)} mb="md">
              {refusal}
            </Alert>
          )}
          <CampaignAdsets campaign={c} adsets={adsets} add={add} onEdit={setEditing} onDelete={setDeleting} />
        </Tabs.Panel>
        <Tabs.Panel value="ads" pt="md">
          <CampaignAds team={team.slug} campaign={c.id} canManage={c.can_manage} adsets={adsets.data ?? []} />
        </Tabs.Panel>
        <Tabs.Panel value="results" pt="md">
          <CampaignResults campaign={c.id} />
        </Tabs.Panel>
      </Tabs>
      {adding && <AdsetForm team={team.slug} campaign={c.id} currency={c.currency} onClose={() => setAdding(false)} />}
      {editing && (
        <AdsetForm
          key={editing.id}
          team={team.slug}
          campaign={c.id}
          currency={c.currency}
          adset={editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t("campaigns.adsets.deleteTitle")}
        message={t("campaigns.adsets.deleteMessage", { name: deleting?.name ?? "", count: deleting?.ads ?? 0 })}
        confirmLabel={t("campaigns.adsets.delete")}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
