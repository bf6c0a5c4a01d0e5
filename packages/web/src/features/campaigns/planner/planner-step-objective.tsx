import { NativeSelect, Stack, TextInput } from "@mantine/core";
import { CAMPAIGN_OBJECTIVES, type CampaignObjective } from "@xa/core/campaigns/campaign-entities";
import { useTranslation } from "react-i18next";
import type { PlannerDraft } from "./planner-steps.ts";

/** Step 1: the plan's name and what the campaign is for. */
export function StepObjective({
  draft,
  onChange,
  problem,
}: {
  draft: PlannerDraft;
  onChange: (patch: Partial<PlannerDraft>) => void;
  problem: string | null;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" maw={520}>
      <TextInput
        label={t("campaigns.planner.name")}
        value={draft.name}
        onChange={(e) => onChange({ name: e.currentTarget.value })}
        error={problem}
        maxLength={255}
        required
        data-autofocus
      />
      <NativeSelect
        label={t("campaigns.planner.objective")}
        value={draft.objective}
        onChange={(e) => onChange({ objective: e.currentTarget.value as CampaignObjective })}
        data={CAMPAIGN_OBJECTIVES.map((o) => ({ value: o, label: t(`campaigns.objectives.${o}`) }))}
      />
    </Stack>
  );
}
