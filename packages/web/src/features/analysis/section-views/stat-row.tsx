import { Group, Stack, Text } from "@mantine/core";

export type StatItem = { key: string; label: string; value: string; color?: string; hint?: string };

/** Headline numbers in a row: the value large, its label small beneath. */
export function StatRow({ items }: { items: readonly StatItem[] }) {
  return (
    <Group gap="xl" data-testid="section-stats">
      {items.map((item) => (
        <Stack key={item.key} gap={0}>
          <Text fw={700} size="xl" c={item.color}>
            {item.value}
          </Text>
          <Text size="xs" c="dimmed">
            {item.label}
            {item.hint ? ` · ${item.hint}` : ""}
          </Text>
        </Stack>
      ))}
    </Group>
  );
}
