import { Button, Checkbox, Group, Stack } from "@mantine/core";
import type { SectionName } from "@xa/core";
import { useTranslation } from "react-i18next";
import { FadeScroll } from "../../components/scroll/fade-scroll.tsx";
import { sectionTitleText } from "../../i18n/section-title.ts";

type Props = {
  /** loaded sections in page order */
  sections: readonly SectionName[];
  unticked: ReadonlySet<SectionName>;
  onChange: (unticked: ReadonlySet<SectionName>) => void;
};

/** Which loaded sections go into the workbook: All, None, one box each. Loaded when the chooser first opens. */
export function SectionPicker({ sections, unticked, onChange }: Props) {
  const { t } = useTranslation();
  const toggle = (name: SectionName, on: boolean) => {
    const next = new Set(unticked);
    if (on) next.delete(name);
    else next.add(name);
    onChange(next);
  };
  return (
    <Stack gap={6}>
      <Group gap="xs">
        <Button size="compact-xs" variant="subtle" onClick={() => onChange(new Set())}>
          {t("exports.all")}
        </Button>
        <Button size="compact-xs" variant="subtle" onClick={() => onChange(new Set(sections))}>
          {t("exports.none")}
        </Button>
      </Group>
      <FadeScroll maxHeight={320} label={t("exports.chooseSectionsList")}>
        <Stack gap={6}>
          {sections.map((name) => (
            <Checkbox
              key={name}
              label={sectionTitleText(name)}
              checked={!unticked.has(name)}
              onChange={(event) => toggle(name, event.currentTarget.checked)}
            />
          ))}
        </Stack>
      </FadeScroll>
    </Stack>
  );
}
