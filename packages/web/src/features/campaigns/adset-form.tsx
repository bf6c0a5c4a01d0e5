import { Checkbox, Group, Modal, NativeSelect, NumberInput, Stack, Text, TextInput } from "@mantine/core";
import { ADSET_STATUSES, type AdSet, BID_STRATEGIES } from "@xa/core/campaigns/adset-entities";
import { PLACEMENTS } from "@xa/core/targeting/targeting-options";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormErrors } from "../../components/forms/use-form-errors.ts";
import { notify } from "../../components/notifications-store.ts";
import { type AdsetFormValues, adsetChanges, adsetFields, adsetFormValues } from "./adset-changes.ts";
import { FormFooter } from "./form-footer.tsx";
import { useCreateAdset, useTeamAudiencesQuery, useUpdateAdset } from "./use-campaigns.ts";

const FIELDS = [
  "name",
  "status",
  "audience_config_id",
  "placements",
  "bid_strategy",
  "bid_amount",
  "start_time",
  "end_time",
] as const;

/**
 * A new ad set, or changes to one (`adset`): a saved audience of the team to target, where, how it
 * bids and when it runs; the server applies the package's limits and the campaign's rules.
 */
export function AdsetForm({
  team,
  campaign,
  currency,
  adset = null,
  onClose,
}: {
  team: string;
  campaign: number;
  currency: string;
  adset?: AdSet | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const audiences = useTeamAudiencesQuery(team);
  const create = useCreateAdset();
  const update = useUpdateAdset();
  const form = useFormErrors(FIELDS);
  const [problem, setProblem] = useState<string | null>(null);
  const [values, setValues] = useState<AdsetFormValues>(() => adsetFormValues(adset, [...PLACEMENTS]));
  const set = (patch: Partial<AdsetFormValues>) => setValues((v) => ({ ...v, ...patch }));
  // A new ad set targets the newest audience unless another is chosen; an edited one keeps its own.
  const chosen = adset ? values.audience : values.audience || String(audiences.data?.results[0]?.id ?? "");
  const title = adset ? t("campaigns.adsets.editTitle", { name: adset.name }) : t("campaigns.adsets.formTitle");

  const saved = (result: AdSet, message: string, showAlerts: boolean) => {
    notify(message, "success");
    if (showAlerts) for (const alert of result.alerts) notify(alert, "warn");
    onClose();
  };
  const failed = (error: unknown) => setProblem(form.fromServer(error) ?? null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    form.clear();
    const current = { ...values, audience: chosen };
    if (!adset) {
      create.mutate(
        { campaign, ...adsetFields(current) },
        { onSuccess: (r) => saved(r, t("campaigns.adsets.created", { name: r.name }), true), onError: failed },
      );
      return;
    }
    const body = adsetChanges(adset, current);
    if (Object.keys(body).length === 0) return onClose();
    update.mutate(
      { id: adset.id, body },
      {
        onSuccess: (r) =>
          saved(r, t("campaigns.adsets.saved", { name: r.name }), body.audience_config_id !== undefined),
        onError: failed,
      },
    );
  };

  const audienceOptions = (audiences.data?.results ?? []).map((a) => ({ value: String(a.id), label: a.name }));
  // An ad set whose audience was deleted keeps its targeting until another audience is chosen.
  if (adset && adset.audience_config_id === null) {
    audienceOptions.unshift({ value: "", label: t("campaigns.adsets.keepTargeting") });
  }

  return (
    <Modal opened onClose={onClose} title={title} size="lg">
      <form onSubmit={submit} aria-label={title} noValidate>
        <Stack gap="sm">
          <Group grow align="flex-start">
            <TextInput
              label={t("campaigns.adsets.name")}
              value={values.name}
              onChange={(e) => set({ name: e.currentTarget.value })}
              error={form.errorOf("name")}
              maxLength={255}
              data-autofocus
            />
            <NativeSelect
              label={t("campaigns.columns.status")}
              value={values.status}
              onChange={(e) => set({ status: e.currentTarget.value as AdsetFormValues["status"] })}
              data={ADSET_STATUSES.map((s) => ({ value: s, label: t(`campaigns.statuses.${s}`) }))}
              error={form.errorOf("status")}
            />
          </Group>
          {audiences.data?.results.length === 0 && !adset ? (
            <Text size="sm" c="dimmed">
              {t("campaigns.adsets.noAudiences")}
            </Text>
          ) : (
            <NativeSelect
              label={t("campaigns.adsets.audience")}
              description={adset ? t("campaigns.adsets.audienceChangeHint") : t("campaigns.adsets.audienceHint")}
              value={chosen}
              onChange={(e) => set({ audience: e.currentTarget.value })}
              data={audienceOptions}
              error={form.errorOf("audience_config_id")}
            />
          )}
          <Checkbox.Group
            label={t("campaigns.adsets.placements")}
            value={values.placements}
            onChange={(next) => set({ placements: next as AdsetFormValues["placements"] })}
            error={form.errorOf("placements")}
          >
            <Group mt={4}>
              {PLACEMENTS.map((p) => (
                <Checkbox key={p} value={p} label={t(`campaigns.adsets.placementNames.${p}`)} />
              ))}
            </Group>
          </Checkbox.Group>
          <Group grow align="flex-start">
            <NativeSelect
              label={t("campaigns.adsets.bidStrategy")}
              value={values.strategy}
              onChange={(e) => set({ strategy: e.currentTarget.value as AdsetFormValues["strategy"] })}
              data={BID_STRATEGIES.map((s) => ({ value: s, label: t(`campaigns.adsets.bidStrategies.${s}`) }))}
              error={form.errorOf("bid_strategy")}
            />
            <NumberInput
              label={t("campaigns.adsets.bidAmount", { currency })}
              value={values.bid}
              onChange={(bid) => set({ bid })}
              min={0}
              disabled={values.strategy === "AUTO"}
              error={form.errorOf("bid_amount")}
            />
          </Group>
          <Group grow align="flex-start">
            <TextInput
              type="datetime-local"
              label={t("campaigns.adsets.start")}
              value={values.start}
              onChange={(e) => set({ start: e.currentTarget.value })}
              error={form.errorOf("start_time")}
            />
            <TextInput
              type="datetime-local"
              label={t("campaigns.adsets.end")}
              value={values.end}
              onChange={(e) => set({ end: e.currentTarget.value })}
              error={form.errorOf("end_time")}
            />
          </Group>
          <Text size="xs" c="dimmed">
            {t("campaigns.adsets.scheduleHint")}
          </Text>
          <FormFooter
            problem={problem}
            onCancel={onClose}
            submitLabel={adset ? t("campaigns.adsets.save") : t("campaigns.adsets.submit")}
            submitting={create.isPending || update.isPending}
            disabled={!adset && !chosen}
          />
        </Stack>
      </form>
    </Modal>
  );
}
