import { lazy, Suspense } from "react";
import type { SuggestionKind } from "./store-suggestions.tsx";

// Drawn before a first query or when one matched nothing: kept out of the first card's load.
const StoreSuggestions = lazy(() => import("./store-suggestions.tsx").then((m) => ({ default: m.StoreSuggestions })));

/** StoreSuggestions, loaded when first drawn. */
export function LazyStoreSuggestions({ onPick }: { onPick: (kind: SuggestionKind, term: string) => void }) {
  return (
    <Suspense fallback={null}>
      <StoreSuggestions onPick={onPick} />
    </Suspense>
  );
}
