import { type ComponentProps, lazy, Suspense, useState } from "react";
import { FEATURE_TEXTS, withFeatureTexts } from "../../../i18n/feature-texts.ts";
import { useAnalysisPageStore } from "../analysis-page-store.ts";

// The panel, the assistant and their texts load the first time a card asks, not with the page.
const AskAiPanel = lazy(() =>
  withFeatureTexts(FEATURE_TEXTS.assistant, import("./ask-ai-panel.tsx")).then((module) => ({
    default: module.AskAiPanel,
  })),
);

/** The ask-the-AI panel, drawn from the first question on; it stays mounted after, so it closes with its animation. */
export function LazyAskAiPanel(props: ComponentProps<typeof AskAiPanel>) {
  const asking = useAnalysisPageStore((s) => s.ask.section !== null);
  const [wanted, setWanted] = useState(asking);
  if (asking && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AskAiPanel {...props} />
    </Suspense>
  );
}
