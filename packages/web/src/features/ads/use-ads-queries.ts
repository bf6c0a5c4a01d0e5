import { useQuery } from "@tanstack/react-query";
import {
  getAdsConnection,
  getSavedPackage,
  listAdAccounts,
  listConfigUsages,
  listGrants,
  listLineItems,
  listPlatformAccounts,
  listSandboxApplications,
  listSavedPackages,
} from "./ads-api.ts";
import { adsKeys } from "./ads-query-keys.ts";

/** The team's linked ad accounts, sorted by name as the server answers. */
export function useAdAccountsQuery(team: string) {
  return useQuery({ queryKey: adsKeys.accounts(team), queryFn: () => listAdAccounts(team) });
}

/** Whether the team has connected its own login to the ad platform (the sandbox needs none). */
export function useAdsConnectionQuery(team: string) {
  return useQuery({ queryKey: adsKeys.connection(team), queryFn: () => getAdsConnection(team) });
}

/** The accounts the team's connected login may manage: the only ones it may link. */
export function usePlatformAccountsQuery(team: string, enabled: boolean) {
  return useQuery({
    queryKey: adsKeys.platformAccounts(team),
    queryFn: () => listPlatformAccounts(team),
    enabled,
  });
}

/** Grants of the team: every one for an admin, the caller's own for a member. */
export function useGrantsQuery(team: string) {
  return useQuery({ queryKey: adsKeys.grants(team), queryFn: () => listGrants(team) });
}

/** The line items of one linked account (by its row id), asked only once an account is chosen. */
export function useLineItemsQuery(id: number | null) {
  return useQuery({
    queryKey: adsKeys.lineItems(id ?? 0),
    queryFn: () => listLineItems(id ?? 0),
    enabled: id !== null,
  });
}

export function useSandboxApplicationsQuery(id: number) {
  return useQuery({ queryKey: adsKeys.sandbox(id), queryFn: () => listSandboxApplications(id) });
}

/** Where an audience config was applied, newest first; deleted ones too when asked, to restore one. */
export function useConfigUsagesQuery(team: string, configId: number, includeDeleted: boolean) {
  return useQuery({
    queryKey: adsKeys.usages(team, configId, includeDeleted),
    queryFn: () => listConfigUsages(team, configId, includeDeleted),
  });
}

/** The team's saved packages, to apply one (the popup's list). */
export function useSavedPackagesQuery(team: string) {
  return useQuery({ queryKey: adsKeys.savedPackages(team), queryFn: () => listSavedPackages(team) });
}

/** One saved package with its lists. */
export function useSavedPackageQuery(id: number) {
  return useQuery({ queryKey: adsKeys.savedPackage(id), queryFn: () => getSavedPackage(id) });
}
