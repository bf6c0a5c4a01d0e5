import { Stack, Text } from "@mantine/core";
import type { SectionResult } from "@xa/core";
import { useFormatters } from "../../../format/use-formatters.ts";

type CountSection = Extract<SectionResult, { kind: "count" }>;

/** One big number (audience_size) with its label. */
export function CountView({ result }: { result: CountSection }) {
  const format = useFormatters();
  return (
    <Stack gap={0} align="flex-start">
      <Text fz={40} fw={700} lh={1.1} data-testid="section-count">
        {format.number(result.value)}
      </Text>
      <Text c="dimmed" size="sm">
        {result.label}
      </Text>
    </Stack>
  );
}
