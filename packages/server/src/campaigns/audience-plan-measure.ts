import type { MeasuredPlanAudience } from "@xa/core/campaigns/audience-plan-estimate";
import type { Config } from "../config.ts";
import type { Db } from "../db/database.ts";
import { HttpError } from "../http/http-error.ts";
import { assertAccess, findConfig, measureAudience } from "../targeting/index.ts";
import { refusePlan } from "./audience-plan-guards.ts";

/**
 * Each saved audience of the team counted in the store now, as saving it would count it (its total
 * native: accounts × the scaling factor). Another team's audience, or one the caller cannot read, is
 * refused as not of this team; an exclusion audience cannot be planned for.
 */
export async function measurePlanAudiences(
  deps: { db: Db; config: Pick<Config, "targeting">; now: () => Date },
  userId: number,
  teamId: number,
  ids: readonly number[],
): Promise<MeasuredPlanAudience[]> {
  const measured: MeasuredPlanAudience[] = [];
  for (const id of ids) {
    const notOfTeam = () => refusePlan("audienceNotOfTeam", { id: String(id) });
    const { row, access } = await findConfig(deps.db, userId, id).catch((e: unknown) => {
      throw e instanceof HttpError && e.statusCode === 404 ? notOfTeam() : e;
    });
    if (row.team_id !== teamId) throw notOfTeam();
    assertAccess("read", access, userId, row, "config");
    if (row.type === "exclusion") throw refusePlan("audienceExcluded", { name: row.name });
    const m = await measureAudience(
      deps.db,
      { targeting_package: row.targeting_package, countries: row.countries },
      deps.config,
      deps.now(),
    );
    measured.push({
      audience_config_id: row.id,
      name: row.name,
      accounts_in_store: m.core_audience,
      scaling_factor: m.scaling_factor,
      audience_size: m.total_native,
    });
  }
  return measured;
}
