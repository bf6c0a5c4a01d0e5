import { Code, Drawer, Stack, Text, Title } from "@mantine/core";
import type { SectionName, SectionResult } from "@xa/core";
import type { AnalyzeQueryRequest } from "@xa/core/analysis/analyze-query";
import { useTranslation } from "react-i18next";
import { AssistantChat } from "../../assistant/assistant-chat.tsx";
import { chatAnalysisOf } from "../../assistant/chat-analysis.ts";
import { useOpenAfterClose } from "../../assistant/open-after-close.ts";
import { useAnalysisPageStore } from "../analysis-page-store.ts";

type Props = {
  /** the analysis the cards show, in words: "Audience: #kpop, 2021-09-22 – 2021-09-22" */
  analysisLabel: string;
  request: AnalyzeQueryRequest;
  results: Partial<Record<SectionName, SectionResult>>;
  onOpenSection: (section: SectionName) => void;
  canOpenSection: (section: SectionName) => boolean;
};

/**
 * The ask-the-AI side panel of a card: the context the question is asked with, and a
 * conversation with the assistant about the card. A cited card opens once the panel has closed.
 */
export function AskAiPanel({ analysisLabel, request, results, onOpenSection, canOpenSection }: Props) {
  const { t, i18n } = useTranslation();
  const section = useAnalysisPageStore((s) => s.ask.section);
  const question = useAnalysisPageStore((s) => (section ? (s.ask.questions[section] ?? "") : ""));
  const setQuestion = useAnalysisPageStore((s) => s.setQuestion);
  const closeAsk = useAnalysisPageStore((s) => s.closeAsk);
  const { openSection, overlayProps } = useOpenAfterClose(onOpenSection, closeAsk);
  const result = section ? results[section] : undefined;
  const context = section
    ? [
        t(`sections.${section}.title`),
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
    <Drawer
      opened={section !== null}
      onClose={closeAsk}
      position="right"
      size="md"
      title={
        <Title order={2} size="h4">
          {t("analysis.ask.title")}
        </Title>
      }
      closeButtonProps={{ "aria-label": t("common.close") }}
      {...overlayProps}
    >
      {section && (
        <Stack gap="md" data-testid="ask-ai-panel">
          <Stack gap={4}>
            <Text fw={600} size="sm">
              {t("analysis.ask.context")}
            </Text>
            <Code block style={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }}>
              {context}
            </Code>
          </Stack>
          <AssistantChat
            context={{ analysis: chatAnalysisOf(request), section }}
            contextText={context}
            draft={question}
            onDraftChange={(text) => setQuestion(section, text)}
            canOpenSection={canOpenSection}
            onOpenSection={openSection}
          />
        </Stack>
      )}
    </Drawer>
  );
}
