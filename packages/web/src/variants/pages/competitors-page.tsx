import { LazyToolSuggestion } from "../../features/activity/lazy-tool-suggestion.tsx";
import { CompetitorsPage as Page } from "../../features/competitors/competitors-page.tsx";
import { creatorState } from "../../features/targeting/creator/creator-preset.ts";

// Now and then after a comparison, the suggestion to build a package for the competitors' followers.
const AfterResults = ({ handles, ...props }: { run: string; resultCount: number; handles: readonly string[] }) => (
  <LazyToolSuggestion
    tool="competitor_analysis"
    packageState={creatorState({
      audience_builder: { join: "or", criteria: [{ kind: "followers_of", handles: [...handles] }] },
    })}
    {...props}
  />
);

const parts = { AfterResults };

/** Pro `/competitor-analysis` with the package suggestion. */
export function CompetitorsPage() {
  return <Page parts={parts} />;
}
