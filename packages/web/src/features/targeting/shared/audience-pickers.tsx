import { SegmentedControl, Select, Stack, Text } from "@mantine/core";
import { AGES, type Age, GENDERS, type Gender } from "@xa/core/targeting/targeting-options";
import { useTranslation } from "react-i18next";
import { ageText } from "../../../format/targeting-values.ts";

/** Gender, shown Any, Women, Men. */
export function GenderPicker({ value, onChange }: { value: Gender; onChange: (gender: Gender) => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="targeting-gender">
        {t("targeting.gender.label")}
      </Text>
      <SegmentedControl
        aria-labelledby="targeting-gender"
        value={value}
        onChange={(next) => onChange(next as Gender)}
        data={GENDERS.map((g) => ({ value: g, label: t(`targeting.gender.${g}`) }))}
      />
    </Stack>
  );
}

export function AgePicker({ value, onChange }: { value: Age; onChange: (age: Age) => void }) {
  const { t } = useTranslation();
  return (
    <Select
      label={t("targeting.age.label")}
      value={value}
      onChange={(next) => next && onChange(next as Age)}
      data={AGES.map((a) => ({ value: a, label: ageText(a, t) }))}
      allowDeselect={false}
      maw={240}
    />
  );
}
