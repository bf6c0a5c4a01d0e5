import { Code, Drawer, Stack, Text, Title } from "@mantine/core";
import type { SectionName } from "@xa/core";
import type { AnalyzeQueryRequest } from "@xa/core/analysis/analyze-query";
import { useTranslation } from "react-i18next";
import { AssistantChat } from "./assistant-chat.tsx";
import { chatAnalysisOf } from "./chat-analysis.ts";
import { useOpenAfterClose } from "./open-after-close.ts";

export type CardAskPanelProps = {
  /** the card asked about; null while the panel is closed */
  section: SectionName | null;
  /** what the question is asked with, in words: the card's title, the analysis, what the card is based on */
  context: string;
  request: AnalyzeQueryRequest;
  /** the question typed for this card, kept when the panel closes */
  question: string;
  onQuestionChange: (question: string) => void;
  onClose: () => void;
  onOpenSection: (section: SectionName) => void;
  canOpenSection: (section: SectionName) => boolean;
};

/**
 * The ask-the-AI side panel of a card: the context the question is asked with, and a
 * conversation with the assistant about the card. A cited card opens once the panel has closed.
 */
export function CardAskPanel({
  section,
  context,
  request,
  question,
  onQuestionChange,
  onClose,
  onOpenSection,
  canOpenSection,
}: CardAskPanelProps) {
  const { t } = useTranslation();
  const { openSection, overlayProps } = useOpenAfterClose(onOpenSection, onClose);

  return (
    <Drawer
      opened={section !== null}
      onClose={onClose}
      position="right"
      size="md"
      title={
        <Title order={2} size="h4">
          {t("assistantEntry.ask")}
        </Title>
      }
      closeButtonProps={{ "aria-label": t("common.close") }}
      {...overlayProps}
    >
      {section && (
        <Stack gap="md" data-testid="ask-ai-panel">
          <Stack gap={4}>
            <Text fw={600} size="sm">
              {t("assistant.ask.context")}
            </Text>
            <Code block style={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }}>
              {context}
            </Code>
          </Stack>
          <AssistantChat
            context={{ analysis: chatAnalysisOf(request), section }}
            contextText={context}
            draft={question}
            onDraftChange={onQuestionChange}
            canOpenSection={canOpenSection}
            onOpenSection={openSection}
          />
        </Stack>
      )}
    </Drawer>
  );
}
