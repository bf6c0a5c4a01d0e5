import { ActionIcon, Checkbox, Group, Stack, Text } from "@mantine/core";
import type { CatalogueEntry, LocationEntry } from "@xa/core/targeting/targeting-package";
import { useTranslation } from "react-i18next";
import { interestLabel } from "../../../format/targeting-values.ts";
import { useFormatters } from "../../../format/use-formatters.ts";

export type CatalogueListKey =
  | "locations"
  | "languages"
  | "interests"
  | "conversation_topics"
  | "network_operators"
  | "movies_tv_shows";

/** How an entry of a catalogue list reads: interests show their path with dashes. */
export function catalogueText(list: CatalogueListKey, entry: CatalogueEntry): string {
  return list === "interests" ? interestLabel(entry.label) : entry.label;
}

/** Entries of a catalogue list: kept or deselected with a checkbox, removed with ×; the audience's share beside. */
export function CatalogueList({
  list,
  entries,
  onToggle,
  onRemove,
}: {
  list: CatalogueListKey;
  entries: readonly (CatalogueEntry | LocationEntry)[];
  onToggle: (index: number) => void;
  onRemove: (index: number) => void;
}) {
  const { t } = useTranslation();
  const f = useFormatters();
  if (entries.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t("targeting.editor.emptyList")}
      </Text>
    );
  }
  return (
    <Stack gap={4} role="list" aria-label={t(`targeting.lists.${list}`)}>
      {entries.map((entry, index) => {
        const text = catalogueText(list, entry);
        const type = "type" in entry ? t(`targeting.locationTypes.${entry.type}`) : null;
        return (
          <Group key={entry.id} role="listitem" gap="xs" wrap="nowrap" data-testid="package-entry">
            <Checkbox
              checked={!entry.deselected}
              onChange={() => onToggle(index)}
              label={text}
              aria-label={t("targeting.editor.keepEntry", { entry: text })}
              styles={{ label: { textDecoration: entry.deselected ? "line-through" : undefined } }}
            />
            {type && (
              <Text size="xs" c="dimmed">
                {type}
              </Text>
            )}
            {entry.audience_share !== null && (
              <Text size="xs" c="dimmed" title={t("targeting.evidence.shareHint")}>
                {f.share(entry.audience_share)}
              </Text>
            )}
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              onClick={() => onRemove(index)}
              aria-label={t("targeting.editor.removeEntry", { entry: text })}
            >
              ×
            </ActionIcon>
          </Group>
        );
      })}
    </Stack>
  );
}
