import { Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { LazyStoreSuggestions } from "../../components/store-suggestions/lazy-store-suggestions.tsx";
import type { SuggestionKind } from "../../components/store-suggestions/store-suggestions.tsx";

/**
 * One empty state for an analysis that matched nothing, in place of its cards: what to change, and
 * the handles, keywords and hashtags the store holds to try instead.
 */
export function NoMatches({
  subject,
  onPick,
}: {
  subject: string;
  onPick: (kind: SuggestionKind, term: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="sm" py="xl" ta="center" data-testid="no-matches">
      <Text fw={600} role="status">
        {t("analysis.noMatches.title", { subject })}
      </Text>
      <Text c="dimmed" size="sm" maw={560}>
        {t("analysis.noMatches.description")}
      </Text>
      <LazyStoreSuggestions onPick={onPick} />
    </Stack>
  );
}
