import type { AudienceExpression } from "@xa/core/targeting/audience-builder";
import { AudienceBuilderPage as Page } from "../../features/audience-builder/audience-builder-page.tsx";
import { creatorState } from "../../features/targeting/creator/creator-preset.ts";
import { ProTeamGate } from "../pro/pro-team-gate.tsx";

// The audience becomes the creator's brief, so the existing generator makes its package.
const parts = {
  TeamGate: ProTeamGate,
  packageLink: (audience_builder: AudienceExpression) => ({
    to: "/campaigns/new",
    state: creatorState({ audience_builder }),
  }),
};

/** Pro `/audience-builder` on the team the pro variant picks. */
export function AudienceBuilderPage() {
  return <Page parts={parts} />;
}
