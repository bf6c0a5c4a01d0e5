import { Alert, Stack, Text } from "@mantine/core";
import type { SectionBase, SectionResult } from "@xa/core";
import { useTranslation } from "react-i18next";
import { useFormatters } from "../../../format/use-formatters.ts";

/** "1,204 accounts" in the UI language. */
export function useBaseCount() {
  const { t } = useTranslation();
  const format = useFormatters();
  return (count: number, unit: SectionBase["unit"]) => ({
    n: format.number(count),
    unit: t(`sectionViews.units.${unit}`, { count }),
  });
}

/** "Based on 1,204 accounts: followers of @x" — what a section was computed over. */
export function BaseCaption({ base }: { base: SectionBase }) {
  const { t } = useTranslation();
  const baseCount = useBaseCount();
  const parts = baseCount(base.count, base.unit);
  return (
    <Text size="xs" c="dimmed" data-testid="section-base">
      {base.description
        ? t("sectionViews.basedOn", { ...parts, description: base.description })
        : t("sectionViews.basedOnShort", parts)}
    </Text>
  );
}

/** The base caption, the note (a caveat, e.g. why a section is empty) and how the numbers were made. */
export function SectionCaptions({ result }: { result: SectionResult }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      {result.note && (
        <Alert color="yellow" variant="light" p="xs" data-testid="section-note">
          <Text size="xs">{result.note}</Text>
        </Alert>
      )}
      <BaseCaption base={result.base} />
      {result.method && (
        <Text size="xs" c="dimmed" fs="italic" data-testid="section-method">
          {t("sectionViews.method", { method: result.method })}
        </Text>
      )}
    </Stack>
  );
}
