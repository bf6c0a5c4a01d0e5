import { Group, SegmentedControl, Select, Stack, Text, Title } from "@mantine/core";
import { type ComponentType, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { countryOptions, useCountryFilter } from "../../components/country-picker/country-picker.ts";
import { EmptyState, ErrorState, LoadingState } from "../../components/page-states.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import { daysFrom, useCountryStats, XSTATS_DAYS } from "./xstats-api.ts";
import { XstatsView } from "./xstats-view.tsx";

/** What the app may add to the page: shown once a country's figures are drawn (the pro toolkit's package suggestion). */
export type XstatsParts = { AfterResults?: ComponentType<{ run: string; resultCount: number }> };

/**
 * `/xstats/:country?` (pro) and `/premium-suite/xstats/:country?`: what one country's authors post,
 * with the country in the path and the days in the link, so a view can be shared.
 */
export function XstatsPage({ parts = {} }: { parts?: XstatsParts }) {
  const { AfterResults } = parts;
  const { t, i18n } = useTranslation();
  usePageTitle(t("pages.xstats"));
  const { country: fromPath } = useParams();
  const country = fromPath?.toUpperCase();
  const [search] = useSearchParams();
  const days = daysFrom(search);
  const navigate = useNavigate();
  const countryFilter = useCountryFilter();
  const options = useMemo(() => countryOptions(i18n.language, "").slice(1), [i18n.language]);
  const stats = useCountryStats(country, days);
  // The page's own path with another country, keeping the variant's prefix.
  const go = (code: string | undefined, d: number) => {
    const base = fromPath === undefined ? "." : "..";
    void navigate(
      { pathname: code ? `${base}/${code}` : base, search: d === 7 ? "" : `?days=${d}` },
      { relative: "path" },
    );
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t("pages.xstats")}</Title>
        <Text c="dimmed">{t("xstats.intro")}</Text>
      </Stack>
      <Group align="flex-end" gap="md">
        <Select
          label={t("xstats.country")}
          placeholder={t("xstats.countryPlaceholder")}
          data={options}
          value={country ?? null}
          onChange={(value) => go(value ?? undefined, days)}
          searchable
          filter={countryFilter}
          nothingFoundMessage={t("xstats.noCountry")}
          w={280}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="xstats-days">
            {t("xstats.window")}
          </Text>
          <SegmentedControl
            aria-labelledby="xstats-days"
            value={String(days)}
            onChange={(value) => go(country, Number(value))}
            data={XSTATS_DAYS.map((d) => ({ value: String(d), label: t("xstats.days", { count: d }) }))}
          />
        </Stack>
      </Group>
      {!country ? (
        <EmptyState title={t("xstats.chooseTitle")} description={t("xstats.chooseBody")} />
      ) : stats.isPending ? (
        <LoadingState />
      ) : stats.isError ? (
        <ErrorState error={stats.error} onRetry={() => void stats.refetch()} />
      ) : stats.data.totals.posts === 0 ? (
        <EmptyState
          title={t("xstats.emptyTitle", { country: countryName(stats.data.country, i18n.language) })}
          description={t(days < 90 ? "xstats.emptyWider" : "xstats.emptyBody")}
        />
      ) : (
        <>
          {AfterResults && !stats.isPlaceholderData && (
            <AfterResults run={`${stats.data.country}:${days}`} resultCount={stats.data.totals.posts} />
          )}
          <XstatsView stats={stats.data} />
        </>
      )}
    </Stack>
  );
}

export function countryName(code: string, language: string): string {
  return new Intl.DisplayNames([language], { type: "region", fallback: "code" }).of(code) ?? code;
}
