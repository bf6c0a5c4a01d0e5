import type { AudienceUsage } from "@xa/core/ads/audience-usage-contract";
import { ENTRY_LISTS, selected } from "@xa/core/targeting/targeting-package";
import type { TFunction } from "i18next";

/** A usage's snapshot in one line: how many entries of each list were applied ("Keywords 12 · Handles 40"). */
export function usageSummary(usage: Pick<AudienceUsage, "targeting_package" | "countries">, t: TFunction): string {
  const pkg = usage.targeting_package;
  const parts = ENTRY_LISTS.flatMap((key) => {
    const n = selected<{ deselected: boolean }>(pkg[key]).length;
    return n > 0 ? [`${t(`targeting.lists.${key}`)} ${n}`] : [];
  });
  if (usage.countries.length > 0) parts.push(`${t("ads.apply.countries")} ${usage.countries.length}`);
  return parts.join(" · ");
}
