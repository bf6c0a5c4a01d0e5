import { Button } from "@mantine/core";
import type { SectionName } from "@xa/core";
import type { AnalyzeQueryRequest } from "@xa/core/analysis/analyze-query";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { FEATURE_TEXTS, withFeatureTexts } from "../../i18n/feature-texts.ts";

// The dialog, the chat and their texts load on the first click, not with the analysis page.
const AssistantDialog = lazy(() =>
  withFeatureTexts(FEATURE_TEXTS.assistant, import("./assistant-dialog.tsx")).then((module) => ({
    default: module.AssistantDialog,
  })),
);

type Props = {
  request: AnalyzeQueryRequest;
  label: string;
  onOpenSection: (section: SectionName) => void;
  canOpenSection: (section: SectionName) => boolean;
};

/** "Ask the AI" beside the analysis's title: opens the AI dialog about the whole analysis. */
export function AssistantDialogButton({ request, label, onOpenSection, canOpenSection }: Props) {
  const { t } = useTranslation();
  // null until the first click; mounted from then on, so the dialog closes with its animation.
  const [opened, setOpened] = useState<boolean | null>(null);
  return (
    <>
      <Button variant="light" size="xs" onClick={() => setOpened(true)}>
        {t("assistantEntry.ask")}
      </Button>
      {opened !== null && (
        <Suspense fallback={null}>
          <AssistantDialog
            opened={opened}
            onClose={() => setOpened(false)}
            request={request}
            label={label}
            onOpenSection={onOpenSection}
            canOpenSection={canOpenSection}
          />
        </Suspense>
      )}
    </>
  );
}
