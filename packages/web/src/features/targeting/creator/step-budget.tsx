import { SegmentedControl, Select, Stack, Text, TextInput } from "@mantine/core";
import type { AutopilotRequest } from "@xa/core/targeting/autopilot-request";
import {
  BUDGET_OPTIONS,
  CURRENCIES,
  type Currency,
  SIZE_CHOICES,
  SIZE_OPTIONS,
  type SizeOption,
} from "@xa/core/targeting/targeting-options";
import { useTranslation } from "react-i18next";
import { useFormatters } from "../../../format/use-formatters.ts";

type Props = { draft: AutopilotRequest; onChange: (draft: AutopilotRequest) => void };

const DECIDE = "decide";

/** Step 4: a budget (the estimate says the size it buys) or a size (it says the budget needed); or let it decide. */
export function StepBudget({ draft, onChange }: Props) {
  const { t } = useTranslation();
  const f = useFormatters();
  const byBudget = draft.size_option === "budget";
  const options = (byBudget ? BUDGET_OPTIONS : SIZE_CHOICES).map((n) => ({
    value: String(n),
    label: byBudget ? `$${f.number(n)}` : f.number(n),
  }));
  const current = byBudget ? draft.budget : draft.size;
  const pick = (value: string | null) => {
    const n = value && value !== DECIDE ? Number(value) : null;
    onChange(byBudget ? { ...draft, budget: n } : { ...draft, size: n });
  };
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text size="sm" fw={500} id="targeting-size-option">
          {t("targeting.creator.budget.option")}
        </Text>
        <SegmentedControl
          aria-labelledby="targeting-size-option"
          value={draft.size_option}
          onChange={(value) => onChange({ ...draft, size_option: value as SizeOption })}
          data={SIZE_OPTIONS.map((o) => ({ value: o, label: t(`targeting.creator.budget.${o}`) }))}
          maw={320}
        />
      </Stack>
      <Select
        label={t(byBudget ? "targeting.creator.budget.budgetLabel" : "targeting.creator.budget.sizeLabel")}
        value={current === null ? DECIDE : String(current)}
        onChange={pick}
        data={[{ value: DECIDE, label: t("targeting.creator.budget.decide") }, ...options]}
        allowDeselect={false}
        maw={320}
      />
      <Select
        label={t("targeting.creator.budget.currency")}
        value={draft.currency}
        onChange={(value) => value && onChange({ ...draft, currency: value as Currency })}
        data={CURRENCIES.map((c) => ({
          value: c,
          label: c === "Other" ? t("targeting.creator.budget.otherCurrency") : c,
        }))}
        allowDeselect={false}
        maw={200}
      />
      <TextInput
        type="email"
        label={t("targeting.creator.budget.email")}
        description={t("targeting.creator.budget.emailHint")}
        value={draft.email ?? ""}
        onChange={(e) => onChange({ ...draft, email: e.currentTarget.value.trim() || undefined })}
        maxLength={254}
        maw={320}
      />
    </Stack>
  );
}
