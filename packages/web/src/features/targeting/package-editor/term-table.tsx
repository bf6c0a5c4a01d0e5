import { ActionIcon, Badge, Checkbox, Table, Text, Tooltip, VisuallyHidden } from "@mantine/core";
import type { TargetingPackage } from "@xa/core/targeting/targeting-package";
import { useTranslation } from "react-i18next";
import { useFormatters } from "../../../format/use-formatters.ts";
import { EvidenceCells, EvidenceHeaders } from "./evidence-cells.tsx";
import { entryText } from "./package-edits.ts";

export type TermListKey = "keywords" | "hashtags" | "handles";

/** Keywords, hashtags or handles with their evidence in columns: a checkbox keeps or deselects, × removes. */
export function TermTable({
  pkg,
  list,
  onToggle,
  onRemove,
}: {
  pkg: TargetingPackage;
  list: TermListKey;
  onToggle: (index: number) => void;
  onRemove: (index: number) => void;
}) {
  const { t } = useTranslation();
  const f = useFormatters();
  const entries = pkg[list];
  if (entries.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t("targeting.editor.emptyList")}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table aria-label={t(`targeting.lists.${list}`)} verticalSpacing={4} highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>{t("targeting.editor.keep")}</Table.Th>
            <Table.Th>{t(`targeting.lists.${list}`)}</Table.Th>
            {list === "handles" && <Table.Th ta="right">{t("targeting.evidence.followers")}</Table.Th>}
            {list === "handles" && (
              <Table.Th ta="right">
                <Tooltip label={t("targeting.evidence.onTopicHint")} multiline w={260}>
                  <span>{t("targeting.evidence.onTopic")}</span>
                </Tooltip>
              </Table.Th>
            )}
            <EvidenceHeaders />
            <Table.Th w={40}>
              <VisuallyHidden>{t("targeting.editor.remove")}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry, index) => {
            const text = list === "hashtags" ? `#${entryText(entry)}` : entryText(entry);
            return (
              <Table.Tr key={text} data-testid="package-entry" opacity={entry.deselected ? 0.55 : 1}>
                <Table.Td>
                  <Checkbox
                    checked={!entry.deselected}
                    onChange={() => onToggle(index)}
                    aria-label={t("targeting.editor.keepEntry", { entry: text })}
                  />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" td={entry.deselected ? "line-through" : undefined}>
                    {text}
                    {"name" in entry && entry.name ? (
                      <Text span size="xs" c="dimmed">
                        {` ${entry.name}`}
                      </Text>
                    ) : null}
                  </Text>
                  {"account_type" in entry && entry.account_type ? (
                    <Badge size="xs" variant="light" color={entry.account_type === "person" ? "gray" : "blue"}>
                      {t(`targeting.evidence.${entry.account_type}`)}
                    </Badge>
                  ) : null}
                </Table.Td>
                {"followers" in entry && (
                  <Table.Td ta="right">{entry.followers === null ? "–" : f.compact(entry.followers)}</Table.Td>
                )}
                {"topic_share" in entry && (
                  <Table.Td ta="right">{entry.topic_share === null ? "–" : f.share(entry.topic_share)}</Table.Td>
                )}
                <EvidenceCells evidence={entry.evidence} />
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="sm"
                    onClick={() => onRemove(index)}
                    aria-label={t("targeting.editor.removeEntry", { entry: text })}
                  >
                    ×
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
