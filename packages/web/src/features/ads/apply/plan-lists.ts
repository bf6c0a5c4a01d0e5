import type { AppliedTargeting } from "@xa/core/ads/applied-targeting";
import { countryName } from "@xa/core/i18n/display-names";
import type { TFunction } from "i18next";
import { ageText, interestLabel } from "../../../format/targeting-values.ts";

/** One line of "what will be sent": a list's name and its values as the user reads them. */
export type PlanLine = { key: string; label: string; values: string[] };

/**
 * What an ad account receives, list by list, in the interface language: only lists that send something, so the
 * summary is exactly what goes out. Age and gender show only when narrowed, as only then are they sent as criteria.
 */
export function planLines(targeting: AppliedTargeting, t: TFunction, language: string): PlanLine[] {
  const list = (key: string, label: string, values: string[]): PlanLine[] =>
    values.length > 0 ? [{ key, label, values }] : [];
  const names = (entries: readonly { label: string }[]) => entries.map((e) => e.label);
  return [
    ...list("keywords", t("targeting.lists.keywords"), targeting.keywords),
    ...list(
      "hashtags",
      t("targeting.lists.hashtags"),
      targeting.hashtags.map((h) => `#${h}`),
    ),
    ...list(
      "handles",
      t("targeting.lists.handles"),
      targeting.handles.map((h) => `@${h.handle}`),
    ),
    ...list(
      "countries",
      t("ads.apply.countries"),
      targeting.countries.map((c) => countryName(c, language)),
    ),
    ...list("locations", t("targeting.lists.locations"), names(targeting.locations)),
    ...list("languages", t("targeting.lists.languages"), names(targeting.languages)),
    ...list(
      "interests",
      t("targeting.lists.interests"),
      targeting.interests.map((i) => interestLabel(i.label)),
    ),
    ...list("conversation_topics", t("targeting.lists.conversation_topics"), names(targeting.conversation_topics)),
    ...list("network_operators", t("targeting.lists.network_operators"), names(targeting.network_operators)),
    ...list("movies_tv_shows", t("targeting.lists.movies_tv_shows"), names(targeting.movies_tv_shows)),
    ...list("custom_audiences", t("targeting.lists.custom_audiences"), targeting.custom_audiences),
    ...list(
      "placements",
      t("targeting.lists.placements"),
      targeting.placements.map((p) => t(`targeting.placements.${p}`)),
    ),
    ...list("age", t("targeting.age.label"), targeting.age === "AGE_ANY" ? [] : [ageText(targeting.age, t)]),
    ...list(
      "gender",
      t("targeting.gender.label"),
      targeting.gender === "ANY" ? [] : [t(`targeting.gender.${targeting.gender}`)],
    ),
  ];
}
