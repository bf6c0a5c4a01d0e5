import { Stack, Text } from "@mantine/core";
import type { SectionName, SectionResult } from "@xa/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ShareBarsChart } from "../../../components/charts/share-bars-chart.tsx";
import { useFormatters } from "../../../format/use-formatters.ts";
import { CountriesView } from "./countries-view.tsx";
import { useBaseCount } from "./section-captions.tsx";
import { knownCount } from "./section-state.ts";

type DistributionSection = Extract<SectionResult, { kind: "distribution" }>;

/** "Unknown: 23% of 1,204 accounts": the part of the base whose value could not be told, kept apart from the bars. */
export function UnknownShare({ result }: { result: DistributionSection }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const baseCount = useBaseCount();
  if (result.unknown.count <= 0) return null;
  const known = knownCount(result);
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed" data-testid="section-unknown">
        {t("sectionViews.unknown", {
          share: format.share(result.unknown.share),
          ...baseCount(result.base.count, result.base.unit),
        })}
      </Text>
      {known > 0 && (
        <Text size="xs" c="dimmed">
          {t("sectionViews.sharesOfKnown", baseCount(known, result.base.unit))}
        </Text>
      )}
    </Stack>
  );
}

/** Shares by category as bars (countries: a world map and a table); shares are of the known part of the base. */
export function DistributionView({ name, result }: { name: SectionName; result: DistributionSection }) {
  const { t } = useTranslation();
  const format = useFormatters();
  // The server's order: by count, except categories with an order of their own (age bands, genders).
  const bars = useMemo(() => result.items.map((i) => ({ label: i.label, share: i.share })), [result.items]);
  return (
    <Stack gap="sm">
      {name === "countries" ? (
        <CountriesView result={result} />
      ) : (
        <ShareBarsChart items={bars} label={t("charts.shares")} formatShare={format.share} />
      )}
      <UnknownShare result={result} />
    </Stack>
  );
}
