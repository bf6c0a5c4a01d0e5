import { Button, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { ErrorState, LoadingState } from "../../components/page-states.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import { CheckoutOutcome } from "./checkout-outcome.tsx";
import { SubscriptionSummary } from "./subscription-summary.tsx";
import { usePremiumSubscriptionQuery } from "./use-billing-queries.ts";

/**
 * /create-subscription/success and /cancel — where the premium suite's checkout returns (?team=slug):
 * what happened, and the subscription as the API reads it, asked again briefly after a payment until
 * its events have made it active.
 */
export function SubscriptionResultPage({
  outcome,
  backTo,
}: {
  outcome: "success" | "cancel";
  /** where the page leads back to, for the team it is about */
  backTo: (team: string) => string;
}) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const team = search.get("team") ?? "";
  const info = usePremiumSubscriptionQuery(team, outcome === "success");
  const title = t(outcome === "success" ? "subscriptions.result.successTitle" : "subscriptions.result.cancelTitle");
  usePageTitle(title);

  let body: ReactNode;
  if (!team) body = <Text role="alert">{t("subscriptions.result.noTeam")}</Text>;
  else if (info.isPending) body = <LoadingState label={t("subscriptions.loading")} />;
  else if (info.isError) body = <ErrorState error={info.error} onRetry={() => void info.refetch()} />;
  else
    body = (
      <>
        <CheckoutOutcome outcome={outcome} active={info.data.subscription?.active === true} />
        <SubscriptionSummary current={info.data.subscription} />
        {info.data.test_billing && (
          <Text size="sm" c="dimmed">
            {t("subscriptions.result.testBilling")}
          </Text>
        )}
      </>
    );
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{title}</Title>
      {body}
      <div>
        <Button component={Link} to={backTo(team)} variant="default">
          {t("subscriptions.result.back")}
        </Button>
      </div>
    </Stack>
  );
}
