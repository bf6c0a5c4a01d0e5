import { SimpleGrid, Stack, Table, Title } from "@mantine/core";
import type { Segmentations, SegmentDimension, SegmentRow } from "@xa/core/campaigns/results-entities";
import { countryName } from "@xa/core/i18n/display-names";
import { PLACEMENTS, type Placement } from "@xa/core/targeting/targeting-options";
import { useTranslation } from "react-i18next";
import { useFormatters } from "../../format/use-formatters.ts";

const isPlacement = (value: string): value is Placement => (PLACEMENTS as readonly string[]).includes(value);

/** A segment's name as people read it: a country's name, "Women", "Home timelines"... */
function useSegmentName() {
  const { t, i18n } = useTranslation();
  return (dimension: SegmentDimension, segment: string) => {
    if (dimension === "country") {
      return segment === "ALL" ? t("campaigns.results.segments.allCountries") : countryName(segment, i18n.language);
    }
    if (dimension === "gender" && (segment === "FEMALE" || segment === "MALE")) {
      return t(`campaigns.results.segments.genders.${segment}`);
    }
    if (dimension === "placement" && isPlacement(segment)) return t(`campaigns.adsets.placementNames.${segment}`);
    return segment;
  };
}

function SegmentTable({
  dimension,
  rows,
  total,
  currency,
}: {
  dimension: SegmentDimension;
  rows: readonly SegmentRow[];
  total: number;
  currency: string;
}) {
  const { t } = useTranslation();
  const f = useFormatters();
  const name = useSegmentName();
  const title = t(`campaigns.results.segments.${dimension}`);
  return (
    <Stack gap="xs">
      <Title order={4}>{title}</Title>
      <Table.ScrollContainer minWidth={420}>
        <Table aria-label={title} striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("campaigns.results.segments.segment")}</Table.Th>
              <Table.Th ta="right">{t("campaigns.results.kpis.impressions")}</Table.Th>
              <Table.Th ta="right">{t("campaigns.results.segments.share")}</Table.Th>
              <Table.Th ta="right">{t("campaigns.results.kpis.clicks")}</Table.Th>
              <Table.Th ta="right">{t("campaigns.results.kpis.ctr")}</Table.Th>
              <Table.Th ta="right">{t("campaigns.results.kpis.spend")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.segment}>
                <Table.Td>{name(dimension, row.segment)}</Table.Td>
                <Table.Td ta="right">{f.number(row.impressions)}</Table.Td>
                <Table.Td ta="right">{total === 0 ? "—" : f.share(row.impressions / total)}</Table.Td>
                <Table.Td ta="right">{f.number(row.clicks)}</Table.Td>
                <Table.Td ta="right">{row.ctr === null ? "—" : f.share(row.ctr)}</Table.Td>
                <Table.Td ta="right">{`${f.number(row.spend)} ${currency}`}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/** The figures by country, age, gender and placement: each table adds up to the totals. */
export function ResultsSegments({ data }: { data: Segmentations }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Title order={3}>{t("campaigns.results.segments.title")}</Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {(["country", "age", "gender", "placement"] as const).map((dimension) => (
          <SegmentTable
            key={dimension}
            dimension={dimension}
            rows={data.segments[dimension]}
            total={data.totals.impressions}
            currency={data.currency}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
