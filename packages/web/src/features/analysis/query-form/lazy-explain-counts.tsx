import { type ComponentProps, lazy, Suspense, useState } from "react";

type ExplainCountsComponent = typeof import("./explain-counts.tsx").ExplainCounts;

// The counts (and Mantine's Table) are a chunk of their own, fetched as soon as the analysis page opens: the form
// draws without them, and they show what the server counted, which takes a round trip anyway.
let loaded: ExplainCountsComponent | undefined;
const loading = import("./explain-counts.tsx").then((module) => {
  loaded = module.ExplainCounts;
  return { default: module.ExplainCounts };
});
const LoadingCounts = lazy(() => loading);

// Tests render right after importing the form and read the counts at once, so they wait here; false in a build.
if (import.meta.env.MODE === "test") await loading;

/** ExplainCounts from its own chunk; nothing shows until it arrives. */
export function ExplainCounts(props: ComponentProps<ExplainCountsComponent>) {
  const [Loaded] = useState(() => loaded);
  if (Loaded) return <Loaded {...props} />;
  return (
    <Suspense fallback={null}>
      <LoadingCounts {...props} />
    </Suspense>
  );
}
