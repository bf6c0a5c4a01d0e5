import { Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** A titled card of a settings page (team settings and the sections other features add to it). */
export function SettingsSection({
  title,
  description,
  children,
  danger = false,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  danger?: boolean;
}) {
  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      component="section"
      style={danger ? { borderColor: "var(--mantine-color-red-4)" } : undefined}
    >
      <Stack gap="md">
        <div>
          <Title order={2} size="h3">
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
