import { Group, SegmentedControl, Select, Stack, Text, TextInput } from "@mantine/core";
import { GLOBAL_COUNTRY, type PostOrder } from "@xa/core";
import type { AnalysisUrlState } from "@xa/core/analysis/analysis-url-state";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { countryOptions, useCountryFilter } from "../../../components/country-picker/country-picker.ts";
import type { DateProblems } from "./date-range-check.ts";

type FieldProps = { draft: AnalysisUrlState; set: (patch: Partial<AnalysisUrlState>) => void };

type DateFieldsProps = FieldProps & { defaults: { start: string; end: string }; problems: DateProblems; today: string };

/**
 * From and to as UTC days; without a choice they show the default window and stay out of the
 * link. A typed day bypasses min and max, so `problems` (checked by the form) are shown at the fields.
 */
export function DateRangeFields({ draft, set, defaults, problems, today }: DateFieldsProps) {
  const { t } = useTranslation();
  const day = (value: string | null, fallback: string) => (value ?? fallback).slice(0, 10);
  const error = (problem: DateProblems["start"]) => problem && t(problem, { today });
  return (
    <Stack gap={4}>
      <Group gap="sm" grow>
        <TextInput
          type="date"
          label={t("analysis.form.startDate")}
          value={day(draft.start, defaults.start)}
          max={day(draft.end, defaults.end)}
          error={error(problems.start)}
          onChange={(event) =>
            set({ start: event.currentTarget.value || null, end: draft.end ?? defaults.end.slice(0, 10) })
          }
        />
        <TextInput
          type="date"
          label={t("analysis.form.endDate")}
          value={day(draft.end, defaults.end)}
          min={day(draft.start, defaults.start)}
          max={today}
          error={error(problems.end)}
          onChange={(event) =>
            set({ end: event.currentTarget.value || null, start: draft.start ?? defaults.start.slice(0, 10) })
          }
        />
      </Group>
      <Text size="xs" c="dimmed">
        {draft.start || draft.end ? t("analysis.form.datesUtc") : t("analysis.form.defaultWindow")}
      </Text>
    </Stack>
  );
}

export function CountryField({ draft, set }: FieldProps) {
  const { t, i18n } = useTranslation();
  const countryFilter = useCountryFilter();
  const data = useMemo(() => countryOptions(i18n.language, t("analysis.form.global")), [i18n.language, t]);
  // A country from a link that is not a code (a name) is still offered, as it was given.
  const options = data.some((o) => o.value === draft.country)
    ? data
    : [...data, { value: draft.country, label: draft.country }];
  return (
    <Select
      label={t("analysis.form.country")}
      data={options}
      value={draft.country}
      onChange={(value) => set({ country: value ?? GLOBAL_COUNTRY })}
      searchable
      filter={countryFilter}
      allowDeselect={false}
      nothingFoundMessage={t("analysis.form.noCountry")}
    />
  );
}

export function PostOrderField({ draft, set }: FieldProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="post-order-label">
        {t("analysis.form.postOrder")}
      </Text>
      <SegmentedControl
        aria-labelledby="post-order-label"
        value={draft.order}
        onChange={(value) => set({ order: value as PostOrder })}
        data={[
          { value: "like_count", label: t("analysis.form.byLikes") },
          { value: "recency", label: t("analysis.form.byRecency") },
        ]}
      />
    </Stack>
  );
}
