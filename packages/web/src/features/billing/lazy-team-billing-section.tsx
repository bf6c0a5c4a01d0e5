import { lazy, Suspense } from "react";
import { LoadingState } from "../../components/page-states.tsx";
import { FEATURE_TEXTS, withFeatureTexts } from "../../i18n/feature-texts.ts";
import type { TeamBillingSectionProps } from "./team-billing-section.tsx";

// A chunk of its own with the billing texts, so the settings page's first load stays small.
const Section = lazy(() =>
  withFeatureTexts(FEATURE_TEXTS.billing, import("./team-billing-section.tsx")).then((m) => ({
    default: m.TeamBillingSection,
  })),
);

/** Team settings' plan and invoices section, fetched when the page shows it. */
export function LazyTeamBillingSection(props: TeamBillingSectionProps) {
  return (
    <Suspense fallback={<LoadingState />}>
      <Section {...props} />
    </Suspense>
  );
}
