import type { ComponentProps } from "react";
import { LazyToolSuggestion } from "../../features/activity/lazy-tool-suggestion.tsx";
import { AnalysisPage as Page } from "../../features/analysis/analysis-page.tsx";
import type { AnalysisParts } from "../../features/analysis/analysis-parts.ts";
import { AssistantDialogButton } from "../../features/assistant/assistant-dialog-button.tsx";
import { LazyCardAskPanel } from "../../features/assistant/lazy-card-ask-panel.tsx";
import { ExportToolbar } from "../../features/exports/export-toolbar.tsx";
import { exportCardImage } from "../../features/exports/load-export-files.ts";
import { CreatePackageButton } from "../../features/targeting/create-package-button.tsx";

// After an exploration's cards load, now and then, the suggestion to build a package (the user's activity decides).
const ExploreSuggestion = (props: Omit<ComponentProps<typeof LazyToolSuggestion>, "tool">) => (
  <LazyToolSuggestion tool="explore" {...props} />
);

// Each of these is small and loads with the page; what it opens (the assistant, the export code) loads on use.
const parts: AnalysisParts = {
  AssistantButton: AssistantDialogButton,
  AskAiPanel: LazyCardAskPanel,
  CreatePackageButton,
  ExportToolbar,
  downloadCardImage: exportCardImage,
};

/** The analysis page with what other features add to it: the assistant, a targeting package and the exports. */
export function AnalysisPage() {
  return <Page parts={parts} />;
}

// The toolkit builds packages at /campaigns/new, where the suggestion leads.
const proParts: AnalysisParts = { ...parts, ToolSuggestion: ExploreSuggestion };

/** The pro toolkit's explore page: the analysis page with the suggestion to build a package now and then. */
export function ProAnalysisPage() {
  return <Page parts={proParts} />;
}
