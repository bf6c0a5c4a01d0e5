import { Alert, Stack } from "@mantine/core";
import type { AudienceConfig } from "@xa/core/targeting/audience-contract";
import {
  type AutopilotRequest,
  type AutopilotRequestInput,
  autopilotRequest,
} from "@xa/core/targeting/autopilot-request";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { describeError, describeFormError } from "../../../api/describe-error.ts";
import { hostBrand } from "../../../host-brand/host-brand.ts";
import { isSettled, useBuildAudience, useGenerationQuery } from "../use-generation-query.ts";
import { AlsoSearched } from "./also-searched.tsx";
import { AutopilotStepper } from "./autopilot-stepper.tsx";
import { GeneratedPackage } from "./generated-package.tsx";
import { GeneratingView, GenerationFailed, generationErrorText } from "./generating-view.tsx";

/**
 * AUTOPILOT_DEFAULTS with what the caller brings (an analysis, job titles) and the regions preselected
 * (the host agency's); anything invalid is dropped. An analysis as the brief brings its own audience.
 */
export function initialDraft(preset: AutopilotRequestInput = {}, regions: readonly string[] = []): AutopilotRequest {
  const parsed = autopilotRequest.safeParse(preset);
  const draft = parsed.success ? parsed.data : autopilotRequest.parse({});
  if (draft.analysis || draft.audience_builder || draft.selected_regions.length > 0 || regions.length === 0)
    return draft;
  return { ...draft, selected_regions: [...regions] };
}

const GENERATION_PARAM = "generation";

/**
 * The autopilot: the stepper, then "Generating…" while the generation is polled every 3 s, then the
 * package with its estimate, ready to edit and save as an audience of `team`.
 */
export function CreatorPanel({
  team,
  preset,
  feedbackPath,
  onSaved,
}: {
  team: string;
  preset?: AutopilotRequestInput;
  feedbackPath: string;
  onSaved: (config: AudienceConfig) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => initialDraft(preset, hostBrand().agencyCountry?.audienceRegions));
  // The generation shown is in the address, so a reload (or a link) comes back to its package.
  const [params, setParams] = useSearchParams();
  const shown = params.get(GENERATION_PARAM);
  const [since, setSince] = useState(() => Date.now());
  const run = shown ? { id: shown, since } : null;
  const setRun = (next: { id: string; since: number } | null) => {
    if (next) setSince(next.since);
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (next) out.set(GENERATION_PARAM, next.id);
        else out.delete(GENERATION_PARAM);
        return out;
      },
      { replace: next === null },
    );
  };
  const build = useBuildAudience();
  const generation = useGenerationQuery(run?.id ?? null);
  const data = generation.data;

  const submit = () => build.mutate(draft, { onSuccess: (created) => setRun({ id: created.id, since: Date.now() }) });
  const back = () => {
    setRun(null);
    build.reset();
  };

  let after = null;
  if (run) {
    if (generation.isError) {
      after = <GenerationFailed message={describeFormError(generation.error, t)} onBack={back} />;
    } else if (!isSettled(data)) {
      after = <GeneratingView status={data?.status ?? "queued"} since={run.since} />;
    } else if (data?.status === "failed" || !data?.result) {
      after = <GenerationFailed message={generationErrorText(data?.error ?? null, t)} onBack={back} />;
    } else {
      after = (
        <GeneratedPackage
          key={data.id}
          generation={data}
          result={data.result}
          team={team}
          feedbackPath={feedbackPath}
          onBack={back}
          onSaved={onSaved}
        />
      );
    }
  }

  return (
    <Stack gap="lg">
      {/* Kept mounted while a package shows, so "Edit the brief" comes back to the same step. */}
      <div hidden={run !== null}>
        <AutopilotStepper
          draft={draft}
          onChange={setDraft}
          onSubmit={submit}
          submitting={build.isPending}
          error={
            build.error ? (
              <Alert color="red" role="alert" mt="md">
                {describeError(build.error, t)}
              </Alert>
            ) : null
          }
        />
      </div>
      {run && data?.result && (
        <AlsoSearched
          generation={data}
          onStarted={(request, id) => {
            setDraft(request);
            setRun({ id, since: Date.now() });
          }}
        />
      )}
      {after}
    </Stack>
  );
}
