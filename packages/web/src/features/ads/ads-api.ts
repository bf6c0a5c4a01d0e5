import { adsConnectionContract } from "@xa/core/ads/ads-connection-contract";
import {
  type AD_ACCOUNT_PURPOSES,
  type ApplyTargeting,
  adsContract,
  type CreateAdAccount,
  type CreateGrant,
} from "@xa/core/ads/ads-contract";
import { audienceUsagesContract, type CreateAudienceUsage } from "@xa/core/ads/audience-usage-contract";
import { authContract } from "@xa/core/auth/auth-contract";
import { audiencesContract } from "@xa/core/targeting/audience-contract";
import { call } from "../../api/call.ts";
import { everyPage } from "../../api/every-page.ts";

const op = adsContract;
type AdAccountPurpose = (typeof AD_ACCOUNT_PURPOSES)[number];
const usages = audienceUsagesContract;
const configs = audiencesContract;
// A 403 here means "not allowed to use this ad account" (no grant, not an admin), not a lost session: the screen
// says so instead of signing the user out.
const stay = { redirectOn403: false };

/** The team's ad accounts, every page of them: the screens offer the whole list. */
export const listAdAccounts = (team: string) =>
  everyPage((page) => call(op.listAdAccounts, { query: { team, ...page } }, stay));
/** Links an account for targeting, or as the one custom audiences are uploaded to. */
export const createAdAccount = (body: CreateAdAccount, purpose: AdAccountPurpose) =>
  call(purpose === "audiences" ? op.createAudiencesAdAccount : op.createAdAccount, { body }, stay);
export const deleteAdAccount = (id: number) => call(op.deleteAdAccount, { params: { id } }, stay);
export const validateAdAccount = (team: string, adAccountId: string) =>
  call(op.validateAdAccount, { body: { team, ad_account_id: adAccountId } }, stay);
export const listLineItems = (id: number) => call(op.listLineItems, { params: { id } }, stay);
export const listSandboxApplications = (id: number) =>
  everyPage((page) => call(op.listSandboxApplications, { params: { id }, query: page }, stay));
export const checkCustomAudiences = (team: string, adAccountId: string, names: string[]) =>
  call(
    op.checkCustomAudiences,
    { body: { team, ad_account_id: adAccountId, custom_audience_names: names } },
    { ...stay, silent: true },
  );
export const applyTargeting = (body: ApplyTargeting) => call(op.applyTargeting, { body }, stay);

const connection = adsConnectionContract;
export const getAdsConnection = (team: string) => call(connection.getAdsConnection, { query: { team } }, stay);
export const startAdsConnection = (team: string) => call(connection.startAdsConnection, { body: { team } }, stay);
export const completeAdsConnection = (team: string, oauth_token: string, oauth_verifier: string) =>
  call(connection.completeAdsConnection, { body: { team, oauth_token, oauth_verifier } }, stay);
export const deleteAdsConnection = (team: string) => call(connection.deleteAdsConnection, { query: { team } }, stay);
export const listPlatformAccounts = (team: string) => call(connection.listPlatformAccounts, { query: { team } }, stay);

export const listGrants = (team: string) =>
  everyPage((page) => call(op.listGrantedAccounts, { query: { team, ...page } }, stay));
export const createGrant = (body: CreateGrant) => call(op.createGrantedAccount, { body }, stay);
export const deleteGrant = (id: number) => call(op.deleteGrantedAccount, { params: { id } }, stay);

export const createExtensionToken = () => call(authContract.createExtensionToken, {}, stay);

export const listConfigUsages = (team: string, configId: number, includeDeleted: boolean) =>
  call(usages.listAudienceUsages, {
    query: {
      team,
      audience_config: configId,
      include_deleted: includeDeleted ? "true" : "false",
      limit: 100,
      offset: 0,
    },
  });
export const createUsage = (body: CreateAudienceUsage) => call(usages.createAudienceUsage, { body }, stay);
export const deleteUsage = (id: number) => call(usages.deleteAudienceUsage, { params: { id } }, stay);
export const restoreUsage = (id: number) => call(usages.restoreAudienceUsage, { params: { id } }, stay);

/** The team's saved packages (audience configs), newest first: what the popup offers to apply. */
export const listSavedPackages = (team: string) =>
  call(configs.listAudienceConfigs, { query: { team, limit: 100, offset: 0, sort: "-modified_at" } });
/** One saved package with its lists, to apply it from a list that does not hold them. */
export const getSavedPackage = (id: number) => call(configs.getAudienceConfig, { params: { id } });
