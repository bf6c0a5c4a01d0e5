import { Alert, Button, Progress, Stack, Text } from "@mantine/core";
import { GENERATION_ERRORS } from "@xa/core/targeting/brief-texts";
import type { TFunction } from "i18next";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

/** Request progress: 0.1 + 0.9 × 0.1^(500 / age ms), refreshed every 500 ms; never reaches 1 by itself. */
export function generationProgress(ageMs: number): number {
  return ageMs <= 0 ? 0.1 : 0.1 + 0.9 * 0.1 ** (500 / ageMs);
}

/** The generator's stored errors, worded in the interface language. */
export function generationErrorText(error: string | null, t: TFunction): string {
  if (error === GENERATION_ERRORS.noAudience) return t("targeting.creator.errors.noAudience");
  return t("targeting.creator.errors.failed");
}

/** "Generating…" with progress while the generation is polled. */
export function GeneratingView({ status, since }: { status: string; since: number }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, []);
  const value = generationProgress(Math.max(0, now - since)) * 100;
  return (
    <Stack gap="xs" role="status" aria-live="polite" data-testid="generating">
      <Text fw={600}>{t("targeting.creator.generating")}</Text>
      <Progress value={value} animated aria-label={t("targeting.creator.generating")} />
      <Text size="sm" c="dimmed">
        {t(status === "queued" ? "targeting.creator.queued" : "targeting.creator.running")}
      </Text>
    </Stack>
  );
}

/** A generation that failed, or a brief refused: what went wrong and a way back to the form. */
export function GenerationFailed({ message, onBack }: { message: string; onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert" title={message}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t("targeting.creator.errors.hint")}</Text>
        <Button size="xs" variant="white" color="red" onClick={onBack}>
          {t("targeting.creator.editBrief")}
        </Button>
      </Stack>
    </Alert>
  );
}
