import type { Language } from "@xa/core";
import type { AudienceInsights } from "@xa/core/targeting/audience-contract";
import { selected, targetingPackageWrapper } from "@xa/core/targeting/targeting-package";
import type { Deps } from "../deps.ts";
import { iso } from "./audience-access.ts";
import { findConfig } from "./audience-config-queries.ts";
import { hasInsights } from "./audience-list-queries.ts";
import { figuresMethod, measureAudience, storeFigures } from "./audience-measure.ts";

/** How many of each list's selected entries the insights show, in the package's (ranked) order. */
const TOP = 10;

/**
 * A config's figures counted now (and kept for the audiences list), how they were counted, and the
 * first selected keywords, hashtags and handles of its package with the evidence they were saved with.
 */
export async function configInsights(
  deps: Deps,
  userId: number,
  id: number,
  language: Language,
): Promise<AudienceInsights> {
  const { row } = await findConfig(deps.db, userId, id);
  const wrapper = targetingPackageWrapper.parse({ targeting_package: row.targeting_package, countries: row.countries });
  const m = await measureAudience(deps.db, wrapper, deps.config, deps.now());
  await storeFigures(deps.db, row.id, row.version, m, { setSize: false });
  const pkg = wrapper.targeting_package;
  return {
    audience_config_id: row.id,
    version: row.version,
    generation_id: row.generation_id,
    insights: hasInsights({
      generation_id: row.generation_id,
      measured_at: m.measured_at,
      core_audience: m.core_audience,
    }),
    size: row.size,
    core_audience: m.core_audience,
    total_native: m.total_native,
    pro_targeting_size: m.pro_targeting_size,
    scaling_factor: m.scaling_factor,
    handle_followers: m.handle_followers,
    method: figuresMethod(language, m, wrapper),
    measured_at: iso(m.measured_at),
    top: {
      keywords: selected(pkg.keywords).slice(0, TOP),
      hashtags: selected(pkg.hashtags).slice(0, TOP),
      handles: selected(pkg.handles).slice(0, TOP),
    },
  };
}
