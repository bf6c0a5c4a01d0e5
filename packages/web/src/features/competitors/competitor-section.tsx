import { Box, Card, Group, Text, Title } from "@mantine/core";
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

/** A competitor's handle after a dot of its colour: the text keeps the theme's colour, so it stays readable. */
export function CompetitorName({
  competitor,
  index,
  size = "sm",
}: {
  competitor: { handle: string | null; id: string };
  index: number;
  size?: string;
}) {
  return (
    <Group gap={6} wrap="nowrap" component="span">
      <Box
        component="span"
        aria-hidden="true"
        w={10}
        h={10}
        style={{ borderRadius: "50%", flexShrink: 0, background: COMPETITOR_COLORS[index] }}
      />
      <Text component="span" size={size} fw={600}>
        {handleOf(competitor)}
      </Text>
    </Group>
  );
}

/**
 * A wide table's box: it scrolls sideways on a narrow screen and, being focusable and named, the
 * keyboard can scroll it too.
 */
export function TableBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box role="region" aria-label={label} tabIndex={0} style={{ overflowX: "auto" }}>
      {children}
    </Box>
  );
}
