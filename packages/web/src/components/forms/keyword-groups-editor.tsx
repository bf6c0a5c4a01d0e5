import { Button, CloseButton, Group, Stack, TagsInput, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

type Props = {
  groups: string[][];
  onChange: (groups: string[][]) => void;
};

/** AND-groups combined by OR: each group is a list of terms that must all appear. */
export function KeywordGroupsEditor({ groups, onChange }: Props) {
  const { t } = useTranslation();
  const setGroup = (index: number, entries: string[]) => onChange(groups.map((g, i) => (i === index ? entries : g)));
  const removeGroup = (index: number) => {
    const next = groups.filter((_, i) => i !== index);
    onChange(next.length > 0 ? next : [[]]);
  };

  return (
    <Stack gap={6}>
      {groups.map((entries, index) => (
        // Groups have no identity beyond their place; the index is the key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Stack gap={6} key={index}>
          {index > 0 && (
            <Text size="xs" fw={700} c="dimmed" aria-hidden="true">
              {t("keywordGroups.or")}
            </Text>
          )}
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TagsInput
              style={{ flex: 1 }}
              label={t("keywordGroups.group", { n: index + 1 })}
              description={index === 0 ? t("keywordGroups.groupHint") : undefined}
              placeholder={t("keywordGroups.groupPlaceholder")}
              value={entries}
              onChange={(value) => setGroup(index, value)}
              splitChars={[","]}
              clearable
            />
            {groups.length > 1 && (
              <CloseButton
                aria-label={t("keywordGroups.removeGroup", { n: index + 1 })}
                onClick={() => removeGroup(index)}
                mb={6}
              />
            )}
          </Group>
        </Stack>
      ))}
      <Group>
        <Button size="compact-sm" variant="light" onClick={() => onChange([...groups, []])}>
          {t("keywordGroups.addGroup")}
        </Button>
      </Group>
    </Stack>
  );
}
