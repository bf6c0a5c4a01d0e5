import { type AudienceCategory, audiencesContract } from "@xa/core/targeting/audience-contract";
import { type TargetingPackageWrapper, targetingPackageWrapper } from "@xa/core/targeting/targeting-package";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { requireAuth } from "../auth/index.ts";
import type { Deps } from "../deps.ts";
import { notFound } from "../http/http-error.ts";
import { requestLanguage } from "../http/request-language.ts";
import { route } from "../http/route.ts";
import { findMemberTeam } from "../teams/index.ts";
import { assertAccess } from "./audience-access.ts";
import {
  autocompleteConfigs,
  type ConfigRow,
  createConfig,
  deleteConfig,
  findConfig,
  toConfig,
  updateConfig,
} from "./audience-config-queries.ts";
import { configInsights } from "./audience-insights.ts";
import { listAudiences, listConfigs } from "./audience-list-queries.ts";
import { measureAudience, measurePackage, storeFigures } from "./audience-measure.ts";
import { configPerspectives } from "./audience-perspectives.ts";
import { recipientByEmail, recipientByHandle, shareAudience } from "./audience-shares.ts";
import { packageWorkbook } from "./audience-workbook.ts";
import { sendWorkbook } from "./package-workbook.ts";

const wrapperOf = (row: ConfigRow): TargetingPackageWrapper =>
  targetingPackageWrapper.parse({ targeting_package: row.targeting_package, countries: row.countries });

/**
 * Counts a just-saved package's audience and keeps it as its size and figures. A failed count does
 * not undo the save: the config keeps its previous size and the audiences list counts it later.
 */
async function measureSaved(
  deps: Deps,
  request: FastifyRequest,
  id: number,
  version: number,
  wrapper: TargetingPackageWrapper,
) {
  try {
    const m = await measureAudience(deps.db, wrapper, deps.config, deps.now());
    await storeFigures(deps.db, id, version, m, { setSize: true });
  } catch (error) {
    request.log.warn({ err: error, config: id }, "counting a saved audience failed");
  }
}

/** Audience categories, configs, the audiences list and insights; all team-private. */
export function registerAudienceRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  const c = audiencesContract;

  route(app, c.listAudienceCategories, async (_input, request) => {
    await requireAuth(deps, request);
    return db.query<AudienceCategory>("SELECT id, key, name FROM audience_categories ORDER BY position");
  });

  route(app, c.getAudienceCategory, async ({ params }, request) => {
    await requireAuth(deps, request);
    const [category] = await db.query<AudienceCategory>("SELECT id, key, name FROM audience_categories WHERE id = $1", [
      params.id,
    ]);
    if (!category) throw notFound();
    return category;
  });

  route(app, c.listAudienceConfigs, async ({ query }, request) => {
    const auth = await requireAuth(deps, request, { allowExtension: true });
    const team = await findMemberTeam(db, auth.user.id, query.team);
    return listConfigs(deps, auth.user.id, team.id, query);
  });

  route(app, c.createAudienceConfig, async ({ body }, request) => {
    const auth = await requireAuth(deps, request);
    // Every member of the team may save audiences (audience-permissions: canEditAudience).
    const team = await findMemberTeam(db, auth.user.id, body.team);
    const id = await createConfig(db, auth.user.id, team.id, body);
    await measureSaved(deps, request, id, 1, body);
    return toConfig((await findConfig(db, auth.user.id, id)).row, auth.user.id);
  });

  route(app, c.measureAudiencePackage, async ({ body }, request) => {
    // The store is shared by every team: any signed-in user may count a package in it.
    await requireAuth(deps, request);
    return measurePackage(deps, body, requestLanguage(request));
  });

  route(app, c.autocompleteAudienceConfigs, async ({ body }, request) => {
    const auth = await requireAuth(deps, request);
    const team = await findMemberTeam(db, auth.user.id, body.team);
    return autocompleteConfigs(db, team.id, body.name);
  });

  route(app, c.getAudienceConfig, async ({ params }, request) => {
    const auth = await requireAuth(deps, request);
    return toConfig((await findConfig(db, auth.user.id, params.id)).row, auth.user.id);
  });

  route(app, c.updateAudienceConfig, async ({ params, body }, request) => {
    const auth = await requireAuth(deps, request);
    const { row, access } = await findConfig(db, auth.user.id, params.id);
    assertAccess("edit", access, auth.user.id, row, "config");
    const { version, packageChanged } = await updateConfig(db, row, body);
    if (packageChanged) {
      const wrapper = targetingPackageWrapper.parse({
        targeting_package: body.targeting_package ?? row.targeting_package,
        countries: body.countries ?? row.countries,
      });
      await measureSaved(deps, request, row.id, version, wrapper);
    }
    return toConfig((await findConfig(db, auth.user.id, row.id)).row, auth.user.id);
  });

  route(app, c.deleteAudienceConfig, async ({ params }, request) => {
    const auth = await requireAuth(deps, request);
    const { row, access } = await findConfig(db, auth.user.id, params.id);
    assertAccess("delete", access, auth.user.id, row, "config");
    await deleteConfig(db, row.id);
    return null;
  });

  for (const op of [c.getAudienceConfigInsights, c.getAudienceInsightsByConfig]) {
    route(app, op, async ({ params }, request) => {
      const auth = await requireAuth(deps, request);
      return configInsights(deps, auth.user.id, params.id, requestLanguage(request));
    });
  }

  route(app, c.getAudienceConfigPerspectives, async ({ params }, request) => {
    const auth = await requireAuth(deps, request);
    return configPerspectives(db, auth.user.id, params.id, requestLanguage(request));
  });

  route(app, c.shareAudienceConfig, async ({ params, body }, request) => {
    const auth = await requireAuth(deps, request);
    const { row, access } = await findConfig(db, auth.user.id, params.id);
    assertAccess("edit", access, auth.user.id, row, "config");
    const recipient = await recipientByEmail(db, body.email);
    return shareAudience(deps, { kind: "config", id: row.id, name: row.name }, auth.user, recipient);
  });

  route(app, c.shareAudienceConfigViaAccount, async ({ params, body }, request) => {
    const auth = await requireAuth(deps, request);
    const { row, access } = await findConfig(db, auth.user.id, params.id);
    assertAccess("edit", access, auth.user.id, row, "config");
    const recipient = await recipientByHandle(db, body.handle);
    return shareAudience(deps, { kind: "config", id: row.id, name: row.name }, auth.user, recipient);
  });

  route(app, c.downloadTargetingPackage, async ({ params }, request, reply) => {
    const auth = await requireAuth(deps, request);
    const { row } = await findConfig(db, auth.user.id, params.id);
    const subject = {
      name: row.name,
      type: row.type,
      category_ids: row.categories,
      size: row.size,
      saved_at: row.modified_at,
    };
    const workbook = await packageWorkbook(deps, wrapperOf(row), subject, requestLanguage(request));
    return sendWorkbook(reply, row.name, workbook);
  });

  route(app, c.listAudiences, async ({ query }, request) => {
    const auth = await requireAuth(deps, request);
    const { team: teamKey, ...filters } = query;
    const scope = teamKey === undefined ? "all" : { teamId: (await findMemberTeam(db, auth.user.id, teamKey)).id };
    return listAudiences(deps, auth.user.id, scope, filters);
  });
}
