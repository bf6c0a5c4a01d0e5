import { LazyToolSuggestion } from "../../features/activity/lazy-tool-suggestion.tsx";
import { XstatsPage as Page } from "../../features/xstats/xstats-page.tsx";

// Now and then after a country's figures, the suggestion to build a package; a country is no brief, so
// the builder opens empty.
const AfterResults = (props: { run: string; resultCount: number }) => (
  <LazyToolSuggestion tool="country_stats" {...props} />
);

const parts = { AfterResults };

/** Pro `/xstats/:country?` with the package suggestion (the premium suite's has none). */
export function XstatsPage() {
  return <Page parts={parts} />;
}
