import type { Team } from "@xa/core";
import { lazy, Suspense } from "react";
import { LoadingState } from "../../../components/page-states.tsx";
import { FEATURE_TEXTS, withFeatureTexts } from "../../../i18n/feature-texts.ts";
import { withAdsTexts } from "../ads-texts.ts";

// A chunk of its own with its texts (and the ads texts, for the sandbox label), so the settings page's first load stays small.
const Section = lazy(() =>
  withFeatureTexts(FEATURE_TEXTS.adsUploads, withAdsTexts(import("./uploaded-audiences-section.tsx"))).then((m) => ({
    default: m.UploadedAudiencesSection,
  })),
);

/** The team settings' "Custom audiences" section, fetched when the page shows it. */
export function LazyUploadedAudiencesSection(props: { team: Team }) {
  return (
    <Suspense fallback={<LoadingState />}>
      <Section {...props} />
    </Suspense>
  );
}
