import { Alert, Badge, Group, Stack, Table, Text } from "@mantine/core";
import type { ApplyPlan } from "@xa/core/ads/apply-package";
import { useTranslation } from "react-i18next";
import { planLines } from "./plan-lists.ts";

/** Values shown per list before "and N more"; the count says how many go. */
const SHOWN = 30;

/** Exactly what applying sends, list by list with counts, and the alerts of the limits that changed it. */
export function PlanSummary({ plan }: { plan: ApplyPlan }) {
  const { t, i18n } = useTranslation();
  const lines = planLines(plan.targeting, t, i18n.language);
  return (
    <Stack gap="sm">
      {plan.alerts.map((alert) => (
        <Alert key={alert} color="yellow" variant="light" role="status">
          {alert}
        </Alert>
      ))}
      {plan.custom_audiences.not_ready.length > 0 && (
        <Alert color="yellow" variant="light" role="status">
          {t("ads.apply.notReady", { names: plan.custom_audiences.not_ready.join(", ") })}
        </Alert>
      )}
      <Table aria-label={t("ads.apply.whatIsSent")} withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("ads.apply.list")}</Table.Th>
            <Table.Th>{t("ads.apply.count")}</Table.Th>
            <Table.Th>{t("ads.apply.values")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.key} data-list={line.key}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {line.label}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge variant="light">{line.values.length}</Badge>
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  <Text size="sm">{line.values.slice(0, SHOWN).join(", ")}</Text>
                  {line.values.length > SHOWN && (
                    <Text size="sm" c="dimmed">
                      {t("ads.apply.andMore", { count: line.values.length - SHOWN })}
                    </Text>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
