import { Code, Group, Loader, Stack, Table, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { describeError } from "../../../api/describe-error.ts";
import { useMeQuery } from "../../../session/use-me-query.ts";
import { checkQueryText } from "./keyword-builder-model.ts";
import { useKeywordExplainQuery } from "./use-keyword-explain-query.ts";

/** The explain call waits for typing to pause this long. */
export const EXPLAIN_DEBOUNCE_MS = 500;

type Props = { query: string; startDate?: string; endDate?: string; country?: string };

/** How many posts each group and each exclusion matches, and the total, so a user sees why. */
export function ExplainCounts({ query, startDate, endDate, country }: Props) {
  const { t, i18n } = useTranslation();
  const [debounced] = useDebouncedValue(query, EXPLAIN_DEBOUNCE_MS);
  // Signed out the call is a 403, whose redirect to login would lose what is being typed.
  const signedOut = useMeQuery().data === null;
  // The builder flags text that does not parse (after a pause); it is never sent to be counted.
  const parses = useMemo(() => checkQueryText(debounced) === null, [debounced]);
  const explain = useKeywordExplainQuery(
    { query: debounced, start_date: startDate, end_date: endDate, country },
    parses && !signedOut,
  );
  const n = (value: number) => value.toLocaleString(i18n.language);

  if (query.trim() === "") return null;
  if (signedOut) {
    return (
      <Text size="sm" c="dimmed">
        {t("analysis.form.signInToCount")}
      </Text>
    );
  }
  if (!parses) return null;
  if (explain.isError) {
    return (
      <Text size="sm" c="red" role="alert">
        {describeError(explain.error, t)}
      </Text>
    );
  }
  const data = explain.data;
  return (
    <Stack gap={4} aria-live="polite" data-testid="explain-counts">
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {data ? t("analysis.explain.total", { count: data.total, n: n(data.total) }) : t("analysis.explain.counting")}
        </Text>
        {explain.isFetching && <Loader size="xs" aria-label={t("analysis.explain.counting")} />}
      </Group>
      {data && data.groups.length + data.exclusions.length > 0 && (
        <Table withRowBorders={false} verticalSpacing={2} fz="sm">
          <Table.Tbody>
            {data.groups.map((group, index) => (
              <Table.Tr key={`g-${group.query}`}>
                <Table.Td c="dimmed" w={1} style={{ whiteSpace: "nowrap" }}>
                  {index === 0 ? t("analysis.explain.group") : t("analysis.explain.orGroup")}
                </Table.Td>
                <Table.Td>
                  <Code>{group.query}</Code>
                </Table.Td>
                <Table.Td ta="right">{t("analysis.explain.posts", { count: group.count, n: n(group.count) })}</Table.Td>
              </Table.Tr>
            ))}
            {data.exclusions.map((exclusion) => (
              <Table.Tr key={`x-${exclusion.term}`}>
                <Table.Td c="dimmed" w={1} style={{ whiteSpace: "nowrap" }}>
                  {t("analysis.explain.not")}
                </Table.Td>
                <Table.Td>
                  <Code>{exclusion.term}</Code>
                </Table.Td>
                <Table.Td ta="right">
                  {t("analysis.explain.posts", { count: exclusion.count, n: n(exclusion.count) })}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
