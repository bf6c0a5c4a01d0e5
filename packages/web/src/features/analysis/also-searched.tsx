import { Badge, CloseButton, Group, Text } from "@mantine/core";
import type { WidenedWords } from "@xa/core/analysis/analyze-query";
import { useTranslation } from "react-i18next";

/**
 * "Also searched: ev, evs": the terms the server widened the keyword query's words with, each
 * removable; removing one runs the analysis again without it (kept in the link's `unwiden`).
 */
export function AlsoSearched({ widened, onRemove }: { widened: WidenedWords[]; onRemove: (term: string) => void }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} data-testid="also-searched">
      <Text size="sm" c="dimmed">
        {t("analysis.alsoSearched.label")}
      </Text>
      {widened.flatMap(({ words, terms }) =>
        terms.map((term) => (
          <Badge
            key={term}
            variant="light"
            tt="none"
            pr={3}
            title={t("analysis.alsoSearched.for", { words })}
            rightSection={
              <CloseButton
                size="xs"
                aria-label={t("analysis.alsoSearched.remove", { term })}
                onClick={() => onRemove(term)}
              />
            }
          >
            {term}
          </Badge>
        )),
      )}
    </Group>
  );
}
