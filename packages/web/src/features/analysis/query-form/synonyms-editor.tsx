import { Stack, TagsInput, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

type Props = {
  words: string[];
  synonyms: Record<string, string[]>;
  onChange: (synonyms: Record<string, string[]>) => void;
};

/** Alternatives per word of the groups: a group with "shoes" also matches with "sneakers" instead. */
export function SynonymsEditor({ words, synonyms, onChange }: Props) {
  const { t } = useTranslation();
  if (words.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t("analysis.builder.synonymsEmpty")}
      </Text>
    );
  }
  return (
    <Stack gap={6}>
      {words.map((word) => (
        <TagsInput
          key={word.toLowerCase()}
          size="xs"
          label={t("analysis.builder.synonymsOf", { word })}
          value={synonyms[word] ?? []}
          onChange={(value) => onChange({ ...synonyms, [word]: value })}
          splitChars={[","]}
        />
      ))}
    </Stack>
  );
}
