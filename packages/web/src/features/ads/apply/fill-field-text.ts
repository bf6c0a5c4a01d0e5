import type { FillRefusal } from "@xa/core/ads/extension-messages";
import type { TFunction } from "i18next";
import { hasText } from "../../../i18n/has-text.ts";

/** A field of the ad platform's form as the package names it ("keywords", "handles"…), else as it came. */
export function fillFieldText(field: string, t: TFunction): string {
  if (hasText("targeting.lists", field)) return t(`targeting.lists.${field as "keywords"}`);
  if (field === "countries") return t("ads.apply.countries");
  if (field === "age") return t("targeting.age.label");
  if (field === "gender") return t("targeting.gender.label");
  return field;
}

/** Why a value was not filled, in the reader's words. */
export function refusalText(reason: FillRefusal, t: TFunction): string {
  return t(`ads.apply.refusals.${reason}`);
}
