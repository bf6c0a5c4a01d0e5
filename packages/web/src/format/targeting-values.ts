import type { Age } from "@xa/core/targeting/targeting-options";
import type { TFunction } from "i18next";

/** The age values of the ads platform: any, "and over", and ranges. */
export function ageText(age: Age, t: TFunction): string {
  if (age === "AGE_ANY") return t("targeting.age.any");
  const over = /^AGE_OVER_(\d+)$/.exec(age);
  if (over) return t("targeting.age.over", { from: over[1] });
  const range = /^AGE_(\d+)_TO_(\d+)$/.exec(age);
  return t("targeting.age.range", { from: range?.[1], to: range?.[2] });
}

/** Interest labels show '/' as ' — '. */
export function interestLabel(label: string): string {
  return label.replaceAll("/", " — ");
}
