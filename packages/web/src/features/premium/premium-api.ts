import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { premiumContract } from "@xa/core/premium/premium-contract";
import { call } from "../../api/call.ts";

/** The caller's connected X accounts and whether their plan opens the suite. */
export function usePremiumAccounts() {
  return useQuery({
    queryKey: ["premium", "accounts"],
    queryFn: () => call(premiumContract.accounts, {}),
  });
}

/** A connected account's dashboard over `days`. */
export function useAccountStats(account: string, days: number) {
  return useQuery({
    queryKey: ["premium", "account-stats", account, days],
    queryFn: () => call(premiumContract.accountStats, { query: { account, days } }),
    placeholderData: keepPreviousData,
  });
}
