import { canSeeAdAccounts, canUseAdAccount } from "@xa/core/ads/ads-permissions";
import { uploadedAudiencesContract } from "@xa/core/ads/uploaded-audience-contract";
import { canUseFeature } from "@xa/core/billing/billing-permissions";
import type { FastifyInstance } from "fastify";
import { findUserGroups, requireAuth } from "../auth/index.ts";
import type { Deps } from "../deps.ts";
import { badRequest, forbidden, said } from "../http/http-error.ts";
import { route } from "../http/route.ts";
import { findMemberTeam } from "../teams/index.ts";
import { accessOf, listAdAccounts, refOf } from "./ad-account-queries.ts";
import { AdsPlatformError } from "./ads-platform.ts";
import { callPlatform } from "./call-platform.ts";
import { readUploadedMembers } from "./uploaded-audience-file.ts";
import {
  deleteUploadedAudience,
  findUploadedAudience,
  insertUploadedAudience,
  listUploadedAudiences,
  setTargetable,
  toUploadedAudience,
  type UploadedAudienceRow,
  uploadAccessOf,
  uploadAccountRef,
} from "./uploaded-audience-queries.ts";

/** Uploaded custom audiences: a list sent to an ad account the caller may use, for a subscribed team. */
export async function registerUploadedAudienceRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const { db } = deps;
  const c = uploadedAudiencesContract;
  const platform = deps.ads.name;
  const assertCanUse = (row: UploadedAudienceRow) => {
    if (!canUseAdAccount(uploadAccessOf(row))) throw forbidden(said("adAccountNotGranted"));
  };

  await app.register(async (scope) => {
    // The list arrives as the raw body of any content type, read here within its limit.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, payload, done) => done(null, payload));

    route(scope, c.uploadAudience, async ({ query }, request) => {
      const auth = await requireAuth(deps, request);
      const team = await findMemberTeam(db, auth.user.id, query.team);
      // The account linked for audiences when it is linked for both purposes.
      const { rows: accounts } = await listAdAccounts(db, auth.user.id, team.id, {
        accountId: query.ad_account_id,
        limit: 2,
        offset: 0,
      });
      const account = accounts.find((a) => a.purpose === "audiences") ?? accounts[0];
      if (!account) throw badRequest(said("upload.adAccountNotFound", { id: query.ad_account_id }));
      if (!canUseAdAccount(accessOf(account)))
        throw forbidden(said("upload.noAdAccountAccess", { id: query.ad_account_id }));
      const user = { groups: await findUserGroups(db, auth.user.id) };
      if (!canUseFeature(user, team, "audience_upload")) throw forbidden(said("upload.subscriptionRequired"));
      const list = await readUploadedMembers(request.body, query.kind);
      const uploaded = await callPlatform(() => deps.ads.uploadAudience(refOf(account), query.name, list.members));
      const id = await insertUploadedAudience(db, {
        teamId: team.id,
        adAccountRowId: account.id,
        name: query.name,
        kind: query.kind,
        memberCount: list.count,
        platformAudienceId: uploaded.platformAudienceId,
        targetable: uploaded.targetable,
        createdBy: auth.user.id,
        now: deps.now(),
      });
      const row = await findUploadedAudience(db, auth.user.id, id);
      return {
        ...toUploadedAudience(row, platform),
        skipped: { invalid: list.invalid, duplicates: list.duplicates },
      };
    });
  });

  route(app, c.listUploadedAudiences, async ({ query }, request) => {
    const auth = await requireAuth(deps, request);
    const team = await findMemberTeam(db, auth.user.id, query.team);
    if (!canSeeAdAccounts(team)) throw forbidden();
    const { count, rows } = await listUploadedAudiences(db, auth.user.id, team.id, query);
    return { count, results: rows.map((row) => toUploadedAudience(row, platform)) };
  });

  route(app, c.getUploadedAudience, async ({ params }, request) => {
    const auth = await requireAuth(deps, request);
    return toUploadedAudience(await findUploadedAudience(db, auth.user.id, params.id), platform);
  });

  route(app, c.refreshUploadedAudience, async ({ params }, request) => {
    const auth = await requireAuth(deps, request);
    const row = await findUploadedAudience(db, auth.user.id, params.id);
    assertCanUse(row);
    const check = await callPlatform(() => deps.ads.checkCustomAudiences(uploadAccountRef(row), [row.name]));
    const targetable = check.custom_audiences.some((a) => a.name === row.name && a.targetable);
    await setTargetable(db, row.id, targetable);
    return toUploadedAudience({ ...row, targetable }, platform);
  });

  route(app, c.deleteUploadedAudience, async ({ params }, request) => {
    const auth = await requireAuth(deps, request);
    const row = await findUploadedAudience(db, auth.user.id, params.id);
    assertCanUse(row);
    // The platform first: if it fails, the row stays, so the audience is never left there unseen.
    await callPlatform(async () => {
      try {
        await deps.ads.deleteAudience(uploadAccountRef(row), row.platform_audience_id);
      } catch (error) {
        // Already gone on the platform: nothing left to keep the row for.
        if (!(error instanceof AdsPlatformError && error.status === 404)) throw error;
      }
    });
    await deleteUploadedAudience(db, row.id);
    return null;
  });
}
