import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateAudiencePlan, PlanCampaign } from "@xa/core/campaigns/audience-plan-entities";
import {
  campaignFromPlan,
  createPlan,
  deletePlan,
  estimatePlan,
  getPlan,
  listPlans,
  updatePlan,
} from "./planner-api.ts";

export const plannerKeys = {
  all: ["audience-plans"] as const,
  lists: ["audience-plans", "list"] as const,
  list: (team: string) => ["audience-plans", "list", team] as const,
  one: (id: number) => ["audience-plans", "one", id] as const,
  estimate: (body: CreateAudiencePlan) => ["audience-plans", "estimate", body] as const,
};

export function usePlansQuery(team: string) {
  return useQuery({ queryKey: plannerKeys.list(team), queryFn: () => listPlans(team) });
}

export function usePlanQuery(id: number | null) {
  return useQuery({
    queryKey: plannerKeys.one(id ?? 0),
    queryFn: () => getPlan(id ?? 0),
    enabled: id !== null,
  });
}

/** The estimates of the plan as drafted, asked when the review step shows it. */
export function usePlanEstimateQuery(body: CreateAudiencePlan, enabled: boolean) {
  return useQuery({
    queryKey: plannerKeys.estimate(body),
    queryFn: () => estimatePlan(body),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Saves a new plan, or changes the one being edited. */
export function useSavePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: CreateAudiencePlan }) => {
      if (id === null) return createPlan(body);
      const { team: _team, ...change } = body;
      return updatePlan(id, change);
    },
    meta: { errorHandled: true },
    onSuccess: (plan) => {
      // Reopening the plan just saved draws it at once, without asking for it again.
      queryClient.setQueryData(plannerKeys.one(plan.id), plan);
      return queryClient.invalidateQueries({ queryKey: plannerKeys.lists });
    },
  });
}

export function useDeletePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deletePlan(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: plannerKeys.all }),
  });
}

/** Makes the draft campaign; the campaigns' lists are asked again. */
export function useCampaignFromPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: PlanCampaign }) => campaignFromPlan(id, body),
    meta: { errorHandled: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["campaigns"] }),
  });
}
