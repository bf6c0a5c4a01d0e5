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
 * What the brief was read as, before generating: places, languages, budget, size and @handles as
 * chips the user can remove (each a button), age and gender as lists the user can correct, and how an
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
  // The brief's @handles the user has not taken out: the generation targets these.
  const removed = new Set(draft.removed_handles.map((h) => h.replace(/^@/, "").toLowerCase()));
  const handles = reading.handles.map((h) => h.handle).filter((h) => !removed.has(h.toLowerCase()));
  const nothing = chips.length === 0 && !reading.age && !reading.gender && handles.length === 0;
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
          {handles.map((h) => (
            <Badge
              key={h}
              variant="outline"
              size="lg"
              tt="none"
              rightSection={
                <CloseButton
                  size="xs"
                  aria-label={t("targeting.creator.read.remove", { label: `@${h}` })}
                  onClick={() => onChange({ ...draft, removed_handles: [...draft.removed_handles, h] })}
                />
              }
            >
              @{h}
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
