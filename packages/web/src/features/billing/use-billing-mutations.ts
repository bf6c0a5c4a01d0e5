import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BillingCurrency } from "@xa/core/billing/plans";
import { useTranslation } from "react-i18next";
import { describeError } from "../../api/describe-error.ts";
import { notify } from "../../components/notifications-store.ts";
import { useFormatters } from "../../format/use-formatters.ts";
import {
  cancelPlan,
  changePlan,
  changePremiumPlan,
  declineLocalCheckout,
  payLocalCheckout,
  startCheckout,
  startPremiumCheckout,
} from "./billing-api.ts";
import { billingKeys } from "./use-billing-queries.ts";
import { useGoTo } from "./use-go-to.ts";

/** Billing changes what the team may use: its billing, and the team (its subscriptions), are read again. */
function useRefresh(team: string) {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: billingKeys.team(team) });
    await queryClient.invalidateQueries({ queryKey: billingKeys.premium(team) });
    // The teams feature keeps the team under ["teams", …]; its subscriptions open paid features.
    await queryClient.invalidateQueries({ queryKey: ["teams"] });
  };
}

/**
 * Starts a checkout and leaves for the page that takes the payment (Stripe Checkout, or local checkout);
 * the premium suite's (`suite`) returns to its own result pages.
 */
export function useCheckout(team: string, suite = false) {
  const { t } = useTranslation();
  const goTo = useGoTo();
  return useMutation({
    mutationFn: (choice: { plan: number; currency: BillingCurrency }) =>
      (suite ? startPremiumCheckout : startCheckout)({ team, ...choice }),
    meta: { errorHandled: true },
    onSuccess: ({ url }) => goTo(url),
    onError: (error) => notify(t("subscriptions.checkoutFailed", { reason: describeError(error, t) }), "error"),
  });
}

export function useChangePlan(team: string, suite = false) {
  const { t } = useTranslation();
  const refresh = useRefresh(team);
  return useMutation({
    mutationFn: (plan: number) => (suite ? changePremiumPlan : changePlan)(team, plan),
    meta: { errorHandled: true },
    onSuccess: async (subscription) => {
      await refresh();
      notify(t("subscriptions.changed", { plan: subscription.plan.name }), "success");
    },
    onError: (error) => notify(t("subscriptions.changeFailed", { reason: describeError(error, t) }), "error"),
  });
}

export function useCancelPlan(team: string) {
  const { t } = useTranslation();
  const format = useFormatters();
  const refresh = useRefresh(team);
  return useMutation({
    mutationFn: () => cancelPlan(team),
    meta: { errorHandled: true },
    onSuccess: async ({ effective_date }) => {
      await refresh();
      notify(t("subscriptions.cancelled", { date: format.date(effective_date) }), "success");
    },
    onError: (error) => notify(t("subscriptions.cancelFailed", { reason: describeError(error, t) }), "error"),
  });
}

/** Pays or declines a local checkout, then returns where the checkout said (its success or cancel page). */
export function useSettleLocalCheckout(session: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const goTo = useGoTo();
  return useMutation({
    mutationFn: (pay: boolean) => (pay ? payLocalCheckout(session) : declineLocalCheckout(session)),
    meta: { errorHandled: true },
    onSuccess: async (checkout) => {
      await queryClient.invalidateQueries({ queryKey: billingKeys.all });
      goTo(checkout.status === "complete" ? checkout.success_url : checkout.cancel_url);
    },
    onError: (error) => notify(t("subscriptions.checkout.failed", { reason: describeError(error, t) }), "error"),
  });
}
