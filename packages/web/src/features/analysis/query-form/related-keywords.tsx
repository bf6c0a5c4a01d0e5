import { Button, Group, Loader, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { useFormatters } from "../../../format/use-formatters.ts";
import { useRelatedKeywordsQuery } from "./keyword-suggestions-api.ts";

type Props = { query: string; startDate?: string; endDate?: string; country?: string; onAdd: (term: string) => void };

/** Chips of the terms the query's authors use more than the store does; a click adds one to the query. */
export function RelatedKeywords({ onAdd, ...scope }: Props) {
  const { t } = useTranslation();
  const f = useFormatters();
  // Counted once typing pauses, as the match counts are.
  const [query] = useDebouncedValue(scope.query, 800);
  const related = useRelatedKeywordsQuery({ ...scope, query }, true);
  if (!query.trim() || related.isError) return null;
  return (
    <Stack gap={4} component="section" aria-label={t("analysis.related.title")}>
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {t("analysis.related.title")}
        </Text>
        {related.isFetching && <Loader size="xs" aria-label={t("common.loading")} />}
      </Group>
      {related.data && related.data.results.length === 0 && (
        <Text size="sm" c="dimmed">
          {t("analysis.related.none")}
        </Text>
      )}
      {related.data && related.data.results.length > 0 && (
        <Group gap={6}>
          {related.data.results.map((r) => (
            <Button
              key={r.term}
              size="compact-sm"
              variant="light"
              radius="xl"
              onClick={() => onAdd(r.term)}
              title={t("analysis.related.why", {
                accounts: f.number(r.accounts),
                authors: f.number(related.data.authors),
                lift: r.lift,
              })}
              data-testid="related-keyword"
            >
              + {r.term}
            </Button>
          ))}
        </Group>
      )}
      {related.data && related.data.results.length > 0 && (
        <Text size="xs" c="dimmed">
          {related.data.method}
        </Text>
      )}
    </Stack>
  );
}
