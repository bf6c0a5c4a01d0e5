import { AUDIENCE_CATEGORY_KEYS, type AudienceCategory } from "@xa/core/targeting/audience-contract";
import type { TFunction } from "i18next";

/** A category in the interface language by its key; a key this build does not know shows the server's name. */
export function categoryName(category: Pick<AudienceCategory, "key" | "name">, t: TFunction): string {
  const key = AUDIENCE_CATEGORY_KEYS.find((k) => k === category.key);
  return key ? t(`targeting.categories.${key}`) : category.name;
}
