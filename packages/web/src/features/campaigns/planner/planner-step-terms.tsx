import { Group, NativeSelect, NumberInput, Radio, Stack, TextInput } from "@mantine/core";
import { PLAN_SIZE_OPTIONS, type PlanSizeOption } from "@xa/core/campaigns/audience-plan-entities";
import { CURRENCY_DECIMALS } from "@xa/core/campaigns/campaign-rules";
import { CURRENCIES, type Currency, SIZE_CHOICES } from "@xa/core/targeting/targeting-options";
import { useTranslation } from "react-i18next";
import { useFormatters } from "../../../format/use-formatters.ts";
import type { PlannerDraft, StepProblem } from "./planner-steps.ts";

/** Step 3: budget, size or the product's choice; the days the plan runs; its currency. */
export function StepTerms({
  draft,
  onChange,
  problem,
}: {
  draft: PlannerDraft;
  onChange: (patch: Partial<PlannerDraft>) => void;
  problem: StepProblem;
}) {
  const { t } = useTranslation();
  const f = useFormatters();
  const said = (...keys: StepProblem[]) =>
    problem && keys.includes(problem) ? t(`campaigns.planner.problems.${problem}`) : null;
  return (
    <Stack gap="md" maw={620}>
      <Radio.Group
        label={t("campaigns.planner.sizeOption")}
        value={draft.size_option}
        onChange={(value) => onChange({ size_option: value as PlanSizeOption })}
      >
        <Stack gap={6} mt="xs">
          {PLAN_SIZE_OPTIONS.map((option) => (
            <Radio key={option} value={option} label={t(`campaigns.planner.sizeOptions.${option}`)} />
          ))}
        </Stack>
      </Radio.Group>
      <Group grow align="flex-start">
        <NativeSelect
          label={t("campaigns.planner.currency")}
          value={draft.currency}
          onChange={(e) => onChange({ currency: e.currentTarget.value as Currency })}
          data={[...CURRENCIES]}
        />
        {draft.size_option === "budget" && (
          <NumberInput
            label={t("campaigns.planner.budget", { currency: draft.currency })}
            value={draft.budget}
            onChange={(v) => onChange({ budget: v === "" ? "" : Number(v) })}
            min={0}
            decimalScale={CURRENCY_DECIMALS[draft.currency]}
            thousandSeparator=","
            error={said("budgetRequired")}
            required
          />
        )}
        {draft.size_option === "size" && (
          <NativeSelect
            label={t("campaigns.planner.size")}
            value={draft.size === "" ? "" : String(draft.size)}
            onChange={(e) => onChange({ size: e.currentTarget.value === "" ? "" : Number(e.currentTarget.value) })}
            data={[
              { value: "", label: t("campaigns.planner.sizeChoice") },
              ...SIZE_CHOICES.map((n) => ({ value: String(n), label: f.number(n) })),
            ]}
            error={said("sizeRequired")}
            required
          />
        )}
      </Group>
      <Group grow align="flex-start">
        <TextInput
          type="date"
          label={t("campaigns.planner.start")}
          value={draft.start}
          onChange={(e) => onChange({ start: e.currentTarget.value })}
          error={said("datesRequired")}
          required
        />
        <TextInput
          type="date"
          label={t("campaigns.planner.end")}
          value={draft.end}
          onChange={(e) => onChange({ end: e.currentTarget.value })}
          error={said("datesRequired", "endBeforeStart")}
          required
        />
      </Group>
    </Stack>
  );
}
