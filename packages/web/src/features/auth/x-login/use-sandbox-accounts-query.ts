import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { listSandboxAccounts } from "./x-login-api.ts";

/** Store accounts the X sandbox may sign in as, most followed first. */
export function useSandboxAccountsQuery(search: string, limit: number) {
  return useQuery({
    queryKey: ["x-sandbox-accounts", search, limit],
    queryFn: () => listSandboxAccounts(search, limit),
    placeholderData: keepPreviousData,
  });
}
