import { Card, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** Each competitor's colour, in the order they were asked for. */
export const COMPETITOR_COLORS = ["#1c7ed6", "#d9480f", "#2b8a3e", "#9c36b5", "#e67700"];

export const handleOf = (c: { handle: string | null; id: string }) => `@${c.handle ?? c.id}`;

/** A titled card with its method under the title. */
export function Section({ title, method, children }: { title: string; method?: string; children: ReactNode }) {
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb={4}>
        {title}
      </Title>
      {method && (
        <Text size="xs" c="dimmed" mb="sm">
          {method}
        </Text>
      )}
      {children}
    </Card>
  );
}
