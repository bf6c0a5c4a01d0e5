import { Group, MultiSelect, Stack, Text } from "@mantine/core";
import type { AutopilotRequest } from "@xa/core/targeting/autopilot-request";
import { useTranslation } from "react-i18next";
import { useCountryFilter } from "../../../components/country-picker/country-picker.ts";
import { useAudienceRegionsQuery, useStatesQuery } from "../catalogue-queries.ts";
import { AgePicker, GenderPicker } from "../shared/audience-pickers.tsx";

type Props = { draft: AutopilotRequest; onChange: (draft: AutopilotRequest) => void };

/** Step 3: who and where — audience regions, US states or GB regions, gender and age. */
export function StepWhere({ draft, onChange }: Props) {
  const { t } = useTranslation();
  const countryFilter = useCountryFilter();
  const regions = useAudienceRegionsQuery();
  const states = useStatesQuery();
  return (
    <Stack gap="md">
      <MultiSelect
        label={t("targeting.creator.where.regions")}
        description={t("targeting.creator.where.regionsHint")}
        value={draft.selected_regions}
        onChange={(selected_regions) => onChange({ ...draft, selected_regions })}
        data={(regions.data?.audience_regions ?? []).map((r) => ({ value: r.id, label: r.name }))}
        error={regions.isError ? t("targeting.creator.where.loadFailed") : undefined}
        searchable
        filter={countryFilter}
        clearable
        maxValues={50}
      />
      <MultiSelect
        label={t("targeting.creator.where.states")}
        description={t("targeting.creator.where.statesHint")}
        value={draft.selected_states}
        onChange={(selected_states) => onChange({ ...draft, selected_states })}
        data={[
          { group: t("targeting.creator.where.us"), items: states.us },
          { group: t("targeting.creator.where.gb"), items: states.gb },
        ].filter((g) => g.items.length > 0)}
        error={states.isError ? t("targeting.creator.where.loadFailed") : undefined}
        searchable
        clearable
        maxValues={100}
      />
      <Group align="flex-end">
        <GenderPicker value={draft.gender} onChange={(gender) => onChange({ ...draft, gender })} />
        <AgePicker value={draft.age} onChange={(age) => onChange({ ...draft, age })} />
      </Group>
      <Text size="xs" c="dimmed">
        {t("targeting.creator.where.demographicsHint")}
      </Text>
    </Stack>
  );
}
