import { lazy, Suspense, useState } from "react";
import { FEATURE_TEXTS, withFeatureTexts } from "../../i18n/feature-texts.ts";
import type { CardAskPanelProps } from "./card-ask-panel.tsx";

// The panel, the assistant and their texts load the first time a card asks, not with the page.
const CardAskPanel = lazy(() =>
  withFeatureTexts(FEATURE_TEXTS.assistant, import("./card-ask-panel.tsx")).then((module) => ({
    default: module.CardAskPanel,
  })),
);

/** The ask-the-AI panel, drawn from the first question on; it stays mounted after, so it closes with its animation. */
export function LazyCardAskPanel(props: CardAskPanelProps) {
  const asking = props.section !== null;
  const [wanted, setWanted] = useState(asking);
  if (asking && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CardAskPanel {...props} />
    </Suspense>
  );
}
