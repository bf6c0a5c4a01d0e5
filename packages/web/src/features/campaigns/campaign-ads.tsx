import {
  Badge,
  Button,
  Group,
  Modal,
  NativeSelect,
  Stack,
  Switch,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import type { Ad } from "@xa/core/campaigns/ad-entities";
import type { AdSet } from "@xa/core/campaigns/adset-entities";
import { type FormEvent, type ReactNode, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { describeError } from "../../api/describe-error.ts";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { notify } from "../../components/notifications-store.ts";
import { EmptyState, ErrorState, LoadingState } from "../../components/page-states.tsx";
import { FormFooter } from "./form-footer.tsx";
import { useCampaignAdsQuery, useCreateAd, useCreativesQuery, useDeleteAd, useToggleAd } from "./use-creatives.ts";

/** "New ad": a creative of the team shown in one of the campaign's ad sets, paused until switched on. */
function AdForm({ team, adsets, onClose }: { team: string; adsets: AdSet[]; onClose: () => void }) {
  const { t } = useTranslation();
  const creatives = useCreativesQuery(team);
  const create = useCreateAd();
  const [adset, setAdset] = useState(String(adsets[0]?.id ?? ""));
  const [creative, setCreative] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const options = creatives.data?.pages.flatMap((p) => p.results) ?? [];
  const chosen = creative || String(options[0]?.id ?? "");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    create.mutate(
      { adset: Number(adset), creative: Number(chosen) },
      {
        onSuccess: () => {
          notify(t("campaigns.ads.created"), "success");
          onClose();
        },
        onError: (error) => setProblem(describeError(error, t)),
      },
    );
  };
  return (
    <Modal opened onClose={onClose} title={t("campaigns.ads.formTitle")}>
      <form onSubmit={submit} aria-label={t("campaigns.ads.formTitle")} noValidate>
        <Stack gap="sm">
          <NativeSelect
            label={t("campaigns.ads.adset")}
            value={adset}
            onChange={(e) => setAdset(e.currentTarget.value)}
            data={adsets.map((s) => ({ value: String(s.id), label: s.name }))}
            data-autofocus
          />
          {creatives.isPending ? (
            <LoadingState />
          ) : creatives.isError ? (
            <ErrorState error={creatives.error} onRetry={() => void creatives.refetch()} />
          ) : options.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t("campaigns.ads.noCreatives")}
            </Text>
          ) : (
            <NativeSelect
              label={t("campaigns.ads.creative")}
              value={chosen}
              onChange={(e) => setCreative(e.currentTarget.value)}
              data={options.map((c) => ({ value: String(c.id), label: c.name }))}
            />
          )}
          <FormFooter
            problem={problem}
            onCancel={onClose}
            submitLabel={t("campaigns.ads.submit")}
            submitting={create.isPending}
            disabled={!chosen || !adset}
          />
        </Stack>
      </form>
    </Modal>
  );
}

/** One ad; without the right to change the campaign (`onDelete` null) its switch is shown, not usable. */
function AdRow({ ad, onDelete }: { ad: Ad; onDelete: (() => void) | null }) {
  const { t } = useTranslation();
  const toggle = useToggleAd();
  const active = ad.status === "active";
  return (
    <Table.Tr>
      <Table.Td>{ad.creative.name}</Table.Td>
      <Table.Td>
        <Badge variant="light" color={active ? "green" : "yellow"}>
          {t(`campaigns.statuses.${ad.status}`)}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Switch
          checked={active}
          disabled={ad.toggle_blocked !== null || toggle.isPending || onDelete === null}
          onChange={() => toggle.mutate(ad.id, { onError: (error) => notify(describeError(error, t), "error") })}
          aria-label={t("campaigns.ads.toggleOf", { name: ad.creative.name })}
          description={ad.toggle_blocked ?? undefined}
        />
      </Table.Td>
      <Table.Td>
        {onDelete && (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={onDelete}
            aria-label={t("campaigns.ads.deleteOf", { name: ad.creative.name })}
          >
            {t("campaigns.ads.delete")}
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** The campaign's ads, by ad set: each creative's state, the switch (off with the reason once ended) and delete. */
export function CampaignAds({
  team,
  campaign,
  canManage,
  adsets,
}: {
  team: string;
  campaign: number;
  /** from the campaign (canManageCampaign on the server): admins and members granted its ad account */
  canManage: boolean;
  adsets: AdSet[];
}) {
  const { t } = useTranslation();
  const ads = useCampaignAdsQuery(campaign);
  const remove = useDeleteAd();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Ad | null>(null);
  const bySet = useMemo(() => {
    const groups = new Map<number, Ad[]>();
    for (const ad of ads.data ?? []) groups.set(ad.adset_id, [...(groups.get(ad.adset_id) ?? []), ad]);
    return groups;
  }, [ads.data]);
  const add = canManage ? (
    <Button variant="default" onClick={() => setAdding(true)} disabled={adsets.length === 0}>
      {t("campaigns.ads.add")}
    </Button>
  ) : null;

  let body: ReactNode;
  if (ads.isPending) body = <LoadingState />;
  else if (ads.isError) body = <ErrorState error={ads.error} onRetry={() => void ads.refetch()} />;
  else if (ads.data.length === 0)
    body = (
      <EmptyState
        title={t("campaigns.ads.emptyTitle")}
        description={adsets.length === 0 ? t("campaigns.ads.emptyNoAdset") : t("campaigns.ads.emptyBody")}
        action={add}
      />
    );
  else
    body = adsets
      .filter((s) => bySet.has(s.id))
      .map((s) => (
        <Stack key={s.id} gap={4}>
          <Title order={3} size="h5">
            {s.name}
          </Title>
          <Table aria-label={t("campaigns.ads.tableOf", { name: s.name })} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("campaigns.ads.creative")}</Table.Th>
                <Table.Th>{t("campaigns.columns.status")}</Table.Th>
                <Table.Th>{t("campaigns.ads.running")}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t("campaigns.ads.actions")}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(bySet.get(s.id) ?? []).map((ad) => (
                <AdRow key={ad.id} ad={ad} onDelete={canManage ? () => setDeleting(ad) : null} />
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      ));

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h3">
          {t("campaigns.ads.title")}
        </Title>
        {ads.data && ads.data.length > 0 && add}
      </Group>
      {body}
      {adding && <AdForm team={team} adsets={adsets} onClose={() => setAdding(false)} />}
      <ConfirmDialog
        opened={deleting !== null}
        title={t("campaigns.ads.deleteTitle")}
        message={t("campaigns.ads.deleteMessage", { name: deleting?.creative.name ?? "" })}
        confirmLabel={t("campaigns.ads.delete")}
        loading={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onError: (error) => notify(describeError(error, t), "error"),
            onSettled: () => setDeleting(null),
          })
        }
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
