import type { AutopilotRequestInput } from "@xa/core/targeting/autopilot-request";

/**
 * What a link into the creator may bring in its navigation state: an analysis or an audience builder's
 * audience as the brief, job-title groups.
 */
export type CreatorPreset = Pick<
  AutopilotRequestInput,
  "analysis" | "audience_builder" | "job_titles" | "create_audience_option"
>;

export function creatorState(preset: CreatorPreset): { preset: CreatorPreset } {
  return { preset };
}

export function presetFromState(state: unknown): CreatorPreset | undefined {
  if (!state || typeof state !== "object" || !("preset" in state)) return undefined;
  return (state as { preset: CreatorPreset }).preset;
}
