import { Badge, Group, Stack, Text } from "@mantine/core";
import type { BillingSubscription } from "@xa/core/billing/billing-contract";
import { subscriptionStanding } from "@xa/core/billing/billing-view";
import { useTranslation } from "react-i18next";
import { useFormatters } from "../../format/use-formatters.ts";

const BADGE = {
  none: "gray",
  active: "teal",
  cancelling: "yellow",
  granted: "blue",
  past_due: "red",
  incomplete: "orange",
  ended: "gray",
} as const;

/**
 * The team's current plan and what state it is in, with the date that matters (renewal or end); under
 * a staff grant, the bought plan it pauses and until when.
 */
export function SubscriptionSummary({
  current,
  paused = null,
}: {
  current: BillingSubscription | null;
  paused?: (BillingSubscription & { collection_paused_until: string }) | null;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const standing = subscriptionStanding(current, new Date());
  const date = (iso: string | null) => (iso ? format.date(iso) : t("subscriptions.noEnd"));
  const detail = (() => {
    switch (standing.kind) {
      case "none":
        return t("subscriptions.state.noneDetail");
      case "active":
        return t("subscriptions.state.activeDetail", { date: date(standing.renews) });
      case "cancelling":
        return t("subscriptions.state.cancellingDetail", { date: date(standing.ends) });
      case "granted":
        return standing.until
          ? t("subscriptions.state.grantedDetail", { date: date(standing.until), reason: standing.reason })
          : t("subscriptions.state.grantedOpenDetail", { reason: standing.reason });
      case "past_due":
        return t("subscriptions.state.pastDueDetail");
      case "incomplete":
        return t("subscriptions.state.incompleteDetail");
      case "ended":
        return t("subscriptions.state.endedDetail", { date: date(standing.ended) });
    }
  })();
  return (
    <Stack gap={4} data-testid="current-plan">
      <Group gap="sm">
        <Text fw={600} size="lg">
          {current ? current.plan.name : t("subscriptions.noPlan")}
        </Text>
        <Badge color={BADGE[standing.kind]} variant="light">
          {t(`subscriptions.state.${standing.kind}`)}
        </Badge>
      </Group>
      <Text size="sm">{detail}</Text>
      {standing.kind === "granted" && paused && (
        <Text size="sm" data-testid="paused-plan">
          {t("subscriptions.state.pausedDetail", {
            plan: paused.plan.name,
            date: format.date(paused.collection_paused_until),
          })}
        </Text>
      )}
    </Stack>
  );
}
