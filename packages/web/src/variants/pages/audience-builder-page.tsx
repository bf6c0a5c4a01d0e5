import type { AudienceExpression } from "@xa/core/targeting/audience-builder";
import { LazyToolSuggestion } from "../../features/activity/lazy-tool-suggestion.tsx";
import { AudienceBuilderPage as Page } from "../../features/audience-builder/audience-builder-page.tsx";
import { creatorState } from "../../features/targeting/creator/creator-preset.ts";
import { ProTeamGate } from "../pro/pro-team-gate.tsx";

// The audience becomes the creator's brief, so the existing generator makes its package.
const packageLink = (audience_builder: AudienceExpression) => ({
  to: "/campaigns/new",
  state: creatorState({ audience_builder }),
});

// Now and then once an audience is counted, the suggestion to build its package (the user's activity decides).
const AfterResults = ({
  expression,
  ...props
}: {
  run: string;
  resultCount: number;
  expression: AudienceExpression;
}) => <LazyToolSuggestion tool="audience_builder" packageState={packageLink(expression).state} {...props} />;

const parts = { TeamGate: ProTeamGate, packageLink, AfterResults };

/** Pro `/audience-builder` on the team the pro variant picks. */
export function AudienceBuilderPage() {
  return <Page parts={parts} />;
}
