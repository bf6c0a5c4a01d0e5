import { Button, Card, Group, Stack, Title } from "@mantine/core";
import type { AudienceConfig } from "@xa/core/targeting/audience-contract";
import type { AutopilotGeneration, AutopilotResult } from "@xa/core/targeting/autopilot-request";
import type { TargetingPackageWrapper } from "@xa/core/targeting/targeting-package";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { PackageEditor } from "../package-editor/package-editor.tsx";
import { keptTerms } from "../package-editor/package-edits.ts";
import { SaveAudience } from "../package-editor/save-audience.tsx";
import { SuggestionPrompt } from "../suggestion/suggestion-prompt.tsx";
import { recordToolUse } from "../suggestion/suggestion-store.ts";
import { EstimateCard } from "./estimate-card.tsx";
import { ResultNotes } from "./result-notes.tsx";

/** A finished generation: the estimate, the package to edit, "Save as audience", and now and then the prompt. */
export function GeneratedPackage({
  generation,
  result,
  team,
  feedbackPath,
  onBack,
  onSaved,
}: {
  generation: AutopilotGeneration;
  result: AutopilotResult;
  team: string;
  feedbackPath: string;
  onBack: () => void;
  onSaved: (config: AudienceConfig) => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState<TargetingPackageWrapper>({
    targeting_package: result.targeting_package,
    countries: result.countries,
  });
  const [prompt, setPrompt] = useState(false);
  const counted = useRef<string | null>(null);
  useEffect(() => {
    // One use per generation, counted once it is shown: the tool-usage counter the suggestion prompt reads.
    if (counted.current === generation.id) return;
    counted.current = generation.id;
    const count = keptTerms(result.targeting_package);
    setPrompt(recordToolUse({ resultCount: count, condition: generation.status === "done", now: Date.now() }));
  }, [generation, result]);

  return (
    <Stack gap="lg">
      {prompt && <SuggestionPrompt feedbackPath={feedbackPath} onDismiss={() => setPrompt(false)} />}
      <Group justify="space-between">
        <Title order={2}>{t("targeting.creator.resultTitle")}</Title>
        <Button variant="default" onClick={onBack}>
          {t("targeting.creator.editBrief")}
        </Button>
      </Group>
      <EstimateCard result={result} />
      <ResultNotes result={result} />
      <Card withBorder padding="md">
        <PackageEditor
          value={value.targeting_package}
          countries={value.countries}
          onChange={(targeting_package) => setValue({ ...value, targeting_package })}
        />
      </Card>
      <Card withBorder padding="md">
        <Stack gap="sm">
          <Title order={3} size="h4">
            {t("targeting.save.title")}
          </Title>
          <SaveAudience team={team} value={value} generationId={generation.id} onSaved={onSaved} />
        </Stack>
      </Card>
    </Stack>
  );
}
