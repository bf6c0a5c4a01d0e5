import { Alert, Badge, Divider, Group, Stack, Text, Title } from "@mantine/core";
import type { Team } from "@xa/core";
import { isRunningPurchase, pausedPurchase, subscriptionStanding, teamCurrency } from "@xa/core/billing/billing-view";
import { resolveCountry } from "@xa/core/i18n/country-codes";
import { missingBillingDetails } from "@xa/core/teams/billing-details";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ErrorState, LoadingState } from "../../components/page-states.tsx";
import { SettingsSection } from "../../components/settings-section.tsx";
import { CancelPlanButton } from "./cancel-plan-button.tsx";
import { CheckoutOutcome } from "./checkout-outcome.tsx";
import { InvoicesList } from "./invoices-list.tsx";
import { PlanCatalogue } from "./plan-catalogue.tsx";
import { PortalButton } from "./portal-button.tsx";
import { SubscriptionSummary } from "./subscription-summary.tsx";
import { useTeamBillingQuery } from "./use-billing-queries.ts";

export type TeamBillingSectionProps = {
  team: Team;
  /** the premium suite's page: its plans only, bought through its own calls */
  suite?: boolean;
};

/**
 * Team settings' plan and invoices: the current plan and its state, the catalogue to buy or change
 * from, cancelling, and the invoices. Back from checkout (?checkout=success|cancel) it says what
 * happened, reading the team's billing again until the payment's events have made the plan active.
 * Members see the state; the buttons are the admins'.
 */
export function TeamBillingSection({ team, suite = false }: TeamBillingSectionProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const outcome = search.get("checkout");
  const billing = useTeamBillingQuery(team.slug, outcome === "success");

  let body: ReactNode;
  if (billing.isPending) body = <LoadingState label={t("subscriptions.loading")} />;
  else if (billing.isError) body = <ErrorState error={billing.error} onRetry={() => void billing.refetch()} />;
  else {
    const { current, can_manage: canManage } = billing.data;
    const now = new Date();
    const standing = subscriptionStanding(current, now).kind;
    // A bought plan paused under a staff grant comes back by itself: nothing to buy or change meanwhile.
    const paused = pausedPurchase(billing.data.subscriptions, now);
    // A purchase still renewing can be cancelled here; a grant, or one already cancelling, ends by itself.
    const cancellable =
      canManage && isRunningPurchase(current, now) && (standing === "active" || standing === "past_due");
    body = (
      <Stack gap="md">
        {(outcome === "success" || outcome === "cancel") && (
          <CheckoutOutcome outcome={outcome} active={current?.active === true} />
        )}
        <Group justify="space-between" align="flex-start">
          <SubscriptionSummary current={current} paused={paused} />
          <Group gap="sm">
            {canManage && billing.data.provider === "stripe" && current?.provider === "stripe" && (
              <PortalButton team={team.slug} />
            )}
            {cancellable && current && <CancelPlanButton team={team.slug} current={current} />}
          </Group>
        </Group>
        <Divider />
        <Title order={3} size="h4">
          {t("subscriptions.plans.title")}
        </Title>
        <PlanCatalogue
          team={team.slug}
          current={current}
          defaultCurrency={teamCurrency(current, resolveCountry(team.country))}
          canManage={canManage && !paused}
          // The team (saved by the details form above) is fresher than the billing read.
          missing={missingBillingDetails(team)}
          suite={suite}
        />
        {!canManage && (
          <Text size="sm" c="dimmed">
            {t("subscriptions.adminsOnly")}
          </Text>
        )}
        <Divider />
        <InvoicesList team={team.slug} />
      </Stack>
    );
  }

  return (
    <SettingsSection title={t("subscriptions.title")} description={t("subscriptions.intro")}>
      {billing.data?.test_billing && (
        <Alert color="grape" role="note" title={t("subscriptions.testBilling.title")}>
          <Group gap="xs">
            <Badge color="grape">{t("subscriptions.testBilling.badge")}</Badge>
            <Text size="sm">{t("subscriptions.testBilling.body")}</Text>
          </Group>
        </Alert>
      )}
      {body}
    </SettingsSection>
  );
}
