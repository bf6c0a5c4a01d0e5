import { Paper } from "@mantine/core";
import type { AutopilotRequest } from "@xa/core/targeting/autopilot-request";
import { StoreSuggestions, type SuggestionKind } from "../../../components/store-suggestions/store-suggestions.tsx";

const MAX_GROUPS = 20;

/** The brief with a picked handle, keyword or hashtag added, in the form the brief is written in. */
export function withSuggestion(draft: AutopilotRequest, kind: SuggestionKind, term: string): AutopilotRequest {
  const written = kind === "handle" ? `@${term}` : kind === "hashtag" ? `#${term}` : term;
  if (draft.create_audience_option === "description") {
    const text = draft.description.trim();
    return { ...draft, description: text ? `${text} ${written}` : written };
  }
  if (kind === "handle") {
    return draft.handles.includes(term) ? draft : { ...draft, handles: [...draft.handles, term] };
  }
  // Another OR group of one term; the empty group the editor starts with is filled first.
  const groups = draft.keyword_groups.filter((g) => g.length > 0);
  if (groups.some((g) => g.length === 1 && g[0] === written) || groups.length >= MAX_GROUPS) return draft;
  return { ...draft, keyword_groups: [...groups, [written]] };
}

/**
 * The store's handles, keywords and hashtags under the autopilot's brief, so a newcomer writes a
 * brief the store can answer; a pick adds the term to the brief. Mount beside the brief step.
 */
export function BriefSuggestions({
  draft,
  onChange,
}: {
  draft: AutopilotRequest;
  onChange: (draft: AutopilotRequest) => void;
}) {
  // A brief taken from an analysis is that analysis: nothing to add.
  if (draft.analysis) return null;
  return (
    <Paper withBorder p="sm" mt="md" radius="md">
      <StoreSuggestions onPick={(kind, term) => onChange(withSuggestion(draft, kind, term))} />
    </Paper>
  );
}
