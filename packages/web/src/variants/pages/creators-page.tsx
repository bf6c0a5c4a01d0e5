import { AccessGate } from "../../components/access-gate.tsx";
import { LazyToolSuggestion } from "../../features/activity/lazy-tool-suggestion.tsx";
import { CreatorsPage as Page } from "../../features/creators/creators-page.tsx";
import { creatorState } from "../../features/targeting/creator/creator-preset.ts";
import { AddToListButton } from "../../features/targeting/pro/add-to-list.tsx";
import { SavedAudiencePicker } from "../../features/targeting/pro/saved-audience-picker.tsx";
import { ProTeamGate } from "../pro/pro-team-gate.tsx";

// After a search, now and then, the suggestion to build a package from it (the user's activity decides),
// with its topic as the brief; a saved audience is a package already, so the builder opens empty.
const AfterResults = ({ query, ...props }: { run: string; resultCount: number; query: string }) => (
  <LazyToolSuggestion
    tool="creators"
    packageState={query.trim() ? creatorState({ analysis: { query_type: "keyword", query } }) : undefined}
    {...props}
  />
);

// Chosen creators join one of the team's saved lists (a targeting package's handles); a saved audience
// can be what creators are found for.
const parts = { TeamGate: ProTeamGate, AddToList: AddToListButton, AfterResults, SavedAudiencePicker };

/** Pro `/creators` on the team the pro variant picks, for the users it is open to. */
export function CreatorsPage() {
  return (
    <AccessGate tool="creators">
      <Page parts={parts} />
    </AccessGate>
  );
}
