import type { AppliedCriterion } from "@xa/core/ads/ads-contract";
import type { CriterionType, SkipReason } from "@xa/core/ads/targeting-criteria";
import { AGES, type Age, GENDERS, type Gender, PLACEMENTS, type Placement } from "@xa/core/targeting/targeting-options";
import type { TFunction } from "i18next";
import { ageText } from "../../format/targeting-values.ts";
import { hasText } from "../../i18n/has-text.ts";

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => list.includes(value as T);

/** A criterion's type as the interface names it; a type the platform added later reads as it came. */
export function criterionTypeText(type: string, t: TFunction): string {
  return hasText("ads.criteria", type) ? t(`ads.criteria.${type as CriterionType}`) : type;
}

/** Why an entry was not applied, as a clause; a code the platform added later reads as it came. */
export function skipReasonText(reason: string, t: TFunction): string {
  return hasText("ads.skipReasons", reason) ? t(`ads.skipReasons.${reason as SkipReason}`) : reason;
}

/** What a criterion targets, in words: ages, genders and placements in the interface language, the rest by label. */
export function criterionValueText(criterion: AppliedCriterion, t: TFunction): string {
  const { type, label } = criterion;
  if (type === "AGE" && isOneOf<Age>(AGES, label)) return ageText(label, t);
  if (type === "GENDER" && isOneOf<Gender>(GENDERS, label)) return t(`targeting.gender.${label}`);
  if (type === "PLACEMENT" && isOneOf<Placement>(PLACEMENTS, label)) return t(`targeting.placements.${label}`);
  return label;
}
