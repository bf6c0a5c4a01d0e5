import { Alert, Button, Divider, Group, Stack, Stepper } from "@mantine/core";
import type { AudiencePlan } from "@xa/core/campaigns/audience-plan-entities";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { describeFormError } from "../../../api/describe-error.ts";
import { notify } from "../../../components/notifications-store.ts";
import { PlannerCampaign } from "./planner-campaign.tsx";
import { StepReview } from "./planner-review.tsx";
import { StepAudiences } from "./planner-step-audiences.tsx";
import { StepObjective } from "./planner-step-objective.tsx";
import { StepTerms } from "./planner-step-terms.tsx";
import {
  back,
  canOpen,
  draftBody,
  draftFromPlan,
  forward,
  LAST_STEP,
  newDraft,
  open,
  PLANNER_STEPS,
  type PlannerDraft,
  START,
  stepProblem,
} from "./planner-steps.ts";
import { useSavePlan } from "./use-planner.ts";

/**
 * The planner as a stepper: Next only from a valid step, Back one step, completed steps can be
 * revisited but none skipped; the last step's button (or Enter) saves the plan. A saved plan can
 * then become a draft campaign.
 */
export function PlannerPanel({
  team,
  plan,
  createAudiencePath,
  onSaved,
  onCampaign,
}: {
  team: string;
  /** a saved plan to reopen (its steps all open), or null for a new one */
  plan: AudiencePlan | null;
  createAudiencePath: string;
  onSaved: (plan: AudiencePlan) => void;
  onCampaign: (campaign: { id: number; name: string }) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<PlannerDraft>(() => (plan ? draftFromPlan(plan) : newDraft(new Date())));
  const [state, setState] = useState(() => (plan ? { active: LAST_STEP, reached: LAST_STEP } : START));
  const [tried, setTried] = useState(false);
  const [saved, setSaved] = useState<AudiencePlan | null>(plan);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSavePlan();
  const stepIssue = stepProblem(draft, state.active);
  const shownIssue = tried && stepIssue ? t(`campaigns.planner.problems.${stepIssue}`) : null;
  const change = (patch: Partial<PlannerDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setTried(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (state.active < LAST_STEP) {
      setTried(Boolean(stepIssue));
      setState(forward(state, draft));
      return;
    }
    setProblem(null);
    save.mutate(
      { id: saved?.id ?? null, body: draftBody(draft, team) },
      {
        onSuccess: (result) => {
          setSaved(result);
          notify(t("campaigns.planner.saved", { name: result.name }), "success");
          onSaved(result);
        },
        onError: (error) => setProblem(describeFormError(error, t)),
      },
    );
  };

  const body = (step: number) => {
    switch (PLANNER_STEPS[step]) {
      case "objective":
        return <StepObjective draft={draft} onChange={change} problem={shownIssue} />;
      case "audiences":
        return (
          <StepAudiences
            team={team}
            draft={draft}
            onChange={change}
            problem={shownIssue}
            createAudiencePath={createAudiencePath}
          />
        );
      case "terms":
        return <StepTerms draft={draft} onChange={change} problem={tried ? stepIssue : null} />;
      default:
        return <StepReview team={team} draft={draft} shown={state.active === step} />;
    }
  };

  return (
    <Stack gap="lg">
      <form onSubmit={submit} noValidate aria-label={t("campaigns.planner.formLabel")}>
        <Stepper
          active={state.active}
          onStepClick={(target) => setState(open(state, draft, target))}
          size="sm"
          allowNextStepsSelect={false}
        >
          {PLANNER_STEPS.map((step, index) => (
            <Stepper.Step
              key={step}
              label={t(`campaigns.planner.steps.${step}`)}
              description={t(`campaigns.planner.steps.${step}Hint`)}
              allowStepSelect={index !== state.active && canOpen(state, draft, index)}
            >
              {body(index)}
            </Stepper.Step>
          ))}
        </Stepper>
        {problem && (
          <Alert color="red" role="alert" mt="md">
            {problem}
          </Alert>
        )}
        <Group justify="space-between" mt="lg">
          <Button variant="default" onClick={() => setState(back(state))} disabled={state.active === 0}>
            {t("campaigns.planner.back")}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {state.active < LAST_STEP
              ? t("campaigns.planner.next")
              : saved
                ? t("campaigns.planner.saveChanges")
                : t("campaigns.planner.save")}
          </Button>
        </Group>
      </form>
      <Divider />
      <PlannerCampaign team={team} plan={saved} onCreated={onCampaign} />
    </Stack>
  );
}
