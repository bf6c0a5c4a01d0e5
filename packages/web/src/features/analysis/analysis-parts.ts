import type { SectionName, SectionResult } from "@xa/core";
import type { AnalyzeQueryRequest } from "@xa/core/analysis/analyze-query";
import type { ComponentType } from "react";

/** Opens a card the assistant cites, when it is on the page. */
type SectionLinks = {
  onOpenSection: (section: SectionName) => void;
  canOpenSection: (section: SectionName) => boolean;
};

/** The question about one card, as the page keeps it; the panel draws it and asks it. */
export type AskAiPanelProps = SectionLinks & {
  section: SectionName | null;
  context: string;
  request: AnalyzeQueryRequest;
  question: string;
  onQuestionChange: (question: string) => void;
  onClose: () => void;
};

/**
 * What other features add to the analysis page: the assistant, a targeting package made from the analysis and
 * the exports. The app puts them in, so this feature needs none of theirs.
 */
export type AnalysisParts = {
  /** "Ask the AI" about the whole analysis, beside the results' title */
  AssistantButton: ComponentType<SectionLinks & { request: AnalyzeQueryRequest; label: string }>;
  /** the side panel where a card's question is asked */
  AskAiPanel: ComponentType<AskAiPanelProps>;
  CreatePackageButton: ComponentType<{ request: AnalyzeQueryRequest }>;
  /** the downloads of the loaded cards: a workbook and their images */
  ExportToolbar: ComponentType<{
    loaded: { name: SectionName; result: SectionResult }[];
    label: string;
    cardNode: (section: SectionName) => HTMLElement | undefined;
  }>;
  /** shown once cards have loaded: now and then, the suggestion to build a package from the analysis */
  ToolSuggestion?: ComponentType<{ run: string; resultCount: number }>;
  /** one card drawn as an image and downloaded */
  downloadCardImage: (node: HTMLElement, label: string, section: SectionName) => Promise<void>;
};
