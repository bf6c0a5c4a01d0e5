import { type ComponentProps, lazy, Suspense } from "react";
import { FEATURE_TEXTS, withFeatureTexts } from "../../i18n/feature-texts.ts";
import type { ToolSuggestion as Suggestion } from "./tool-suggestion.tsx";

// The suggestion, its activity calls and texts load once a tool has returned results, not with the page.
const ToolSuggestion = lazy(() =>
  withFeatureTexts(FEATURE_TEXTS.activity, import("./tool-suggestion.tsx")).then((module) => ({
    default: module.ToolSuggestion,
  })),
);

/** The package suggestion, loaded when first drawn; nothing shows while it loads. */
export function LazyToolSuggestion(props: ComponentProps<typeof Suggestion>) {
  return (
    <Suspense fallback={null}>
      <ToolSuggestion {...props} />
    </Suspense>
  );
}
