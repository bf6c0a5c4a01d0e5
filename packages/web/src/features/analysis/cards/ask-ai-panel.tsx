import { Alert, Code, Drawer, Stack, Text, Textarea, Title } from "@mantine/core";
import type { SectionName, SectionResult } from "@xa/core";
import { useTranslation } from "react-i18next";
import { useAnalysisPageStore } from "../analysis-page-store.ts";

type Props = {
  /** the analysis the cards show, in words: "Audience: #kpop, 2021-09-22 – 2021-09-22" */
  analysisLabel: string;
  results: Partial<Record<SectionName, SectionResult>>;
};

/**
 * The ask-the-AI side panel of a card. The assistant itself comes in a later release: the panel keeps
 * the question and shows the context it will be asked with, and says plainly that no answer comes yet.
 */
export function AskAiPanel({ analysisLabel, results }: Props) {
  const { t, i18n } = useTranslation();
  const section = useAnalysisPageStore((s) => s.ask.section);
  const question = useAnalysisPageStore((s) => (section ? (s.ask.questions[section] ?? "") : ""));
  const setQuestion = useAnalysisPageStore((s) => s.setQuestion);
  const closeAsk = useAnalysisPageStore((s) => s.closeAsk);
  const result = section ? results[section] : undefined;

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
    >
      {section && (
        <Stack gap="md" data-testid="ask-ai-panel">
          <Alert color="blue" variant="light" title={t("analysis.ask.unavailableTitle")}>
            {t("analysis.ask.unavailable")}
          </Alert>
          <Stack gap={4}>
            <Text fw={600} size="sm">
              {t("analysis.ask.context")}
            </Text>
            <Code block style={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }}>
              {[
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
                .join("\n")}
            </Code>
          </Stack>
          <Textarea
            label={t("analysis.ask.question")}
            description={t("analysis.ask.questionHint")}
            value={question}
            onChange={(event) => setQuestion(section, event.currentTarget.value)}
            autosize
            minRows={3}
            data-autofocus
          />
        </Stack>
      )}
    </Drawer>
  );
}
