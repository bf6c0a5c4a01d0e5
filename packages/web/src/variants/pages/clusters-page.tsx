import type { TopicClustersRequest } from "@xa/core/clusters/topic-clusters";
import { LazyToolSuggestion } from "../../features/activity/lazy-tool-suggestion.tsx";
import { ClustersPage as Page } from "../../features/clusters/clusters-page.tsx";
import { creatorState } from "../../features/targeting/creator/creator-preset.ts";

// Now and then after clusters are drawn, the suggestion to build a package, with the query as the brief.
const AfterResults = ({ request, ...props }: { run: string; resultCount: number; request: TopicClustersRequest }) => (
  <LazyToolSuggestion
    tool="topic_clusters"
    packageState={creatorState({
      analysis: {
        query_type: "keyword",
        query: request.query,
        start_date: request.start_date,
        end_date: request.end_date,
        country: request.country,
      },
    })}
    {...props}
  />
);

const parts = { AfterResults };

/** Pro `/topic-clusters` with the package suggestion. */
export function ClustersPage() {
  return <Page parts={parts} />;
}
