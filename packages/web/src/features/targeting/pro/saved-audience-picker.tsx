import { Alert, Anchor, Select, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { describeError } from "../../../api/describe-error.ts";
import { useAudienceConfigsQuery } from "../use-audience-queries.ts";

/** What another page gives to pick one of the team's saved audiences: the team, the id picked (null for none). */
export type SavedAudiencePickerProps = { team: string; value: number | null; onChange: (id: number | null) => void };

/**
 * One of the team's saved targeting audiences, or none (clearable); says so when the team has none
 * yet. Exclusion audiences are left out: they name whom not to reach.
 */
export function SavedAudiencePicker({ team, value, onChange }: SavedAudiencePickerProps) {
  const { t } = useTranslation();
  const configs = useAudienceConfigsQuery(team);
  const label = t("targeting.savedAudience.label");
  if (configs.isError) {
    return (
      <Alert color="red" role="alert" title={label}>
        {describeError(configs.error, t)}
      </Alert>
    );
  }
  const options = (configs.data?.results ?? [])
    .filter((c) => c.type === "targeting")
    .map((c) => ({ value: String(c.id), label: c.name }));
  // A link to an audience since deleted still names it, so the choice can be cleared.
  if (value !== null && configs.data && !options.some((o) => o.value === String(value))) {
    options.unshift({ value: String(value), label: t("targeting.savedAudience.unknown", { id: value }) });
  }
  if (configs.data && options.length === 0) {
    return (
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Text size="sm" c="dimmed">
          {t("targeting.savedAudience.none")}{" "}
          <Anchor component={Link} to="/saved-lists" size="sm" underline="always">
            {t("targeting.savedAudience.savedLists")}
          </Anchor>
        </Text>
      </Stack>
    );
  }
  return (
    <Select
      label={label}
      description={t("targeting.savedAudience.hint")}
      placeholder={configs.isPending ? t("common.loading") : t("targeting.savedAudience.placeholder")}
      data={options}
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(v ? Number(v) : null)}
      disabled={configs.isPending}
      searchable
      clearable
      nothingFoundMessage={t("targeting.savedAudience.nothingFound")}
    />
  );
}
