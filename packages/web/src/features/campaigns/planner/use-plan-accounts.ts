import { useQuery } from "@tanstack/react-query";
import { canCampaignFromPlan } from "@xa/core/campaigns/audience-plan-permissions";
import { useCampaignAccounts } from "../campaign-form.tsx";
import { getTeam, listGrants } from "./planner-api.ts";

/**
 * The team's targeting ad accounts and which of them the caller may make a campaign in (admins: all;
 * members: those granted to them), as the server's rule decides it.
 */
export function usePlanAccounts(team: string) {
  const accounts = useCampaignAccounts(team);
  const grants = useQuery({ queryKey: ["campaigns", "grants", team], queryFn: () => listGrants(team) });
  const member = useQuery({ queryKey: ["campaigns", "team", team], queryFn: () => getTeam(team) });
  const pending = accounts.isPending || grants.isPending || member.isPending;
  const error = accounts.error ?? grants.error ?? member.error;
  const all = accounts.data ?? [];
  const level = member.data?.level;
  // A member is answered only their own grants; an admin may use every account whatever the grants say.
  const mine = new Set((grants.data ?? []).map((g) => g.account.account_id));
  const usable = level ? all.filter((a) => canCampaignFromPlan({ level, granted: mine.has(a.account_id) })) : [];
  const retry = () => {
    void accounts.refetch();
    void grants.refetch();
    void member.refetch();
  };
  return { pending, error, linked: all.length, usable, retry };
}
