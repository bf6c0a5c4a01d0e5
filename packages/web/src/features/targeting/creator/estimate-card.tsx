import { Badge, Card, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import type { AutopilotResult } from "@xa/core/targeting/autopilot-request";
import { useTranslation } from "react-i18next";
import { useFormatters } from "../../../format/use-formatters.ts";

/** The estimate (size, how it was counted, suggested budget or size) and the terms the brief was read as. */
export function EstimateCard({ result }: { result: AutopilotResult }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const e = result.estimate;
  const money = (n: number) => f.money(Math.round(n), e.currency);
  return (
    <Card withBorder padding="md" data-testid="estimate">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t("targeting.estimate.size")}
            </Text>
            <Text fw={700} size="xl">
              {f.number(e.estimated_size)}
            </Text>
            <Text size="xs" c="dimmed">
              {t("targeting.estimate.inStore", { accounts: f.number(e.accounts_in_store) })}
            </Text>
          </Stack>
          {e.suggested_budget !== null && (
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                {t("targeting.estimate.budget")}
              </Text>
              <Text fw={700} size="xl">
                {money(e.suggested_budget)}
              </Text>
            </Stack>
          )}
          {e.suggested_size !== null && (
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                {t("targeting.estimate.suggestedSize")}
              </Text>
              <Text fw={700} size="xl">
                {f.number(e.suggested_size)}
              </Text>
            </Stack>
          )}
        </SimpleGrid>
        <Text size="sm">{e.method}</Text>
        {result.brief_terms.length > 0 && (
          <Group gap={4}>
            <Text size="xs" c="dimmed">
              {t("targeting.estimate.briefTerms")}
            </Text>
            {result.brief_terms.map((term) => (
              <Badge key={term} variant="light" size="sm" tt="none">
                {term}
              </Badge>
            ))}
          </Group>
        )}
        {result.widened_terms.length > 0 && (
          <Group gap={4}>
            <Text size="xs" c="dimmed">
              {t("targeting.estimate.widenedTerms")}
            </Text>
            {result.widened_terms.map((term) => (
              <Badge key={term} variant="outline" size="sm" tt="none">
                {term}
              </Badge>
            ))}
          </Group>
        )}
        {(result.set_aside_terms ?? []).length > 0 && (
          <Group gap={4}>
            <Text size="xs" c="dimmed">
              {t("targeting.estimate.setAsideTerms")}
            </Text>
            {(result.set_aside_terms ?? []).map((term) => (
              <Badge key={term} variant="outline" color="gray" size="sm" tt="none" td="line-through">
                {term}
              </Badge>
            ))}
          </Group>
        )}
        <Text size="xs" c="dimmed">
          {t("targeting.estimate.took", { seconds: f.number(Number((result.took_ms / 1000).toFixed(1))) })}
        </Text>
      </Stack>
    </Card>
  );
}
