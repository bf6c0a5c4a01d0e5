import type { TFunction } from "i18next";
import type { NavItem } from "../../components/app-frame.tsx";

/** The team routes in the dashboard's side navigation; "Data" (file uploads), "App events" and "Client errors" only for staff. */
export function teamNav(slug: string, t: TFunction, { isStaff = false }: { isStaff?: boolean } = {}): NavItem[] {
  const base = `/${encodeURIComponent(slug)}`;
  return [
    { to: `${base}/audiences`, label: t("nav.audiences") },
    { to: `${base}/campaigns`, label: t("nav.campaigns") },
    { to: `${base}/creatives`, label: t("nav.creatives") },
    { to: `${base}/media`, label: t("nav.media") },
    { to: `${base}/creator`, label: t("nav.creator") },
    { to: `${base}/explore-x`, label: t("nav.explore") },
    { to: `${base}/communities`, label: t("nav.communities") },
    ...(isStaff
      ? [
          { to: `${base}/data`, label: t("nav.data") },
          { to: `${base}/app-events`, label: t("nav.appEvents") },
          { to: `${base}/client-errors`, label: t("nav.clientErrors") },
        ]
      : []),
    { to: `${base}/team`, label: t("nav.team") },
    { to: `${base}/account`, label: t("nav.account") },
  ];
}
