import { Badge, CloseButton, Group, Loader, Select, Stack, Text } from "@mantine/core";
import type { AutopilotRequest } from "@xa/core/targeting/autopilot-request";
import type { BriefReading } from "@xa/core/targeting/brief-reading";
import { AGES, type Age, GENDERS, type Gender } from "@xa/core/targeting/targeting-options";
import { useTranslation } from "react-i18next";
import { ageText } from "../../../format/targeting-values.ts";
import { ageRounding, briefChips } from "./brief-draft.ts";

type Props = {
  draft: AutopilotRequest;
  onChange: (draft: AutopilotRequest) => void;
  reading: BriefReading | undefined;
  isLoading: boolean;
  isError: boolean;
};

/**
 * What the brief was read as, before generating: places, languages, budget and size as chips
 * the user can remove (each a button), age and gender as lists the user can correct, and how an
 * age span was rounded to the platform's values.
 */
export function BriefChips({ draft, onChange, reading, isLoading, isError }: Props) {
  const { t, i18n } = useTranslation();
  if (isError) {
    return (
      <Text size="sm" c="dimmed" role="status">
        {t("targeting.creator.read.failed")}
      </Text>
    );
  }
  if (!reading) {
    return isLoading ? (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          {t("targeting.creator.read.reading")}
        </Text>
      </Group>
    ) : null;
  }
  const chips = briefChips(draft, reading, i18n.language);
  const rounding = ageRounding(reading);
  const nothing = chips.length === 0 && !reading.age && !reading.gender && reading.handles.length === 0;
  return (
    <Stack gap="xs" aria-label={t("targeting.creator.read.title")} role="group">
      <Text size="sm" fw={500}>
        {t("targeting.creator.read.title")}
      </Text>
      {nothing ? (
        <Text size="sm" c="dimmed">
          {t("targeting.creator.read.nothing")}
        </Text>
      ) : (
        <Group gap="xs">
          {chips.map((chip) => (
            <Badge
              key={chip.key}
              variant="light"
              size="lg"
              tt="none"
              title={chip.said ? t("targeting.creator.read.said", { said: chip.said }) : undefined}
              rightSection={
                <CloseButton
                  size="xs"
                  aria-label={t("targeting.creator.read.remove", { label: chip.label })}
                  onClick={() => onChange(chip.remove())}
                />
              }
            >
              {chip.kind === "place"
                ? chip.label
                : t(`targeting.creator.read.kinds.${chip.kind}`, { label: chip.label })}
            </Badge>
          ))}
          {reading.handles.map((h) => (
            <Badge key={h.handle} variant="outline" size="lg" tt="none">
              @{h.handle}
            </Badge>
          ))}
        </Group>
      )}
      {(reading.age || reading.gender) && (
        <Group gap="sm" align="flex-end">
          {reading.age && (
            <Select
              size="xs"
              label={t("targeting.creator.read.age", { said: reading.age.said })}
              value={draft.age}
              onChange={(next) => next && onChange({ ...draft, age: next as Age })}
              data={AGES.map((a) => ({ value: a, label: ageText(a, t) }))}
              allowDeselect={false}
              maw={220}
            />
          )}
          {reading.gender && (
            <Select
              size="xs"
              label={t("targeting.creator.read.gender", { said: reading.gender.said })}
              value={draft.gender}
              onChange={(next) => next && onChange({ ...draft, gender: next as Gender })}
              data={GENDERS.map((g) => ({ value: g, label: t(`targeting.gender.${g}`) }))}
              allowDeselect={false}
              maw={160}
            />
          )}
        </Group>
      )}
      {rounding && draft.age === reading.age?.value && (
        <Text size="xs" c="dimmed">
          {t("targeting.creator.read.rounded", rounding)}
        </Text>
      )}
    </Stack>
  );
}
