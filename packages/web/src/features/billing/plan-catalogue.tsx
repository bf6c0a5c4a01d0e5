import { Alert, Group, Select, SimpleGrid, Stack, Text } from "@mantine/core";
import type { BillingDetailField, BillingSubscription, Plan } from "@xa/core/billing/billing-contract";
import { planChoice } from "@xa/core/billing/billing-view";
import { BILLING_CURRENCIES, type BillingCurrency } from "@xa/core/billing/plans";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { EmptyState, ErrorState, LoadingState } from "../../components/page-states.tsx";
import { PlanCard } from "./plan-card.tsx";
import { useChangePlan, useCheckout } from "./use-billing-mutations.ts";
import { usePlansQuery } from "./use-billing-queries.ts";

/**
 * The plans on sale, priced in the team's currency (another can be chosen), each with what it opens;
 * admins buy one (off to checkout) or move the current subscription to it, after confirming.
 */
export function PlanCatalogue({
  team,
  current,
  defaultCurrency,
  canManage,
  missing,
  suite = false,
}: {
  team: string;
  current: BillingSubscription | null;
  defaultCurrency: BillingCurrency;
  canManage: boolean;
  missing: readonly BillingDetailField[];
  /** the premium suite's page: only the plans that open it, sold through its calls */
  suite?: boolean;
}) {
  const { t } = useTranslation();
  const plans = usePlansQuery();
  // The team's currency follows its country until the reader picks another.
  const [chosen, setCurrency] = useState<BillingCurrency | null>(null);
  const currency = chosen ?? defaultCurrency;
  const [changing, setChanging] = useState<Plan | null>(null);
  const checkout = useCheckout(team, suite);
  const change = useChangePlan(team, suite);

  if (plans.isPending) return <LoadingState label={t("subscriptions.plans.loading")} />;
  if (plans.isError) return <ErrorState error={plans.error} onRetry={() => void plans.refetch()} />;
  const onSale = plans.data.filter((plan) => plan.available && (!suite || plan.features.includes("premium_suite")));
  if (onSale.length === 0) return <EmptyState title={t("subscriptions.plans.none")} />;
  const priced = BILLING_CURRENCIES.filter((c) => onSale.some((plan) => plan.prices[c] !== undefined));
  const now = new Date();
  const choose = (plan: Plan, choice: "buy" | "change") => {
    if (choice === "buy") checkout.mutate({ plan: plan.id, currency });
    else setChanging(plan);
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Text size="sm" c="dimmed" maw={520}>
          {t("subscriptions.plans.intro")}
        </Text>
        <Select
          label={t("subscriptions.plans.currency")}
          data={priced}
          value={currency}
          onChange={(value) => value && setCurrency(value as BillingCurrency)}
          allowDeselect={false}
          w={140}
        />
      </Group>
      {canManage && missing.length > 0 && (
        <Alert color="yellow" role="status" data-testid="billing-details-needed">
          {t("subscriptions.plans.detailsNeeded", {
            fields: missing.map((field) => t(`fields.${field}`)).join(t("subscriptions.listSeparator")),
          })}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {onSale.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            currency={currency}
            choice={planChoice(plan, current, currency, now)}
            canManage={canManage}
            blocked={missing.length > 0}
            busy={
              (checkout.isPending && checkout.variables?.plan === plan.id) ||
              (change.isPending && change.variables === plan.id)
            }
            onChoose={choose}
          />
        ))}
      </SimpleGrid>
      <ConfirmDialog
        opened={changing !== null}
        title={t("subscriptions.change.title")}
        message={t("subscriptions.change.message", { from: current?.plan.name ?? "", to: changing?.name ?? "" })}
        confirmLabel={t("subscriptions.change.confirm")}
        loading={change.isPending}
        onCancel={() => setChanging(null)}
        onConfirm={() => {
          if (changing) change.mutate(changing.id, { onSettled: () => setChanging(null) });
        }}
      />
    </Stack>
  );
}
