import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AD_ACCOUNT_PURPOSES, CreateAdAccount, CreateGrant } from "@xa/core/ads/ads-contract";
import {
  applyTargeting,
  completeAdsConnection,
  createAdAccount,
  createGrant,
  createUsage,
  deleteAdAccount,
  deleteAdsConnection,
  deleteGrant,
  deleteUsage,
  restoreUsage,
  startAdsConnection,
  validateAdAccount,
} from "./ads-api.ts";
import { adsKeys } from "./ads-query-keys.ts";

type AdAccountPurpose = (typeof AD_ACCOUNT_PURPOSES)[number];

/** Accounts and grants change together (unlinking an account withdraws its grants): both are asked again. */
function useRefreshAccounts(team: string) {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: adsKeys.accounts(team) });
    await queryClient.invalidateQueries({ queryKey: adsKeys.grants(team) });
  };
}

/** Usages and what a sandbox holds change after any apply, delete or restore. */
function useRefreshUsages() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: ["ads", "usages"] });
    await queryClient.invalidateQueries({ queryKey: ["ads", "sandbox"] });
  };
}

export function useCreateAdAccount(team: string) {
  const refresh = useRefreshAccounts(team);
  return useMutation({
    mutationFn: ({ purpose, ...body }: Omit<CreateAdAccount, "team"> & { purpose: AdAccountPurpose }) =>
      createAdAccount({ ...body, team }, purpose),
    meta: { errorHandled: true },
    onSuccess: refresh,
  });
}

/** The connection and what it may manage change together. */
function useRefreshConnection(team: string) {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: adsKeys.connection(team) });
    await queryClient.invalidateQueries({ queryKey: adsKeys.platformAccounts(team) });
  };
}

/** Starts connecting the team's X login: the answer is the address on X to send the user to. */
export function useStartAdsConnection(team: string) {
  return useMutation({ mutationFn: () => startAdsConnection(team), meta: { errorHandled: true } });
}

/** Finishes connecting with what X sent back to the team's settings. */
export function useCompleteAdsConnection(team: string) {
  const refresh = useRefreshConnection(team);
  return useMutation({
    mutationFn: ({ token, verifier }: { token: string; verifier: string }) =>
      completeAdsConnection(team, token, verifier),
    meta: { errorHandled: true },
    onSuccess: refresh,
  });
}

export function useDeleteAdsConnection(team: string) {
  const refresh = useRefreshConnection(team);
  return useMutation({ mutationFn: () => deleteAdsConnection(team), meta: { errorHandled: true }, onSuccess: refresh });
}

export function useDeleteAdAccount(team: string) {
  const refresh = useRefreshAccounts(team);
  return useMutation({ mutationFn: deleteAdAccount, meta: { errorHandled: true }, onSuccess: refresh });
}

/** Asks the platform whether the account may be used; the server stores the answer on the account. */
export function useValidateAdAccount(team: string) {
  const refresh = useRefreshAccounts(team);
  return useMutation({
    mutationFn: (adAccountId: string) => validateAdAccount(team, adAccountId),
    meta: { errorHandled: true },
    onSettled: refresh,
  });
}

export function useCreateGrant(team: string) {
  const refresh = useRefreshAccounts(team);
  return useMutation({
    mutationFn: (body: Omit<CreateGrant, "team">) => createGrant({ ...body, team }),
    meta: { errorHandled: true },
    onSuccess: refresh,
  });
}

export function useDeleteGrant(team: string) {
  const refresh = useRefreshAccounts(team);
  return useMutation({ mutationFn: deleteGrant, meta: { errorHandled: true }, onSuccess: refresh });
}

export function useApplyTargeting() {
  const refresh = useRefreshUsages();
  return useMutation({ mutationFn: applyTargeting, meta: { errorHandled: true }, onSuccess: refresh });
}

export function useCreateUsage() {
  const refresh = useRefreshUsages();
  return useMutation({ mutationFn: createUsage, meta: { errorHandled: true }, onSuccess: refresh });
}

export function useDeleteUsage() {
  const refresh = useRefreshUsages();
  return useMutation({ mutationFn: deleteUsage, meta: { errorHandled: true }, onSuccess: refresh });
}

export function useRestoreUsage() {
  const refresh = useRefreshUsages();
  return useMutation({ mutationFn: restoreUsage, meta: { errorHandled: true }, onSuccess: refresh });
}
