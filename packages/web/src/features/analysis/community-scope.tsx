import { Badge, CloseButton, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** "In community: Home Baristas": the X community the analysis reads the posts of, removable. */
export function CommunityScope({ id, name, onRemove }: { id: string; name: string | null; onRemove: () => void }) {
  const { t } = useTranslation();
  const shown = name ?? id;
  return (
    <Group gap={6} data-testid="community-scope">
      <Text size="sm" c="dimmed">
        {t("analysis.community.label")}
      </Text>
      <Badge
        variant="light"
        tt="none"
        pr={3}
        rightSection={
          <CloseButton size="xs" aria-label={t("analysis.community.remove", { name: shown })} onClick={onRemove} />
        }
      >
        {shown}
      </Badge>
    </Group>
  );
}
