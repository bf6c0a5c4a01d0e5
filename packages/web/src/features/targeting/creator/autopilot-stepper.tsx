import { Button, Group, Stepper } from "@mantine/core";
import type { AutopilotRequest } from "@xa/core/targeting/autopilot-request";
import { type FormEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { BriefSuggestions } from "../store-data/brief-suggestions.tsx";
import { StepBrief } from "./step-brief.tsx";
import { StepBudget } from "./step-budget.tsx";
import { StepHow } from "./step-how.tsx";
import { StepWhere } from "./step-where.tsx";
import { back, CREATOR_STEPS, canOpen, forward, LAST_STEP, open, START, stepProblem } from "./stepper-rules.ts";
import { useBriefReading } from "./use-brief-reading.ts";

/**
 * The autopilot as a stepper: Next only from a valid step, Back one step, completed steps can be
 * revisited but none skipped; the last step's button (or Enter) submits.
 */
export function AutopilotStepper({
  draft,
  onChange,
  onSubmit,
  submitting,
  error,
}: {
  draft: AutopilotRequest;
  onChange: (draft: AutopilotRequest) => void;
  onSubmit: () => void;
  submitting: boolean;
  error?: ReactNode;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState(START);
  const [tried, setTried] = useState(false);
  const problem = stepProblem(draft, state.active);
  // Read here, where the stepper stays mounted, so a reading is put into the draft once.
  const brief = useBriefReading(draft, onChange);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (state.active === LAST_STEP) {
      onSubmit();
      return;
    }
    setTried(Boolean(problem));
    setState(forward(state, draft));
  };

  const body = (step: number) => {
    switch (CREATOR_STEPS[step]) {
      case "how":
        return <StepHow draft={draft} onChange={onChange} />;
      case "brief":
        return (
          <>
            <StepBrief draft={draft} onChange={onChange} problem={tried ? problem : null} brief={brief} />
            <BriefSuggestions draft={draft} onChange={onChange} />
          </>
        );
      case "where":
        return <StepWhere draft={draft} onChange={onChange} />;
      default:
        return <StepBudget draft={draft} onChange={onChange} />;
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t("targeting.creator.title")}>
      <Stepper
        active={state.active}
        onStepClick={(target) => setState(open(state, draft, target))}
        size="sm"
        allowNextStepsSelect={false}
      >
        {CREATOR_STEPS.map((step, index) => (
          <Stepper.Step
            key={step}
            label={t(`targeting.creator.steps.${step}`)}
            description={t(`targeting.creator.steps.${step}Hint`)}
            allowStepSelect={index !== state.active && canOpen(state, draft, index)}
          >
            {body(index)}
          </Stepper.Step>
        ))}
      </Stepper>
      {error}
      <Group justify="space-between" mt="lg">
        <Button variant="default" onClick={() => setState(back(state))} disabled={state.active === 0}>
          {t("targeting.creator.back")}
        </Button>
        <Button type="submit" loading={submitting}>
          {state.active === LAST_STEP ? t("targeting.creator.generate") : t("targeting.creator.next")}
        </Button>
      </Group>
    </form>
  );
}
