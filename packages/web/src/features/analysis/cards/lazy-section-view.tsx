import { Box } from "@mantine/core";
import { lazy, Suspense, useState } from "react";
import type { SectionViewProps } from "../section-views/section-view.tsx";

type SectionViewComponent = typeof import("../section-views/section-view.tsx").SectionView;

// The section views (and their charts' options, the map's reader) are a chunk of their own, fetched as soon as the
// analysis page opens: its cards draw without waiting for it, and it is here by the time the first card's data
// arrives, which takes at least one round trip of the server's work.
let loaded: SectionViewComponent | undefined;
const loading = import("../section-views/section-view.tsx").then((module) => {
  loaded = module.SectionView;
  return { default: module.SectionView };
});
const LoadingView = lazy(() => loading);

// Tests render right after importing a card and read its view at once, so they wait here; false in a build.
if (import.meta.env.MODE === "test") await loading;

/** SectionView from its own chunk; until it arrives, an empty box holds its place. */
export function SectionView(props: SectionViewProps) {
  // Chosen once, so a view drawn through the lazy path is not remounted (and its state lost) when it arrives.
  const [Loaded] = useState(() => loaded);
  if (Loaded) return <Loaded {...props} />;
  return (
    <Suspense fallback={<Box aria-busy mih={120} />}>
      <LoadingView {...props} />
    </Suspense>
  );
}
