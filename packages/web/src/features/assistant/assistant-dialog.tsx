import { Modal, Text, Title } from "@mantine/core";
import type { SectionName } from "@xa/core";
import type { AnalyzeQueryRequest } from "@xa/core/analysis/analyze-query";
import { useTranslation } from "react-i18next";
import { AssistantChat } from "./assistant-chat.tsx";
import { chatAnalysisOf } from "./chat-analysis.ts";
import { useOpenAfterClose } from "./open-after-close.ts";

type Props = {
  opened: boolean;
  onClose: () => void;
  request: AnalyzeQueryRequest;
  /** the analysis in words */
  label: string;
  onOpenSection: (section: SectionName) => void;
  canOpenSection: (section: SectionName) => boolean;
};

/** The AI dialog: a conversation about the whole analysis. A cited card opens once the dialog has closed. */
export function AssistantDialog({ opened, onClose, request, label, onOpenSection, canOpenSection }: Props) {
  const { t } = useTranslation();
  const { openSection, overlayProps } = useOpenAfterClose(onOpenSection, onClose);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={
        <Title order={2} size="h4">
          {t("assistant.dialogTitle")}
        </Title>
      }
      closeButtonProps={{ "aria-label": t("common.close") }}
      {...overlayProps}
    >
      <Text size="sm" c="dimmed" mb="sm">
        {label}
      </Text>
      <AssistantChat
        context={{ analysis: chatAnalysisOf(request) }}
        contextText={label}
        canOpenSection={canOpenSection}
        onOpenSection={openSection}
      />
    </Modal>
  );
}
