import { Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** A staff tool of the Data page: a titled, introduced section. */
export function ToolSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id={id}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {intro}
          </Text>
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
