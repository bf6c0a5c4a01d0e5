import { Alert, Button, Group, Loader, Select, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { TargetingPackage } from "@xa/core/targeting/targeting-package";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { describeError } from "../../../api/describe-error.ts";
import { useCountryFilter } from "../../../components/country-picker/country-picker.ts";
import { useCatalogueSearchQuery, useCatalogueStatusQuery } from "../catalogue-queries.ts";
import { DEBOUNCE_MS } from "../shared/debounce.ts";
import { type CatalogueListKey, catalogueText } from "./catalogue-list.tsx";
import { addCatalogueEntry, hasEntry } from "./package-edits.ts";

/** Catalogues searched within a country when one is picked. */
const BY_COUNTRY: readonly CatalogueListKey[] = ["locations", "network_operators"];

/**
 * Adds entries from a catalogue: a search (debounced 500 ms) and its matches, each with an Add button. An entry
 * that cannot be targeted (North Korea) shows why instead; a catalogue without a public list says so.
 */
export function CatalogueAdd({
  list,
  pkg,
  countries,
  onAdd,
}: {
  list: CatalogueListKey;
  pkg: TargetingPackage;
  countries: string[];
  onAdd: (next: TargetingPackage) => void;
}) {
  const { t } = useTranslation();
  const countryFilter = useCountryFilter();
  const [text, setText] = useState("");
  const [country, setCountry] = useState<string | null>(null);
  const [debounced] = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const status = useCatalogueStatusQuery(list);
  const search = useCatalogueSearchQuery(list, debounced, country ?? "");
  const label = t(`targeting.lists.${list}`);

  if (status.data && !status.data.available) {
    return (
      <Alert color="gray" title={t("targeting.catalogue.unavailable")}>
        {status.data.note}
      </Alert>
    );
  }
  const matches = debounced.length >= 2 ? (search.data?.options ?? []) : [];
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="xs">
        <TextInput
          size="xs"
          label={t("targeting.catalogue.search", { list: label })}
          description={t("targeting.catalogue.searchHint")}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          maxLength={200}
          rightSection={search.isFetching ? <Loader size="xs" /> : null}
        />
        {BY_COUNTRY.includes(list) && countries.length > 0 && (
          <Select
            size="xs"
            label={t("targeting.catalogue.country")}
            value={country}
            onChange={setCountry}
            data={countries}
            searchable
            filter={countryFilter}
            clearable
            w={110}
          />
        )}
      </Group>
      {search.isError && (
        <Text size="sm" c="red" role="alert">
          {t("targeting.catalogue.loadFailed")} {describeError(search.error, t)}
        </Text>
      )}
      {debounced.length >= 2 && search.data && matches.length === 0 && (
        <Text size="sm" c="dimmed">
          {t("targeting.catalogue.noMatches", { text: debounced })}
        </Text>
      )}
      {matches.length > 0 && (
        <Stack gap={2} role="list" aria-label={t("targeting.catalogue.search", { list: label })}>
          {matches.map(({ entry, unselectable }) => {
            const name = catalogueText(list, entry);
            const added = hasEntry(pkg, list, entry);
            return (
              <Group key={entry.id} role="listitem" gap="xs" wrap="nowrap">
                <Button
                  size="compact-xs"
                  variant="light"
                  disabled={added || unselectable !== null}
                  onClick={() => onAdd(addCatalogueEntry(pkg, list, entry))}
                  aria-label={t("targeting.catalogue.add", { entry: name })}
                >
                  {added ? t("targeting.catalogue.added") : t("targeting.editor.addButton")}
                </Button>
                <Text size="sm" c={unselectable ? "dimmed" : undefined}>
                  {name}
                  {"type" in entry ? ` · ${t(`targeting.locationTypes.${entry.type}`)} · ${entry.country_code}` : ""}
                </Text>
                {unselectable && (
                  <Text size="xs" c="orange">
                    {unselectable}
                  </Text>
                )}
              </Group>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
