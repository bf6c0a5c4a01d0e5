import { Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ErrorState, LoadingState } from "../../../components/page-states.tsx";
import { PlannerPanel } from "./planner-panel.tsx";
import { PlannerPlans } from "./planner-plans.tsx";
import { usePlanQuery } from "./use-planner.ts";

/**
 * The planner of a team: its saved plans, and the stepper on a new plan or the one reopened. The plan
 * open is in the URL (`?plan=12`), so a reload or a shared link reopens it.
 */
export function PlannerWorkspace({
  team,
  createAudiencePath,
  onCampaign,
}: {
  team: string;
  createAudiencePath: string;
  onCampaign: (campaign: { id: number; name: string }) => void;
}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get("plan"));
  const planId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const plan = usePlanQuery(planId);
  const openPlan = (id: number | null) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (id === null) next.delete("plan");
      else next.set("plan", String(id));
      return next;
    });

  let panel: ReactNode;
  if (planId !== null && plan.isPending) panel = <LoadingState />;
  else if (planId !== null && plan.isError)
    panel = <ErrorState error={plan.error} onRetry={() => void plan.refetch()} />;
  else
    panel = (
      <PlannerPanel
        key={planId ?? "new"}
        team={team}
        plan={planId !== null ? (plan.data ?? null) : null}
        createAudiencePath={createAudiencePath}
        onSaved={(saved) => {
          if (saved.id !== planId) openPlan(saved.id);
        }}
        onCampaign={onCampaign}
      />
    );

  return (
    <Stack gap="xl">
      <Text size="sm" c="dimmed">
        {t("campaigns.planner.intro")}
      </Text>
      {planId !== null && plan.data && <Text fw={600}>{t("campaigns.planner.editing", { name: plan.data.name })}</Text>}
      {panel}
      <PlannerPlans team={team} openId={planId} onOpen={openPlan} />
    </Stack>
  );
}
