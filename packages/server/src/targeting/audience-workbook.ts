import type { Language } from "@xa/core";
import type { AudienceType } from "@xa/core/targeting/audience-contract";
import { type PackageSummary, packageSheets } from "@xa/core/targeting/package-sheet";
import type { TargetingPackageWrapper } from "@xa/core/targeting/targeting-package";
import type { Deps } from "../deps.ts";
import { iso } from "./audience-access.ts";
import { figuresMethod, measureAudience } from "./audience-measure.ts";
import { buildPackageWorkbook } from "./package-workbook.ts";

/** What a workbook says about the package beside its lists. */
export type WorkbookSubject = {
  name: string;
  type: AudienceType;
  category_ids: readonly number[];
  size: number | null;
  saved_at: Date;
  usage?: PackageSummary["usage"];
};

/** A package's workbook in `language`, its figures counted in the store now. */
export async function packageWorkbook(
  deps: Deps,
  wrapper: TargetingPackageWrapper,
  subject: WorkbookSubject,
  language: Language,
): Promise<Buffer> {
  const [m, categories] = await Promise.all([
    measureAudience(deps.db, wrapper, deps.config, deps.now()),
    deps.db.query<{ key: string }>("SELECT key FROM audience_categories WHERE id = ANY($1::int[]) ORDER BY position", [
      subject.category_ids,
    ]),
  ]);
  const summary: PackageSummary = {
    name: subject.name,
    type: subject.type,
    categories: categories.map((c) => c.key),
    size: subject.size,
    core_audience: m.core_audience,
    total_native: m.total_native,
    pro_targeting_size: m.pro_targeting_size,
    method: figuresMethod(language, m, wrapper),
    saved_at: iso(subject.saved_at),
    ...(subject.usage ? { usage: subject.usage } : {}),
  };
  return buildPackageWorkbook(packageSheets(wrapper, summary, language));
}
