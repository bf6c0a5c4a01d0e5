import { Button, Card, Group, Stack, Title } from "@mantine/core";
import type { AudienceConfig } from "@xa/core/targeting/audience-contract";
import type { AutopilotGeneration, AutopilotResult } from "@xa/core/targeting/autopilot-request";
import type { TargetingPackageWrapper } from "@xa/core/targeting/targeting-package";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useOptionalUser } from "../../../session/current-user.tsx";
import { DraftNotice } from "../package-editor/draft-notice.tsx";
import { LeaveGuard } from "../package-editor/leave-guard.tsx";
import { PackageEditor } from "../package-editor/package-editor.tsx";
import { keptTerms } from "../package-editor/package-edits.ts";
import { SaveAudience } from "../package-editor/save-audience.tsx";
import { usePackageDraft } from "../package-editor/use-package-draft.ts";
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
  const user = useOptionalUser();
  // Edits of this generation's package, kept in the browser until it is saved as an audience.
  const draft = usePackageDraft(
    { user: user?.id ?? 0, team, of: `generation:${generation.id}` },
    "generated",
    result.targeting_package,
  );
  const [saved, setSaved] = useState<AudienceConfig | null>(null);
  // Told once the guard has drawn with nothing left to lose, so a move to the saved audience is not stopped.
  const told = useRef<AudienceConfig | null>(null);
  useEffect(() => {
    if (!saved || told.current === saved) return;
    told.current = saved;
    onSaved(saved);
  }, [saved, onSaved]);
  const value: TargetingPackageWrapper = { targeting_package: draft.value, countries: result.countries };
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
      {/* A generated package is unsaved work even before it is edited. */}
      <LeaveGuard when={!saved || draft.dirty} />
      {draft.restoredAt !== null && (
        <DraftNotice savedAt={draft.restoredAt} onDiscard={draft.discard} onDismiss={draft.dismissNotice} />
      )}
      <EstimateCard result={result} />
      <ResultNotes result={result} />
      <Card withBorder padding="md">
        <PackageEditor value={draft.value} countries={result.countries} onChange={draft.setValue} />
      </Card>
      <Card withBorder padding="md">
        <Stack gap="sm">
          <Title order={3} size="h4">
            {t("targeting.save.title")}
          </Title>
          <SaveAudience
            team={team}
            value={value}
            generationId={generation.id}
            onSaved={(config) => {
              draft.markSaved();
              setSaved(config);
            }}
          />
        </Stack>
      </Card>
    </Stack>
  );
}
