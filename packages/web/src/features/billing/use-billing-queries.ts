import { useQuery } from "@tanstack/react-query";
import type { TeamBilling } from "@xa/core/billing/billing-contract";
import type { PremiumSubscriptionInfo } from "@xa/core/billing/premium-subscription-contract";
import { getLocalCheckout, getPremiumSubscription, getTeamBilling, listInvoices, listPlans } from "./billing-api.ts";

/** Query keys of billing, built from their parameters. */
export const billingKeys = {
  all: ["billing"] as const,
  plans: () => ["billing", "plans"] as const,
  team: (team: string) => ["billing", "team", team] as const,
  invoices: (team: string) => ["billing", "team", team, "invoices"] as const,
  premium: (team: string) => ["billing", "team", team, "premium"] as const,
  checkout: (session: string) => ["billing", "checkout", session] as const,
};

/** How often, and how many times, a page back from checkout asks again until the payment's events have landed. */
export const SETTLING_POLL_MS = 1500;
export const SETTLING_POLLS = 20;

/** The team's billing; with `settling`, asked again briefly until its current subscription is active. */
export function useTeamBillingQuery(team: string, settling = false) {
  return useQuery({
    queryKey: billingKeys.team(team),
    queryFn: () => getTeamBilling(team),
    refetchInterval: (query) =>
      settling && !isSettled(query.state.data) && query.state.dataUpdateCount < SETTLING_POLLS
        ? SETTLING_POLL_MS
        : false,
  });
}

const isSettled = (billing: TeamBilling | PremiumSubscriptionInfo | undefined) =>
  billing !== undefined && ("current" in billing ? billing.current : billing.subscription)?.active === true;

export function usePlansQuery() {
  return useQuery({ queryKey: billingKeys.plans(), queryFn: listPlans });
}

export function useInvoicesQuery(team: string) {
  return useQuery({ queryKey: billingKeys.invoices(team), queryFn: () => listInvoices(team) });
}

export function useLocalCheckoutQuery(session: string) {
  return useQuery({ queryKey: billingKeys.checkout(session), queryFn: () => getLocalCheckout(session) });
}

/** The premium suite's subscription, asked again briefly after a payment until it is active. */
export function usePremiumSubscriptionQuery(team: string, settling: boolean) {
  return useQuery({
    queryKey: billingKeys.premium(team),
    queryFn: () => getPremiumSubscription(team),
    enabled: team !== "",
    refetchInterval: (query) =>
      settling && !isSettled(query.state.data) && query.state.dataUpdateCount < SETTLING_POLLS
        ? SETTLING_POLL_MS
        : false,
  });
}
