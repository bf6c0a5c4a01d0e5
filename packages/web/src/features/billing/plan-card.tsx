import { Badge, Button, Card, Group, List, Stack, Text, Title } from "@mantine/core";
import type { Plan } from "@xa/core/billing/billing-contract";
import type { PlanChoice } from "@xa/core/billing/billing-view";
import type { BillingCurrency } from "@xa/core/billing/plans";
import { useTranslation } from "react-i18next";
import { FeeAgreement } from "./fee-agreement.tsx";
import { priceText } from "./plan-texts.ts";

/** One plan of the catalogue: its price in the team's currency, what it opens, and what an admin can do with it. */
export function PlanCard({
  plan,
  currency,
  choice,
  canManage,
  blocked,
  busy,
  onChoose,
}: {
  plan: Plan;
  currency: BillingCurrency;
  choice: PlanChoice;
  canManage: boolean;
  /** true while billing details are missing: buying would be refused */
  blocked: boolean;
  busy: boolean;
  onChoose: (plan: Plan, choice: "buy" | "change") => void;
}) {
  const { t, i18n } = useTranslation();
  const amount = plan.prices[currency];
  const titleId = `plan-${plan.id}-name`;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={titleId} data-testid="plan-card">
      <Stack gap="xs" h="100%">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h4" id={titleId}>
            {plan.name}
          </Title>
          {choice === "current" && (
            <Badge color="teal" variant="light">
              {t("subscriptions.plans.current")}
            </Badge>
          )}
        </Group>
        <Text fw={600}>
          {amount === undefined
            ? t("subscriptions.plans.unpriced", { currency })
            : priceText(t, amount, currency, plan.interval, i18n.language)}
        </Text>
        <List size="sm" spacing={2}>
          {plan.features.length === 0 ? (
            <List.Item>{t("subscriptions.plans.noFeatures")}</List.Item>
          ) : (
            plan.features.map((feature) => (
              <List.Item key={feature}>{t(`subscriptions.features.${feature}`)}</List.Item>
            ))
          )}
        </List>
        {plan.features.includes("audience_upload") && <FeeAgreement />}
        {canManage && (choice === "buy" || choice === "change") && (
          <Group mt="auto">
            <Button
              variant={choice === "buy" ? "filled" : "default"}
              disabled={choice === "buy" && blocked}
              loading={busy}
              onClick={() => onChoose(plan, choice)}
              aria-label={t(`subscriptions.plans.${choice}Label`, { plan: plan.name })}
            >
              {t(`subscriptions.plans.${choice}`)}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
