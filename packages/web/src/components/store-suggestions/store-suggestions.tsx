import { Badge, Button, Group, Loader, Stack, Text, Tooltip } from "@mantine/core";
import type { StoreSuggestions as Suggestions } from "@xa/core/social/social-contract";
import { useTranslation } from "react-i18next";
import { useFormatters } from "../../format/use-formatters.ts";
import { useStoreSuggestionsQuery } from "./use-store-suggestions-query.ts";

export type SuggestionKind = "handle" | "keyword" | "hashtag";
const LISTS = [
  ["handle", "handles"],
  ["keyword", "keywords"],
  ["hashtag", "hashtags"],
] as const satisfies readonly (readonly [SuggestionKind, keyof Suggestions])[];

const shown = (kind: SuggestionKind, term: string) =>
  kind === "handle" ? `@${term}` : kind === "hashtag" ? `#${term}` : term;

/**
 * What the store holds, to start from: its most followed handles and most used keywords and
 * hashtags, each a button that hands the term to `onPick`; labelled when it is the demo world.
 */
export function StoreSuggestions({
  onPick,
  kinds = ["handle", "keyword", "hashtag"],
}: {
  onPick: (kind: SuggestionKind, term: string) => void;
  kinds?: readonly SuggestionKind[];
}) {
  const { t } = useTranslation();
  const f = useFormatters();
  const query = useStoreSuggestionsQuery();
  if (query.isPending) {
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" aria-hidden="true" />
        <Text size="sm" c="dimmed">
          {t("storeSuggestions.loading")}
        </Text>
      </Group>
    );
  }
  if (query.isError) {
    return (
      <Group gap="xs">
        <Text size="sm" c="dimmed" role="alert">
          {t("storeSuggestions.failed")}
        </Text>
        <Button size="compact-xs" variant="subtle" onClick={() => void query.refetch()}>
          {t("common.retry")}
        </Button>
      </Group>
    );
  }
  const data = query.data;
  const lists = LISTS.filter(([kind, list]) => kinds.includes(kind) && data[list].length > 0);
  if (lists.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t("storeSuggestions.empty")}
      </Text>
    );
  }
  return (
    <Stack gap="xs" data-testid="store-suggestions" align="stretch">
      <Group gap="xs" justify="center">
        <Text size="sm" fw={600}>
          {t("storeSuggestions.title")}
        </Text>
        {data.demo && (
          <Tooltip label={t("demoData.tooltip")}>
            <Badge color="orange" variant="light">
              {t("demoData.badge")}
            </Badge>
          </Tooltip>
        )}
      </Group>
      {lists.map(([kind, list]) => (
        <Group key={kind} gap={6} justify="center" role="group" aria-label={t(`storeSuggestions.${list}`)}>
          <Text size="xs" c="dimmed" w={80} ta="right">
            {t(`storeSuggestions.${list}`)}
          </Text>
          {data[list].map((s) => (
            <Button
              key={s.term}
              size="compact-sm"
              variant="light"
              tt="none"
              title={t(`storeSuggestions.count.${kind}`, { count: s.count, formatted: f.number(s.count) })}
              onClick={() => onPick(kind, s.term)}
            >
              {shown(kind, s.term)}
            </Button>
          ))}
        </Group>
      ))}
    </Stack>
  );
}
