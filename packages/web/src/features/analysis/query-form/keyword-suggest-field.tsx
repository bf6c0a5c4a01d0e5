import { Autocomplete, Group, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormatters } from "../../../format/use-formatters.ts";
import { useKeywordSuggestionsQuery } from "./keyword-suggestions-api.ts";

/**
 * Type the start of a word and pick a keyword or hashtag the store's accounts use (arrow keys and
 * Enter, or a click): it is added to the query as one more OR group.
 */
export function KeywordSuggestField({ country, onAdd }: { country?: string; onAdd: (term: string) => void }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const [typed, setTyped] = useState("");
  // Autocomplete writes the picked option into the field after submitting it; the field empties instead.
  const picked = useRef<string | null>(null);
  // Asked once typing pauses, not per key.
  const [debounced] = useDebouncedValue(typed, 250);
  const found = useKeywordSuggestionsQuery(debounced, country);
  const accounts = new Map<string, number>();
  const group = (label: string, terms: { term: string; accounts: number }[], mark: string) => {
    for (const s of terms) accounts.set(`${mark}${s.term}`, s.accounts);
    return { group: label, items: terms.map((s) => `${mark}${s.term}`) };
  };
  const data =
    debounced.trim() && found.data
      ? [
          group(t("analysis.suggest.keywords"), found.data.keywords, ""),
          group(t("analysis.suggest.hashtags"), found.data.hashtags, "#"),
        ].filter((g) => g.items.length > 0)
      : [];
  const nothing = debounced.trim() !== "" && found.isSuccess && !found.isPlaceholderData && data.length === 0;
  return (
    <Autocomplete
      label={t("analysis.suggest.label")}
      description={nothing ? t("analysis.suggest.none") : t("analysis.suggest.hint")}
      value={typed}
      onChange={(next) => {
        setTyped(next === picked.current ? "" : next);
        picked.current = null;
      }}
      data={data}
      // The server already chose what starts as typed; Mantine's own filter would hide hashtags typed without #.
      filter={({ options }) => options}
      onOptionSubmit={(term) => {
        picked.current = term;
        onAdd(term);
      }}
      renderOption={({ option }) => (
        <Group justify="space-between" wrap="nowrap" w="100%">
          <Text size="sm">{option.value}</Text>
          <Text size="xs" c="dimmed">
            {t("analysis.suggest.accounts", {
              count: accounts.get(option.value) ?? 0,
              formatted: f.number(accounts.get(option.value) ?? 0),
            })}
          </Text>
        </Group>
      )}
      comboboxProps={{ withinPortal: false }}
      data-testid="keyword-suggest"
    />
  );
}
