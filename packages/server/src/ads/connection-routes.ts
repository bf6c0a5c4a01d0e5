import { adsConnectionContract } from "@xa/core/ads/ads-connection-contract";
import { canManageAdAccounts, canSeeAdAccounts } from "@xa/core/ads/ads-permissions";
import type { FastifyInstance } from "fastify";
import { requireAuth } from "../auth/index.ts";
import type { Deps } from "../deps.ts";
import { badRequest, forbidden, said } from "../http/http-error.ts";
import { route } from "../http/route.ts";
import { findMemberTeam } from "../teams/index.ts";
import type { AdsConnector } from "./ads-platform.ts";
import { callPlatform } from "./call-platform.ts";
import {
  deleteConnection,
  describeConnection,
  saveAttempt,
  saveConnection,
  takeAttempt,
} from "./connection-queries.ts";

/** A team's own login to the ad platform: connect (OAuth 1.0a through the app), see, disconnect. */
export function registerConnectionRoutes(app: FastifyInstance, deps: Deps): void {
  const { db, secrets } = deps;
  const c = adsConnectionContract;
  const platform = deps.ads.name;
  const connector = deps.ads.connector;

  const teamOf = async (request: Parameters<typeof requireAuth>[1], slug: string, manage: boolean) => {
    const auth = await requireAuth(deps, request);
    const team = await findMemberTeam(db, auth.user.id, slug);
    if (!canSeeAdAccounts(team)) throw forbidden();
    if (manage && !canManageAdAccounts(team)) throw forbidden(said("adminsOnly"));
    return { auth, team };
  };
  const needsConnector = (): AdsConnector => {
    if (!connector) throw badRequest(said("adsNoLoginNeeded"));
    return connector;
  };

  route(app, c.getAdsConnection, async ({ query }, request) => {
    const { team } = await teamOf(request, query.team, false);
    return describeConnection(db, team.id, platform, connector !== null);
  });

  route(app, c.startAdsConnection, async ({ body }, request) => {
    const { auth, team } = await teamOf(request, body.team, true);
    const steps = needsConnector();
    // X sends the user back to the team's settings, adding oauth_token and oauth_verifier.
    const callback = `${deps.config.publicUrl}/${encodeURIComponent(team.slug)}/team`;
    const pair = await callPlatform(() => steps.requestToken(callback));
    await saveAttempt(db, secrets, { teamId: team.id, userId: auth.user.id, now: deps.now() }, pair);
    return { authorize_url: steps.authorizeUrl(pair.token) };
  });

  route(app, c.completeAdsConnection, async ({ body }, request) => {
    const { auth, team } = await teamOf(request, body.team, true);
    const steps = needsConnector();
    const by = { teamId: team.id, userId: auth.user.id, now: deps.now() };
    const pair = await takeAttempt(db, secrets, by, body.oauth_token);
    if (!pair) throw badRequest(said("xAdsConnectExpired"));
    const login = await callPlatform(() => steps.accessToken(pair, body.oauth_verifier));
    await saveConnection(db, secrets, by, login);
    return describeConnection(db, team.id, platform, true);
  });

  route(app, c.deleteAdsConnection, async ({ query }, request) => {
    const { team } = await teamOf(request, query.team, true);
    await deleteConnection(db, team.id);
    return null;
  });

  route(app, c.listPlatformAccounts, async ({ query }, request) => {
    const { team } = await teamOf(request, query.team, false);
    return (await callPlatform(() => deps.ads.listAccounts(team.id))) ?? [];
  });
}
