import { Badge, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Says figures shown beside it are the sandbox's simulation, not a platform's report. */
export function SimulatedNote({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Badge color="yellow" variant="light" style={{ flexShrink: 0 }}>
        {t("campaigns.results.simulated")}
      </Badge>
      <Text size="sm" c="dimmed">
        {text}
      </Text>
    </Group>
  );
}
