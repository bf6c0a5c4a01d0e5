import { audienceUsagesContract } from "@xa/core/ads/audience-usage-contract";
import { withHandlesOrder } from "@xa/core/ads/usage-handles";
import type { AudienceType } from "@xa/core/targeting/audience-contract";
import { targetingPackageWrapper } from "@xa/core/targeting/targeting-package";
import type { FastifyInstance } from "fastify";
import { requireAuth } from "../auth/index.ts";
import type { Deps } from "../deps.ts";
import { fieldError, HttpError } from "../http/http-error.ts";
import { requestLanguage } from "../http/request-language.ts";
import { route } from "../http/route.ts";
import {
  assertAccess,
  findConfig,
  listShares,
  packageWorkbook,
  recipientByEmail,
  sendWorkbook,
  shareAudience,
} from "../targeting/index.ts";
import { findMemberTeam } from "../teams/index.ts";
import { registerUsageCheckRoutes } from "./usage-check-routes.ts";
import { assertCanRecordUsage } from "./usage-guards.ts";
import {
  createUsage,
  findUsage,
  listUsages,
  reorderUsageHandles,
  setUsageDeleted,
  toUsage,
  updateUsage,
} from "./usage-queries.ts";

/** Audience usages: records of packages applied to ad accounts, team-scoped as their configs. */
export function registerUsageRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  const c = audienceUsagesContract;
  registerUsageCheckRoutes(app, deps);
  const reread = async (userId: number, id: number) => toUsage((await findUsage(db, userId, id)).row, userId);

  route(app, c.listAudienceUsages, async ({ query }, request) => {
    const auth = await requireAuth(deps, request);
    const team = await findMemberTeam(db, auth.user.id, query.team);
    return listUsages(db, auth.user.id, team.id, query);
  });

  route(app, c.createAudienceUsage, async ({ body }, request) => {
    const auth = await requireAuth(deps, request, { allowExtension: true });
    // A config the caller cannot see is a bad reference, worded the same whether it exists or not.
    const { row: config, access } = await findConfig(db, auth.user.id, body.audience_config_id).catch((e: unknown) => {
      if (e instanceof HttpError && e.statusCode === 404)
        throw fieldError("audience_config_id", "Audience config not found");
      throw e;
    });
    assertAccess("edit", access, auth.user.id, config, "config");
    await assertCanRecordUsage(db, auth.user.id, config.team_id, body.ad_account_id);
    const id = await createUsage(db, deps.secrets, auth.user.id, config, body);
    return reread(auth.user.id, id);
  });

  route(app, c.getAudienceUsage, async ({ params }, request) => {
    const auth = await requireAuth(deps, request);
    return toUsage((await findUsage(db, auth.user.id, params.id)).row, auth.user.id);
  });

  route(app, c.updateAudienceUsage, async ({ params, body }, request) => {
    const auth = await requireAuth(deps, request);
    const { row, access } = await findUsage(db, auth.user.id, params.id);
    assertAccess("edit", access, auth.user.id, row, "usage");
    // Both the account it is on and the one it moves to.
    await assertCanRecordUsage(db, auth.user.id, row.team_id, row.ad_account_id);
    if (body.ad_account_id !== undefined && body.ad_account_id !== row.ad_account_id)
      await assertCanRecordUsage(db, auth.user.id, row.team_id, body.ad_account_id);
    await updateUsage(db, row, body);
    return reread(auth.user.id, row.id);
  });

  route(app, c.deleteAudienceUsage, async ({ params }, request) => {
    const auth = await requireAuth(deps, request);
    const { row, access } = await findUsage(db, auth.user.id, params.id);
    assertAccess("delete", access, auth.user.id, row, "usage");
    await setUsageDeleted(db, row.id, true);
    return null;
  });

  route(app, c.restoreAudienceUsage, async ({ params }, request) => {
    const auth = await requireAuth(deps, request);
    const { row, access } = await findUsage(db, auth.user.id, params.id);
    // Whoever may delete a usage may restore it.
    assertAccess("delete", access, auth.user.id, row, "usage");
    await assertCanRecordUsage(db, auth.user.id, row.team_id, row.ad_account_id);
    await setUsageDeleted(db, row.id, false);
    return reread(auth.user.id, row.id);
  });

  route(app, c.reorderUsageHandles, async ({ params, body }, request) => {
    const auth = await requireAuth(deps, request);
    const { row, access } = await findUsage(db, auth.user.id, params.id);
    assertAccess("edit", access, auth.user.id, row, "usage");
    await assertCanRecordUsage(db, auth.user.id, row.team_id, row.ad_account_id);
    await reorderUsageHandles(db, row, body.handles);
    return reread(auth.user.id, row.id);
  });

  route(app, c.generateUsageSheet, async ({ params }, request, reply) => {
    const auth = await requireAuth(deps, request);
    const { row } = await findUsage(db, auth.user.id, params.id);
    const [config] = await db.query<{ type: AudienceType; categories: number[] }>(
      `SELECT c.type, ARRAY(SELECT cc.category_id FROM audience_config_categories cc WHERE cc.audience_config_id = c.id) AS categories
       FROM audience_configs c WHERE c.id = $1`,
      [row.audience_config_id],
    );
    const wrapper = targetingPackageWrapper.parse({
      targeting_package: withHandlesOrder(
        targetingPackageWrapper.shape.targeting_package.parse(row.targeting_package),
        row.handles_order,
      ),
      countries: row.countries,
    });
    const name = row.audience_config_name ?? `usage-${row.id}`;
    const subject = {
      name,
      type: config?.type ?? "targeting",
      category_ids: config?.categories ?? [],
      size: null,
      saved_at: row.created_at,
      usage: { ad_account_id: row.ad_account_id, state: row.state },
    };
    return sendWorkbook(reply, name, await packageWorkbook(deps, wrapper, subject, requestLanguage(request)));
  });

  route(app, c.shareAudienceUsage, async ({ params, body }, request) => {
    const auth = await requireAuth(deps, request);
    const { row, access } = await findUsage(db, auth.user.id, params.id);
    assertAccess("edit", access, auth.user.id, row, "usage");
    const recipient = await recipientByEmail(db, body.email);
    const target = {
      kind: "usage" as const,
      id: row.id,
      name: row.audience_config_name ?? "",
      ad_account_id: row.ad_account_id,
    };
    return shareAudience(deps, target, auth.user, recipient);
  });

  route(app, c.listUsageSharedWith, async ({ params, query }, request) => {
    const auth = await requireAuth(deps, request);
    const { row, access } = await findUsage(db, auth.user.id, params.id);
    // Those it was shared with do not see each other's addresses: only the team does.
    assertAccess("edit", access, auth.user.id, row, "usage");
    return listShares(db, { kind: "usage", id: row.id }, query);
  });
}
