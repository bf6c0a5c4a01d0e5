import { Checkbox, Group } from "@mantine/core";
import { PLACEMENTS, type Placement } from "@xa/core/targeting/targeting-options";
import { useTranslation } from "react-i18next";

/** Where ads may show; none chosen lets the platform place them everywhere. */
export function PlacementsPicker({ value, onChange }: { value: Placement[]; onChange: (next: Placement[]) => void }) {
  const { t } = useTranslation();
  return (
    <Checkbox.Group
      label={t("targeting.lists.placements")}
      description={t("targeting.editor.placementsHint")}
      value={value}
      onChange={(next) => onChange(PLACEMENTS.filter((p) => next.includes(p)))}
    >
      <Group mt={4}>
        {PLACEMENTS.map((p) => (
          <Checkbox key={p} value={p} label={t(`targeting.placements.${p}`)} />
        ))}
      </Group>
    </Checkbox.Group>
  );
}
