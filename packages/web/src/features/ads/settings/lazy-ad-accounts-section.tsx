import { lazy, Suspense } from "react";
import { LoadingState } from "../../../components/page-states.tsx";
import { withAdsTexts } from "../ads-texts.ts";
import type { AdAccountsSectionProps } from "./ad-accounts-section.tsx";

// A chunk of its own with the ads texts, so the settings page's first load stays small.
const Section = lazy(() =>
  withAdsTexts(import("./ad-accounts-section.tsx")).then((m) => ({ default: m.AdAccountsSection })),
);

/** The team settings' "Ad accounts" section, fetched when the page shows it. */
export function LazyAdAccountsSection(props: AdAccountsSectionProps) {
  return (
    <Suspense fallback={<LoadingState />}>
      <Section {...props} />
    </Suspense>
  );
}
