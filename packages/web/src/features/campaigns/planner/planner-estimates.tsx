import { List, Stack, Table, Text, Title } from "@mantine/core";
import type { PlanEstimates, PlanFigures } from "@xa/core/campaigns/audience-plan-entities";
import { useTranslation } from "react-i18next";
import { useFormatters } from "../../../format/use-formatters.ts";

/** A plan's estimates as the server made them: per audience and in total, then how, then what they assume. */
export function PlannerEstimates({ estimates }: { estimates: PlanEstimates }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const e = estimates;
  const cells = (x: PlanFigures) => (
    <>
      <Table.Td ta="right">{f.number(x.reach)}</Table.Td>
      <Table.Td ta="right">{f.number(x.impressions)}</Table.Td>
      <Table.Td ta="right">{f.number(x.frequency)}</Table.Td>
      <Table.Td ta="right">{`${f.number(x.cost)} ${e.currency}`}</Table.Td>
    </>
  );
  const methods = [
    ["reach", t("campaigns.planner.estimates.methodReach")],
    ["impressions", t("campaigns.planner.estimates.methodImpressions")],
    ["frequency", t("campaigns.planner.estimates.methodFrequency")],
    ["cost", t("campaigns.planner.estimates.methodCost")],
  ] as const;
  return (
    <Stack gap="sm">
      <Title order={3}>{t("campaigns.planner.estimates.title")}</Title>
      <Table.ScrollContainer minWidth={640}>
        <Table striped aria-label={t("campaigns.planner.estimates.tableLabel")}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("campaigns.planner.estimates.audience")}</Table.Th>
              <Table.Th ta="right">{t("campaigns.planner.estimates.audienceSize")}</Table.Th>
              <Table.Th ta="right">{t("campaigns.planner.estimates.reach")}</Table.Th>
              <Table.Th ta="right">{t("campaigns.planner.estimates.impressions")}</Table.Th>
              <Table.Th ta="right">{t("campaigns.planner.estimates.frequency")}</Table.Th>
              <Table.Th ta="right">{t("campaigns.planner.estimates.cost")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {e.audiences.map((a) => (
              <Table.Tr key={a.audience_config_id}>
                <Table.Td>{a.name}</Table.Td>
                <Table.Td ta="right">{f.number(a.audience_size)}</Table.Td>
                {cells(a)}
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr fw={600}>
              <Table.Th scope="row">{t("campaigns.planner.estimates.total")}</Table.Th>
              <Table.Td ta="right">{f.number(e.audiences.reduce((s, a) => s + a.audience_size, 0))}</Table.Td>
              {cells(e.total)}
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
      <Text size="sm" c="dimmed">
        {t("campaigns.planner.estimates.pricing", {
          cpm: f.number(e.cpm),
          currency: e.currency,
          days: f.number(e.days),
          target: f.number(e.target_frequency),
          cap: f.number(e.frequency_cap_per_day),
        })}
      </Text>
      <Title order={4}>{t("campaigns.planner.estimates.methodTitle")}</Title>
      <List size="sm" spacing={4}>
        {methods.map(([key, label]) => (
          <List.Item key={key}>
            <Text span fw={600} size="sm">
              {label}:
            </Text>{" "}
            {e.method[key]}
          </List.Item>
        ))}
      </List>
      <Title order={4}>{t("campaigns.planner.estimates.assumptionsTitle")}</Title>
      <List size="sm" spacing={4}>
        {e.assumptions.map((a) => (
          <List.Item key={a}>{a}</List.Item>
        ))}
      </List>
    </Stack>
  );
}
