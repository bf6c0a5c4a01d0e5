import { Group, Modal, NativeSelect, NumberInput, Stack, Text, TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { adsContract } from "@xa/core/ads/ads-contract";
import { CAMPAIGN_OBJECTIVES, type CreateCampaign } from "@xa/core/campaigns/campaign-entities";
import { CURRENCIES } from "@xa/core/targeting/targeting-options";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { call } from "../../api/call.ts";
import { everyPage } from "../../api/every-page.ts";
import { useFormErrors } from "../../components/forms/use-form-errors.ts";
import { notify } from "../../components/notifications-store.ts";
import { FormFooter } from "./form-footer.tsx";
import { instant, localInput } from "./local-time.ts";
import { useCreateCampaign } from "./use-campaigns.ts";

const FIELDS = [
  "ad_account_id",
  "name",
  "objective",
  "start_time",
  "end_time",
  "daily_budget",
  "lifetime_budget",
] as const;
const STATUSES = ["draft", "active", "paused"] as const;

/** Tomorrow at 09:00 local time, as a date-time input takes it. */
function tomorrowMorning(): string {
  const d = new Date();
  d.setDate(d.getDate() + 1);
  d.setHours(9, 0, 0, 0);
  return localInput(d.toISOString());
}

/** The team's targeting ad accounts, which a campaign may run in. */
export function useCampaignAccounts(team: string) {
  return useQuery({
    queryKey: ["campaigns", "accounts", team],
    queryFn: () =>
      everyPage((page) => call(adsContract.listAdAccounts, { query: { team, ...page } }, { redirectOn403: false })),
    select: (accounts) => accounts.filter((a) => a.purpose === "targeting"),
  });
}

/** New campaign: an ad account of the team, what it is for, its dates and budget; the server checks the rules. */
export function CampaignForm({ team, opened, onClose }: { team: string; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const accounts = useCampaignAccounts(team);
  const create = useCreateCampaign();
  const form = useFormErrors(FIELDS);
  const [problem, setProblem] = useState<string | null>(null);
  const [fields, setFields] = useState({
    ad_account_id: "",
    name: "",
    objective: "REACH" as CreateCampaign["objective"],
    status: "draft" as (typeof STATUSES)[number],
    start: tomorrowMorning(),
    end: "",
    currency: "USD" as CreateCampaign["currency"],
    daily: "" as number | string,
    lifetime: "" as number | string,
  });
  const set = (patch: Partial<typeof fields>) => setFields((f) => ({ ...f, ...patch }));
  const account = fields.ad_account_id || accounts.data?.[0]?.account_id || "";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    form.clear();
    const amount = (v: number | string) => (v === "" ? null : Number(v));
    create.mutate(
      {
        team,
        ad_account_id: account,
        name: fields.name,
        objective: fields.objective,
        status: fields.status,
        start_time: instant(fields.start) ?? "",
        end_time: instant(fields.end),
        currency: fields.currency,
        daily_budget: amount(fields.daily),
        lifetime_budget: amount(fields.lifetime),
      },
      {
        onSuccess: (campaign) => {
          notify(t("campaigns.form.created", { name: campaign.name }), "success");
          onClose();
        },
        onError: (error) => setProblem(form.fromServer(error) ?? null),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t("campaigns.form.title")} size="lg">
      <form onSubmit={submit} aria-label={t("campaigns.form.title")} noValidate>
        <Stack gap="sm">
          <NativeSelect
            label={t("campaigns.form.account")}
            value={account}
            onChange={(e) => set({ ad_account_id: e.currentTarget.value })}
            data={(accounts.data ?? []).map((a) => ({ value: a.account_id, label: `${a.name} (${a.account_id})` }))}
            error={form.errorOf("ad_account_id")}
          />
          <TextInput
            label={t("campaigns.form.name")}
            value={fields.name}
            onChange={(e) => set({ name: e.currentTarget.value })}
            error={form.errorOf("name")}
            maxLength={255}
            data-autofocus
          />
          <Group grow align="flex-start">
            <NativeSelect
              label={t("campaigns.form.objective")}
              value={fields.objective}
              onChange={(e) => set({ objective: e.currentTarget.value as CreateCampaign["objective"] })}
              data={CAMPAIGN_OBJECTIVES.map((o) => ({ value: o, label: t(`campaigns.objectives.${o}`) }))}
            />
            <NativeSelect
              label={t("campaigns.form.status")}
              value={fields.status}
              onChange={(e) => set({ status: e.currentTarget.value as (typeof STATUSES)[number] })}
              data={STATUSES.map((s) => ({ value: s, label: t(`campaigns.statuses.${s}`) }))}
            />
          </Group>
          <Group grow align="flex-start">
            <TextInput
              type="datetime-local"
              label={t("campaigns.form.start")}
              value={fields.start}
              onChange={(e) => set({ start: e.currentTarget.value })}
              error={form.errorOf("start_time")}
            />
            <TextInput
              type="datetime-local"
              label={t("campaigns.form.end")}
              value={fields.end}
              onChange={(e) => set({ end: e.currentTarget.value })}
              error={form.errorOf("end_time")}
            />
          </Group>
          <Group grow align="flex-start">
            <NativeSelect
              label={t("campaigns.form.currency")}
              value={fields.currency}
              onChange={(e) => set({ currency: e.currentTarget.value as CreateCampaign["currency"] })}
              data={[...CURRENCIES]}
            />
            <NumberInput
              label={t("campaigns.form.daily")}
              value={fields.daily}
              onChange={(v) => set({ daily: v })}
              min={0}
              error={form.errorOf("daily_budget")}
            />
            <NumberInput
              label={t("campaigns.form.lifetime")}
              value={fields.lifetime}
              onChange={(v) => set({ lifetime: v })}
              min={0}
              error={form.errorOf("lifetime_budget")}
            />
          </Group>
          <Text size="xs" c="dimmed">
            {t("campaigns.form.budgetHint")}
          </Text>
          <FormFooter
            problem={problem}
            onCancel={onClose}
            submitLabel={t("campaigns.form.submit")}
            submitting={create.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}
