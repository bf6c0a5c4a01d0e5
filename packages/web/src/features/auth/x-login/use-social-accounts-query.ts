import { useQuery } from "@tanstack/react-query";
import { listSocialAccounts } from "./x-login-api.ts";

export const socialAccountsKey = ["social-accounts"] as const;

/** The signed-in user's linked X accounts. */
export function useSocialAccountsQuery() {
  return useQuery({ queryKey: socialAccountsKey, queryFn: listSocialAccounts });
}
