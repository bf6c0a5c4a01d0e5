import type { Team } from "@xa/core";
import { lazy, Suspense } from "react";
import { LoadingState } from "../../../components/page-states.tsx";
import { withAdsTexts } from "../ads-texts.ts";

// A chunk of its own with the ads texts, so the settings page's first load stays small.
const Section = lazy(() =>
  withAdsTexts(import("./uploaded-audiences-section.tsx")).then((m) => ({ default: m.UploadedAudiencesSection })),
);

/** The team settings' "Custom audiences" section, fetched when the page shows it. */
export function LazyUploadedAudiencesSection(props: { team: Team }) {
  return (
    <Suspense fallback={<LoadingState />}>
      <Section {...props} />
    </Suspense>
  );
}
