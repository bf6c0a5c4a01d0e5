import type { SectionName, SectionResult } from "@xa/core";
import type { AnalyzeQueryRequest } from "@xa/core/analysis/analyze-query";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { sectionTitleText } from "../../../i18n/section-title.ts";
import { useAnalysisPageStore } from "../analysis-page-store.ts";
import type { AskAiPanelProps } from "../analysis-parts.ts";

type Props = {
  Panel: ComponentType<AskAiPanelProps>;
  /** the analysis the cards show, in words: "Audience: #kpop, 2021-09-22 – 2021-09-22" */
  analysisLabel: string;
  request: AnalyzeQueryRequest;
  results: Partial<Record<SectionName, SectionResult>>;
  onOpenSection: (section: SectionName) => void;
  canOpenSection: (section: SectionName) => boolean;
};

/** The question a card's "Ask AI" opens: which card, its context in words and the draft kept per card. */
export function CardQuestion({ Panel, analysisLabel, request, results, onOpenSection, canOpenSection }: Props) {
  const { t, i18n } = useTranslation();
  const section = useAnalysisPageStore((s) => s.ask.section);
  const question = useAnalysisPageStore((s) => (section ? (s.ask.questions[section] ?? "") : ""));
  const setQuestion = useAnalysisPageStore((s) => s.setQuestion);
  const closeAsk = useAnalysisPageStore((s) => s.closeAsk);
  const result = section ? results[section] : undefined;
  const context = section
    ? [
        sectionTitleText(section),
        analysisLabel,
        result
          ? t("sectionViews.basedOn", {
              n: result.base.count.toLocaleString(i18n.language),
              unit: t(`sectionViews.units.${result.base.unit}`, { count: result.base.count }),
              description: result.base.description,
            })
          : "",
      ]
        .filter(Boolean)
        .join("\n")
    : "";

  return (
    <Panel
      section={section}
      context={context}
      request={request}
      question={question}
      onQuestionChange={(text) => {
        if (section) setQuestion(section, text);
      }}
      onClose={closeAsk}
      onOpenSection={onOpenSection}
      canOpenSection={canOpenSection}
    />
  );
}
