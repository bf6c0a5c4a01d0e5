import { agencyName } from "@xa/core/teams/agencies";
import type { TFunction } from "i18next";
import type { Variant } from "../app-variant/variant.ts";
import { hostAgency } from "./current-host.ts";

/** The app's title on this host: the variant's, followed by its agency's name on an agency's sub-domain. */
export function brandTitle(t: TFunction, variant: Variant, language: string): string {
  const title = t(`app.title.${variant}`);
  const agency = hostAgency();
  if (!agency) return title;
  return `${title} ${t("app.forAgency", { agency: agencyName(agency.id, language === "ja" ? "ja" : "en") })}`;
}
