import { adsContract } from "@xa/core/ads/ads-contract";
import { canManageAdAccounts, canSeeAdAccounts, canSeeGrant, canUseAdAccount } from "@xa/core/ads/ads-permissions";
import { adsText } from "@xa/core/ads/ads-texts";
import { snapshotOfApplied } from "@xa/core/ads/applied-snapshot";
import { isEmptyPackage } from "@xa/core/targeting/targeting-package";
import type { FastifyInstance } from "fastify";
import { requireAuth } from "../auth/index.ts";
import type { Deps } from "../deps.ts";
import { badRequest, fieldError, forbidden, HttpError, said } from "../http/http-error.ts";
import { route } from "../http/route.ts";
import { assertAccess, findConfig } from "../targeting/index.ts";
import { findMemberTeam } from "../teams/index.ts";
import {
  type AdAccountPurpose,
  type AdAccountRow,
  accessOf,
  createAdAccount,
  deleteAdAccount,
  findAdAccount,
  findTeamAdAccount,
  listAdAccounts,
  recordAccess,
  refOf,
  toAdAccount,
} from "./ad-account-queries.ts";
import { callPlatform } from "./call-platform.ts";
import { createGrant, deleteGrant, findGrant, listGrants, toGrant } from "./grant-queries.ts";
import { listSandboxApplications } from "./sandbox-platform.ts";
import { createUsage } from "./usage-queries.ts";

const pageOf = (query: { account_id?: string | undefined; limit: number; offset: number }) => ({
  accountId: query.account_id,
  limit: query.limit,
  offset: query.offset,
});

/** Refuses a missing or blank ad account id ('No ad account id provided'), in the caller's language. */
function requireAccountId(id: string | null): string {
  if (!id) throw badRequest(said("noAdAccountId"));
  return id;
}

const adminsOnly = () => forbidden(said("adminsOnly"));

function assertCanUse(row: AdAccountRow): void {
  if (!canUseAdAccount(accessOf(row))) throw forbidden(said("adAccountNotGranted"));
}

/** Ad accounts, per-member grants, validating and applying through the ad platform. */
export function registerAdsRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  const c = adsContract;
  const platform = deps.ads.name;

  route(app, c.listAdAccounts, async ({ query }, request) => {
    const auth = await requireAuth(deps, request, { allowExtension: true });
    const team = await findMemberTeam(db, auth.user.id, query.team);
    if (!canSeeAdAccounts(team)) throw forbidden();
    const { count, rows } = await listAdAccounts(db, auth.user.id, team.id, pageOf(query));
    return { count, results: rows.map((row) => toAdAccount(row, platform)) };
  });

  const linkRoute = (op: typeof c.createAdAccount | typeof c.createAudiencesAdAccount, purpose: AdAccountPurpose) =>
    route(app, op, async ({ body }, request) => {
      const auth = await requireAuth(deps, request);
      const accountId = requireAccountId(body.account_id);
      const team = await findMemberTeam(db, auth.user.id, body.team);
      if (!canManageAdAccounts(team)) throw adminsOnly();
      // Only an account the team's own platform login may manage: another advertiser's id is refused.
      await callPlatform(() => deps.ads.assertManageable(team.id, accountId));
      const by = { userId: auth.user.id, teamId: team.id, now: deps.now() };
      const row = await createAdAccount(db, by, {
        account_id: accountId,
        name: body.name,
        network: body.network,
        purpose,
      });
      return toAdAccount(row, platform);
    });
  linkRoute(c.createAdAccount, "targeting");
  linkRoute(c.createAudiencesAdAccount, "audiences");

  route(app, c.getAdAccount, async ({ params }, request) => {
    const auth = await requireAuth(deps, request);
    return toAdAccount(await findAdAccount(db, auth.user.id, params.id), platform);
  });

  route(app, c.deleteAdAccount, async ({ params }, request) => {
    const auth = await requireAuth(deps, request);
    const row = await findAdAccount(db, auth.user.id, params.id);
    if (!canManageAdAccounts(row)) throw adminsOnly();
    await deleteAdAccount(db, row.id);
    return null;
  });

  route(app, c.listLineItems, async ({ params }, request) => {
    const auth = await requireAuth(deps, request);
    const row = await findAdAccount(db, auth.user.id, params.id);
    assertCanUse(row);
    return callPlatform(() => deps.ads.listLineItems(refOf(row)));
  });

  route(app, c.listSandboxApplications, async ({ params, query }, request) => {
    const auth = await requireAuth(deps, request);
    const row = await findAdAccount(db, auth.user.id, params.id);
    assertCanUse(row);
    return listSandboxApplications(db, row.id, query);
  });

  /** The team's account the body names, once the caller may use it. */
  const usableAccount = async (userId: number, body: { team: string; ad_account_id: string | null }) => {
    const accountId = requireAccountId(body.ad_account_id);
    const team = await findMemberTeam(db, userId, body.team);
    const row = await findTeamAdAccount(db, userId, team.id, accountId);
    assertCanUse(row);
    return row;
  };

  route(app, c.validateAdAccount, async ({ body }, request) => {
    const auth = await requireAuth(deps, request, { allowExtension: true });
    const row = await usableAccount(auth.user.id, body);
    const access = await callPlatform(() => deps.ads.checkAccess(refOf(row)));
    await recordAccess(db, refOf(row), access, deps.now());
    return { access };
  });

  route(app, c.checkCustomAudiences, async ({ body }, request) => {
    const auth = await requireAuth(deps, request, { allowExtension: true });
    const row = await usableAccount(auth.user.id, body);
    return callPlatform(() => deps.ads.checkCustomAudiences(refOf(row), body.custom_audience_names));
  });

  route(app, c.applyTargeting, async ({ body }, request) => {
    const auth = await requireAuth(deps, request);
    const row = await usableAccount(auth.user.id, body);
    const snapshot = snapshotOfApplied(body.targeting);
    if (isEmptyPackage(snapshot)) throw badRequest((language) => adsText(language, "emptyPackage"));
    // A config the caller cannot see, or of another team, is a bad reference, worded the same either way.
    const configMissing = () => fieldError("audience_config_id", "Audience config not found");
    const { row: config, access } = await findConfig(db, auth.user.id, body.audience_config_id).catch((e: unknown) => {
      throw e instanceof HttpError && e.statusCode === 404 ? configMissing() : e;
    });
    if (config.team_id !== row.team_id) throw configMissing();
    assertAccess("edit", access, auth.user.id, config, "config");

    const outcome = await callPlatform(() =>
      deps.ads.applyTargeting(refOf(row), body.line_item_id, body.targeting, auth.user.email),
    );
    const usage = {
      audience_config_id: config.id,
      ad_account_id: row.account_id,
      state: "applied" as const,
      targeting_package: snapshot,
      countries: body.targeting.countries,
    };
    const usageId = await createUsage(db, deps.secrets, auth.user.id, config, usage);
    return { platform, line_item_id: body.line_item_id, ...outcome, usage_id: usageId };
  });

  route(app, c.listGrantedAccounts, async ({ query }, request) => {
    const auth = await requireAuth(deps, request);
    const team = await findMemberTeam(db, auth.user.id, query.team);
    const { count, rows } = await listGrants(db, auth.user.id, team.id, !canSeeGrant(team, false), pageOf(query));
    return { count, results: rows.map(toGrant) };
  });

  route(app, c.createGrantedAccount, async ({ body }, request) => {
    const auth = await requireAuth(deps, request);
    const accountId = requireAccountId(body.account.account_id);
    const team = await findMemberTeam(db, auth.user.id, body.team);
    if (!canManageAdAccounts(team)) throw adminsOnly();
    // The account must be one the team linked: another's, or none, is a bad reference.
    const account = await findTeamAdAccount(db, auth.user.id, team.id, accountId).catch((e: unknown) => {
      throw e instanceof HttpError && e.statusCode === 404 ? badRequest(said("adAccountNotFound")) : e;
    });
    const by = { userId: auth.user.id, teamId: team.id, now: deps.now() };
    return toGrant(await createGrant(db, by, body.member, account.id));
  });

  route(app, c.deleteGrantedAccount, async ({ params }, request) => {
    const auth = await requireAuth(deps, request);
    const grant = await findGrant(db, auth.user.id, params.id);
    if (!canManageAdAccounts(grant)) throw adminsOnly();
    await deleteGrant(db, grant.id);
    return null;
  });
}
