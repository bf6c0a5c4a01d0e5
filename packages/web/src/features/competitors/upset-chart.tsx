import { Box, Group, Table, Text, VisuallyHidden } from "@mantine/core";
import type { Competitor, OverlapRegion } from "@xa/core/analysis/competitor-analysis";
import { largestRegion } from "@xa/core/analysis/competitor-overlap";
import { useTranslation } from "react-i18next";
import { useFormatters } from "../../format/use-formatters.ts";
import { COMPETITOR_COLORS, handleOf as name, TableBox } from "./competitor-section.tsx";

/**
 * The overlap as an UpSet chart: one row per combination of audiences, largest first, its members
 * marked in a dot matrix and its followers as a bar. A table, so screen readers and the keyboard read
 * every count; the dots and bars are drawing only.
 */
export function UpsetChart({
  competitors,
  regions,
  union,
}: {
  competitors: readonly Competitor[];
  regions: readonly OverlapRegion[];
  union: number;
}) {
  const { t } = useTranslation();
  const f = useFormatters();
  const scale = largestRegion(regions);
  const rows = [...regions].sort((a, b) => b.count - a.count || a.members.length - b.members.length);
  return (
    <TableBox label={t("competitors.overlapTitle")}>
      <Table verticalSpacing={4} aria-label={t("competitors.overlapTitle")}>
        <Table.Thead>
          <Table.Tr>
            {competitors.map((c, i) => (
              <Table.Th key={c.id} ta="center" w={48}>
                <Text size="xs" fw={600} style={{ writingMode: "vertical-rl" }}>
                  {name(c)}
                </Text>
                <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
                  <circle cx="5" cy="5" r="5" fill={COMPETITOR_COLORS[i]} />
                </svg>
              </Table.Th>
            ))}
            <Table.Th>{t("competitors.combination")}</Table.Th>
            <Table.Th ta="right">{t("competitors.followers")}</Table.Th>
            <Table.Th ta="right">{t("competitors.ofUnion")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((region) => {
            const label = region.members
              .map((m) => name(competitors[m] ?? { id: String(m), handle: null }))
              .join(" + ");
            const only =
              region.members.length === 1
                ? t("competitors.onlyThis", { handle: label })
                : t("competitors.exactly", { handles: label });
            return (
              <Table.Tr key={region.members.join("-")}>
                {competitors.map((c, i) => (
                  <Table.Td key={c.id} ta="center" aria-hidden="true">
                    <svg width="14" height="14" viewBox="0 0 14 14" role="presentation">
                      <circle
                        cx="7"
                        cy="7"
                        r="6"
                        fill={region.members.includes(i) ? COMPETITOR_COLORS[i] : "transparent"}
                        stroke={region.members.includes(i) ? COMPETITOR_COLORS[i] : "var(--mantine-color-gray-5)"}
                      />
                    </svg>
                  </Table.Td>
                ))}
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Box
                      aria-hidden="true"
                      h={12}
                      w={`${Math.max(1, Math.round((region.count / scale) * 200))}px`}
                      bg={region.count > 0 ? "blue.6" : "gray.3"}
                      style={{ borderRadius: 2, flexShrink: 0 }}
                    />
                    <VisuallyHidden>{only}</VisuallyHidden>
                    <Text size="xs" c="dimmed" aria-hidden="true">
                      {region.members.length === 1
                        ? t("competitors.onlyShort")
                        : t("competitors.together", { count: region.members.length })}
                    </Text>
                  </Group>
                </Table.Td>
                <Table.Td ta="right">{f.number(region.count)}</Table.Td>
                <Table.Td ta="right">{f.share(union > 0 ? region.count / union : 0)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </TableBox>
  );
}
