import { Checkbox, Group, Modal, NativeSelect, NumberInput, Stack, Text, TextInput } from "@mantine/core";
import { BID_STRATEGIES, type CreateAdset } from "@xa/core/campaigns/adset-entities";
import { PLACEMENTS } from "@xa/core/targeting/targeting-options";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormErrors } from "../../components/forms/use-form-errors.ts";
import { notify } from "../../components/notifications-store.ts";
import { FormFooter } from "./form-footer.tsx";
import { useCreateAdset, useTeamAudiencesQuery } from "./use-campaigns.ts";

const FIELDS = ["name", "audience_config_id", "placements", "bid_amount"] as const;
type Strategy = (typeof BID_STRATEGIES)[number];
type PlacementName = (typeof PLACEMENTS)[number];

/** New ad set: a saved audience of the team to target, where, and how it bids; the server applies the package's limits. */
export function AdsetForm({
  team,
  campaign,
  currency,
  onClose,
}: {
  team: string;
  campaign: number;
  currency: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const audiences = useTeamAudiencesQuery(team);
  const create = useCreateAdset();
  const form = useFormErrors(FIELDS);
  const [problem, setProblem] = useState<string | null>(null);
  const [name, setName] = useState("");
  const [audience, setAudience] = useState("");
  const [placements, setPlacements] = useState<PlacementName[]>([...PLACEMENTS]);
  const [strategy, setStrategy] = useState<Strategy>("AUTO");
  const [bid, setBid] = useState<number | string>("");
  const chosen = audience || String(audiences.data?.results[0]?.id ?? "");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    form.clear();
    const body: CreateAdset = {
      campaign,
      name,
      audience_config_id: Number(chosen),
      placements,
      bid_strategy: strategy,
      bid_amount: strategy === "AUTO" || bid === "" ? null : Number(bid),
    };
    create.mutate(body, {
      onSuccess: (adset) => {
        notify(t("campaigns.adsets.created", { name: adset.name }), "success");
        for (const alert of adset.alerts) notify(alert, "warn");
        onClose();
      },
      onError: (error) => setProblem(form.fromServer(error) ?? null),
    });
  };

  return (
    <Modal opened onClose={onClose} title={t("campaigns.adsets.formTitle")} size="lg">
      <form onSubmit={submit} aria-label={t("campaigns.adsets.formTitle")} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t("campaigns.adsets.name")}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={form.errorOf("name")}
            maxLength={255}
            data-autofocus
          />
          {audiences.data?.results.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t("campaigns.adsets.noAudiences")}
            </Text>
          ) : (
            <NativeSelect
              label={t("campaigns.adsets.audience")}
              description={t("campaigns.adsets.audienceHint")}
              value={chosen}
              onChange={(e) => setAudience(e.currentTarget.value)}
              data={(audiences.data?.results ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
              error={form.errorOf("audience_config_id")}
            />
          )}
          <Checkbox.Group
            label={t("campaigns.adsets.placements")}
            value={placements}
            onChange={(next) => setPlacements(next as PlacementName[])}
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
              value={strategy}
              onChange={(e) => setStrategy(e.currentTarget.value as Strategy)}
              data={BID_STRATEGIES.map((s) => ({ value: s, label: t(`campaigns.adsets.bidStrategies.${s}`) }))}
            />
            <NumberInput
              label={t("campaigns.adsets.bidAmount", { currency })}
              value={bid}
              onChange={setBid}
              min={0}
              disabled={strategy === "AUTO"}
              error={form.errorOf("bid_amount")}
            />
          </Group>
          <FormFooter
            problem={problem}
            onCancel={onClose}
            submitLabel={t("campaigns.adsets.submit")}
            submitting={create.isPending}
            disabled={!chosen}
          />
        </Stack>
      </form>
    </Modal>
  );
}
