import { LazyAdAccountsSection } from "../../features/ads/settings/lazy-ad-accounts-section.tsx";
import { LazyUploadedAudiencesSection } from "../../features/ads/uploaded-audiences/lazy-uploaded-audiences-section.tsx";
import { LazyTeamBillingSection } from "../../features/billing/lazy-team-billing-section.tsx";
import { TeamSettingsPage as Page, type TeamSettingsParts } from "../../features/teams/settings/team-settings-page.tsx";

// The ads and plan sections are chunks of their own, fetched when the page shows them.
const parts: TeamSettingsParts = {
  AdAccountsSection: LazyAdAccountsSection,
  UploadedAudiencesSection: LazyUploadedAudiencesSection,
  PlanSection: LazyTeamBillingSection,
};

/** Team settings with the sections the ads feature adds (ad accounts, custom audiences) and billing's plan. */
export function TeamSettingsPage() {
  return <Page parts={parts} />;
}
